import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RG_REALITY_CHECK_MINUTES, RG_SESSION_LIMIT_CHOICES, type RgSessionRules, type RgState } from '@pkg/contracts/responsible-gaming';
import { formatGmt8 } from '@pkg/web-kit/time';
import { RG_KEY, RG_SESSION_KEY, saveRealityCheck, saveSessionLimit } from '../api/responsible-gaming-api';
import { failureText } from '../failure';
import { useMinutesText } from '../rg-minutes';
import { LengthChoice, NO_TIME_LIMIT, PendingLength } from './time-limit-controls';
import { Notice } from '../../../components/ui/notice';

/**
 * The session time limit and the reality check (decision 037): the limit in force and a waiting
 * raise or removal, a choice of lengths (lowering applies at once, raising or removing after 24
 * hours, as the server decides), and the reality check's interval (applies at once).
 */
export function SessionPanel({ rules }: { rules: RgSessionRules }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const minutesText = useMinutesText();
  const [limit, setLimit] = useState(rules.limitMinutes === null ? NO_TIME_LIMIT : String(rules.limitMinutes));
  const [every, setEvery] = useState(rules.realityCheckMinutes === null ? NO_TIME_LIMIT : String(rules.realityCheckMinutes));
  const [done, setDone] = useState<string | null>(null);

  const onSaved = (state: RgState) => {
    queryClient.setQueryData(RG_KEY, state);
    // The reality check and the limit's end are timed from the session view.
    void queryClient.invalidateQueries({ queryKey: RG_SESSION_KEY });
  };
  const saveLimit = useMutation({
    mutationFn: saveSessionLimit,
    onSuccess: (state) => {
      onSaved(state);
      const pending = state.session.pending;
      setDone(pending ? t('responsibleGaming.waits', { date: formatGmt8(pending.appliesAt) }) : t('responsibleGaming.saved'));
    },
  });
  const saveInterval = useMutation({
    mutationFn: saveRealityCheck,
    onSuccess: (state) => {
      onSaved(state);
      setDone(t('responsibleGaming.session.realitySaved'));
    },
  });
  const failed = saveLimit.error ?? saveInterval.error;
  const busy = saveLimit.isPending || saveInterval.isPending;

  function submitLimit() {
    setDone(null);
    saveInterval.reset();
    saveLimit.mutate({ limitMinutes: limit === NO_TIME_LIMIT ? null : Number(limit) });
  }

  function submitInterval() {
    setDone(null);
    saveLimit.reset();
    saveInterval.mutate({ minutes: every === NO_TIME_LIMIT ? null : Number(every) });
  }

  const titleId = `${id}-title`;
  return (
    <section className="rg-break" aria-labelledby={titleId} data-testid="rg-session">
      <h3 id={titleId}>{t('responsibleGaming.session.title')}</h3>
      <p className="rg-break__body">{t('responsibleGaming.session.body', { minutes: rules.breakMinutes })}</p>
      <p className="rg-limit__used" data-testid="rg-session-current">
        {rules.limitMinutes === null
          ? t('responsibleGaming.session.noLimit')
          : t('responsibleGaming.session.current', { limit: minutesText(rules.limitMinutes) })}
      </p>
      <PendingLength pending={rules.pending} />
      <LengthChoice
        id={`${id}-limit`}
        label={t('responsibleGaming.session.limit')}
        choices={RG_SESSION_LIMIT_CHOICES}
        value={limit}
        onChange={setLimit}
        onSave={submitLimit}
        disabled={busy}
        saving={saveLimit.isPending}
      />
      <h4 className="rg-limit__period">{t('responsibleGaming.session.realityTitle')}</h4>
      <p className="field__hint">{t('responsibleGaming.session.realityBody')}</p>
      <div className="rg-break__controls">
        <label className="field__label" htmlFor={`${id}-interval`}>
          {t('responsibleGaming.session.interval')}
        </label>
        <select
          id={`${id}-interval`}
          className="field__select rg-break__select"
          value={every}
          onChange={(event) => setEvery(event.target.value)}
        >
          <option value={NO_TIME_LIMIT}>{t('responsibleGaming.session.off')}</option>
          {RG_REALITY_CHECK_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('responsibleGaming.session.every', { minutes })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--primary"
          onClick={submitInterval}
          disabled={busy}
          aria-busy={saveInterval.isPending}
        >
          {t('responsibleGaming.save')}
        </button>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {failureText(t, failed)}
        </p>
      )}
      {done && <Notice tone="success">{done}</Notice>}
    </section>
  );
}
