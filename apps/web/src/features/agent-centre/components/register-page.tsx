import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AGENT_PAGE_PARAM } from '../agent-pages';
import { failureCode, failureField, failureText } from '../agent-failure';
import { AGENT_KEY, registerDownline } from '../api/agent-api';
import { checkRegister, registerPayload, type RegisterInput } from '../register-rules';
import { AgentField } from './agent-field';
import { InvitePanel } from './invite-panel';
import { Notice } from '../../../components/ui/notice';

const EMPTY: RegisterInput = { type: 'member', username: '', password: '', confirmPassword: '', nickname: '' };
const FIELDS = new Set<string>(['username', 'password', 'confirmPassword', 'nickname']);

/**
 * Account for registering downline (registerCenter): the agent opens a member or sub-agent account
 * under itself (sealed end to end like the registration call), or shares its invitation links and
 * their QR codes.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [input, setInput] = useState<RegisterInput>(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof checkRegister>>({});
  const register = useMutation({
    mutationFn: registerDownline,
    onSuccess: () => {
      setInput(EMPTY);
      void queryClient.invalidateQueries({ queryKey: AGENT_KEY });
    },
  });

  function edit(field: keyof RegisterInput) {
    return (value: string) => {
      setInput((previous) => ({ ...previous, [field]: value }));
      setProblems((previous) => ({ ...previous, [field]: undefined }));
      if (register.isError) register.reset();
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkRegister(input);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(registerPayload(input));
  }

  const refused = register.error;
  const named = refused ? (failureCode(refused) === 'username_taken' ? 'username' : failureField(refused)) : null;
  const fieldError = (field: keyof RegisterInput) =>
    problems[field] ? t(`agent.register.problems.${problems[field]}`) : named === field ? failureText(t, refused) : null;
  const created = register.data;

  return (
    <div className="agent-page" data-testid="agent-register">
      <h3 className="agent-page__heading">{t('agent.pages.registerCenter')}</h3>
      <div className="agent-columns">
        <form className="account-form agent-form" onSubmit={submit} noValidate aria-labelledby="agent-register-title">
          <h4 id="agent-register-title" className="agent-page__subheading">
            {t('agent.register.title')}
          </h4>
          <fieldset className="agent-choice">
            <legend className="field__label">{t('agent.register.type')}</legend>
            {(['member', 'agent'] as const).map((type) => (
              <label key={type} className="check">
                <input
                  type="radio"
                  name="agent-register-type"
                  value={type}
                  checked={input.type === type}
                  onChange={() => setInput((previous) => ({ ...previous, type }))}
                />
                <span>{t(`agent.kinds.${type}`)}</span>
              </label>
            ))}
          </fieldset>
          <AgentField
            id="agent-register-username"
            label={t('agent.register.username')}
            hint={t('agent.register.usernameHint')}
            value={input.username}
            onChange={edit('username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={16}
            required
            error={fieldError('username')}
          />
          <AgentField
            id="agent-register-password"
            label={t('agent.register.password')}
            hint={t('agent.register.passwordHint')}
            type="password"
            value={input.password}
            onChange={edit('password')}
            autoComplete="new-password"
            maxLength={20}
            required
            error={fieldError('password')}
          />
          <AgentField
            id="agent-register-confirm"
            label={t('agent.register.confirmPassword')}
            type="password"
            value={input.confirmPassword}
            onChange={edit('confirmPassword')}
            autoComplete="new-password"
            maxLength={20}
            required
            error={fieldError('confirmPassword')}
          />
          <AgentField
            id="agent-register-nickname"
            label={t('agent.register.nickname')}
            value={input.nickname}
            onChange={edit('nickname')}
            autoComplete="off"
            maxLength={32}
            error={fieldError('nickname')}
          />
          {refused && (named === null || !FIELDS.has(named)) && (
            <p className="form-error" role="alert">
              {failureText(t, refused)}
            </p>
          )}
          {created && (
            <Notice tone="success" testId="agent-register-done">
              <p className="agent-page__line">
                {t(created.isAgent ? 'agent.register.doneAgent' : 'agent.register.doneMember', { username: created.username })}
              </p>
              <button
                type="button"
                className="link-button agent-link"
                onClick={() =>
                  setParams(
                    (previous) => {
                      const next = new URLSearchParams(previous);
                      next.set(AGENT_PAGE_PARAM, 'downlineManagmentView');
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                {t('agent.register.seeTeam')}
              </button>
            </Notice>
          )}
          <button type="submit" className="button button--primary account-form__submit" disabled={register.isPending}>
            {t('agent.register.submit')}
          </button>
        </form>
        <InvitePanel />
      </div>
    </div>
  );
}
