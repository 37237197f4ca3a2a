import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RG_DAILY_LIMIT_CHOICES, type RgSessionRules, type RgState } from '@pkg/contracts/responsible-gaming';
import { formatGmt8 } from '@pkg/web-kit/time';
import { RG_KEY, RG_SESSION_KEY, fetchRgSession, saveDailyLimit } from '../api/responsible-gaming-api';
import { failureText } from '../failure';
import { useMinutesText } from '../rg-minutes';
import { LengthChoice, NO_TIME_LIMIT, PendingLength } from './time-limit-controls';
import { Notice } from '../../../components/ui/notice';

/**
 * The daily play-time limit (decision 037 addendum): how long the player's sessions may be open in
 * one GMT+8 day, all devices together; the limit in force, a waiting raise or removal, today's
 * play time so far, and a choice of lengths (lowering applies at once, raising or removing after
 * 24 hours, as the server decides).
 */
export function DailyPanel({ rules }: { rules: RgSessionRules }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const minutesText = useMinutesText();
  const [limit, setLimit] = useState(rules.dailyLimitMinutes === null ? NO_TIME_LIMIT : String(rules.dailyLimitMinutes));
  const [done, setDone] = useState<string | null>(null);
  // Today's play time comes with the session view, which the reality check reads too.
  const view = useQuery({ queryKey: RG_SESSION_KEY, queryFn: fetchRgSession, retry: false });
  const played = view.data?.playedTodayMinutes ?? null;

  const save = useMutation({
    mutationFn: saveDailyLimit,
    onSuccess: (state: RgState) => {
      queryClient.setQueryData(RG_KEY, state);
      // The session's end and today's play time are read from the session view.
      void queryClient.invalidateQueries({ queryKey: RG_SESSION_KEY });
      const pending = state.session.dailyPending;
      setDone(pending ? t('responsibleGaming.waits', { date: formatGmt8(pending.appliesAt) }) : t('responsibleGaming.saved'));
    },
  });

  function submit() {
    setDone(null);
    save.mutate({ limitMinutes: limit === NO_TIME_LIMIT ? null : Number(limit) });
  }

  const titleId = `${id}-title`;
  return (
    <section className="rg-break" aria-labelledby={titleId} data-testid="rg-daily">
      <h3 id={titleId}>{t('responsibleGaming.daily.title')}</h3>
      <p className="rg-break__body">{t('responsibleGaming.daily.body')}</p>
      <p className="rg-limit__used" data-testid="rg-daily-current">
        {rules.dailyLimitMinutes === null
          ? t('responsibleGaming.daily.noLimit')
          : t('responsibleGaming.daily.current', { limit: minutesText(rules.dailyLimitMinutes) })}
      </p>
      {rules.dailyLimitMinutes !== null && played !== null && (
        <p className="rg-limit__used" data-testid="rg-daily-played">
          {t('responsibleGaming.daily.played', { played: minutesText(played), limit: minutesText(rules.dailyLimitMinutes) })}
        </p>
      )}
      <PendingLength pending={rules.dailyPending} />
      <LengthChoice
        id={`${id}-limit`}
        label={t('responsibleGaming.daily.limit')}
        choices={RG_DAILY_LIMIT_CHOICES}
        value={limit}
        onChange={setLimit}
        onSave={submit}
        disabled={save.isPending}
        saving={save.isPending}
      />
      {save.error && (
        <p className="form-error" role="alert">
          {failureText(t, save.error)}
        </p>
      )}
      {done && <Notice tone="success">{done}</Notice>}
    </section>
  );
}
