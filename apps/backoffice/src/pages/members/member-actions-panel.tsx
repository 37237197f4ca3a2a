import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { memberAction, saveMemberLabels, type MemberAction } from '../../api/members';
import type { MemberSectionProps } from './member-change';

/**
 * What members.manage does to a player: lock or unlock, reset the password or two-factor (each with
 * a reason, confirmed first where it locks the player out), and the club and member labels.
 */
export function MemberActionsPanel({ value, id, busy, run }: MemberSectionProps) {
  const { t } = useTranslation();
  const { account, lock } = value;
  // Unlock lifts staff's lock and the failed-login lock alike.
  const unlockable = lock.lockedAt !== null || lock.failedLoginsLockedUntil !== null;

  function act(action: MemberAction, confirmText: string | null) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const reason = String(new FormData(form).get('reason') ?? '');
      if (confirmText && !window.confirm(confirmText)) return;
      run(() => memberAction(id, action, reason), { onSuccess: () => form.reset() });
    };
  }

  function saveLabels(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const club = String(form.get('clubLabel') ?? '').trim();
    const labels = String(form.get('memberLabels') ?? '')
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean);
    run(() => saveMemberLabels(id, { clubLabel: club || null, memberLabels: labels }));
  }

  const lockName = unlockable ? t('boMembers.actions.unlock') : t('boMembers.actions.lock');
  return (
    <div className="bo-panel" id="member-actions">
      <h2>{t('boMembers.actions.title')}</h2>
      <div className="members-forms">
        <form
          className="bo-form"
          aria-label={lockName}
          onSubmit={unlockable ? act('unlock', null) : act('lock', t('boMembers.actions.lockConfirm', { username: account.username }))}
        >
          <h3>{lockName}</h3>
          <p className="bo-note">{unlockable ? t('boMembers.actions.unlockHelp') : t('boMembers.actions.lockHelp')}</p>
          <ReasonInput />
          <button type="submit" className={unlockable ? undefined : 'bo-danger'} disabled={busy}>
            {lockName}
          </button>
        </form>
        <form
          className="bo-form"
          aria-label={t('boMembers.actions.resetPassword')}
          onSubmit={act('passwordReset', t('boMembers.actions.resetPasswordConfirm', { username: account.username }))}
        >
          <h3>{t('boMembers.actions.resetPassword')}</h3>
          <p className="bo-note">{t('boMembers.actions.resetPasswordHelp')}</p>
          <ReasonInput />
          <button type="submit" disabled={busy}>
            {t('boMembers.actions.resetPassword')}
          </button>
        </form>
        <form
          className="bo-form"
          aria-label={t('boMembers.actions.resetTwoFactor')}
          onSubmit={act('twoFactorReset', t('boMembers.actions.resetTwoFactorConfirm', { username: account.username }))}
        >
          <h3>{t('boMembers.actions.resetTwoFactor')}</h3>
          <p className="bo-note">{t('boMembers.actions.resetTwoFactorHelp')}</p>
          <ReasonInput />
          <button type="submit" disabled={busy || (!value.twoFactor.authenticatorBound && value.twoFactor.lockedFactors.length === 0)}>
            {t('boMembers.actions.resetTwoFactor')}
          </button>
        </form>
        <form className="bo-form" aria-label={t('boMembers.labels.title')} onSubmit={saveLabels}>
          <h3>{t('boMembers.labels.title')}</h3>
          <label>
            {t('boMembers.labels.club')}
            <input name="clubLabel" maxLength={40} defaultValue={value.labels.clubLabel ?? ''} key={`club-${value.labels.clubLabel}`} />
          </label>
          <label>
            {t('boMembers.labels.memberHelp')}
            <input
              name="memberLabels"
              maxLength={450}
              defaultValue={value.labels.memberLabels.join(', ')}
              key={`labels-${value.labels.memberLabels.join()}`}
            />
          </label>
          <button type="submit" disabled={busy}>
            {t('boMembers.labels.save')}
          </button>
        </form>
      </div>
    </div>
  );
}

function ReasonInput() {
  const { t } = useTranslation();
  return (
    <label>
      {t('boMembers.actions.reason')}
      <input name="reason" required minLength={3} maxLength={200} />
    </label>
  );
}
