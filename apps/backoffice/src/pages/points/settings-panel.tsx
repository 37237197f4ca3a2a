import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
import { fetchPointSettings, pointsKeys, savePointSettings } from '../../api/points';
import { formatGmt8 } from '@pkg/web-kit/time';
import { errorOf } from '../../lib/api';

/**
 * A brand's points settings: the switch, valid bets per point by game type (minor units), the
 * conversion ratio. They decide what points are worth in cash, so only staff with points.finance
 * (`canManage`) change them; others see them read only.
 */
export function SettingsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const settings = useQuery({
    queryKey: pointsKeys.settings(brandId),
    queryFn: () => fetchPointSettings(brandId),
  });
  const save = useMutation({
    mutationFn: savePointSettings,
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
  if (settings.isError) return <p className="bo-error">{errorOf(settings.error)}</p>;
  if (!settings.data) return null;
  const view = settings.data;
  const rateOf = new Map(view.rates.map((rate) => [rate.gameType, rate.validBetPerPointMinor]));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    save.mutate({
      brandId,
      enabled: form.get('enabled') === 'on',
      rates: GAME_TYPES.filter((type) => text(`rate-${type}`) !== '').map((gameType: GameType) => ({
        gameType,
        validBetPerPointMinor: text(`rate-${gameType}`),
      })),
      convertPoints: text('convertPoints'),
      convertCashMinor: text('convertCashMinor'),
      minConvertPoints: text('minConvertPoints'),
    });
  }

  return (
    <form className="bo-form" onSubmit={submit} key={`${brandId}-${view.earnedUntil ?? ''}`}>
      <p className="bo-note">
        {view.earnedUntil ? t('boPoints.settings.earnedUntil', { time: formatGmt8(view.earnedUntil) }) : t('boPoints.settings.notStarted')}
      </p>
      {!canManage && <p className="bo-note">{t('boPoints.settings.financeOnly')}</p>}
      <label>
        <input name="enabled" type="checkbox" defaultChecked={view.enabled} disabled={!canManage} /> {t('boPoints.settings.enabled')}
      </label>
      <fieldset disabled={!canManage}>
        <legend>
          {t('boPoints.settings.rates')} ({view.currency})
        </legend>
        <p className="bo-note">{t('boPoints.settings.rateHint')}</p>
        {GAME_TYPES.map((type) => (
          <label key={type}>
            {t(`nav.types.${type}`)}
            <input name={`rate-${type}`} inputMode="numeric" defaultValue={rateOf.get(type) ?? ''} />
          </label>
        ))}
      </fieldset>
      <label>
        {t('boPoints.settings.convertPoints')}
        <input name="convertPoints" inputMode="numeric" defaultValue={view.convertPoints} disabled={!canManage} />
      </label>
      <label>
        {t('boPoints.settings.convertCash')} ({view.currency})
        <input name="convertCashMinor" inputMode="numeric" defaultValue={view.convertCashMinor} disabled={!canManage} />
      </label>
      <label>
        {t('boPoints.settings.minConvert')}
        <input name="minConvertPoints" inputMode="numeric" defaultValue={view.minConvertPoints} disabled={!canManage} />
      </label>
      {save.isError && (
        <p className="bo-error" role="alert">
          {errorOf(save.error)}
        </p>
      )}
      {saved && (
        <p className="bo-note" role="status">
          {t('boPoints.settings.saved')}
        </p>
      )}
      {canManage && (
        <button type="submit" disabled={save.isPending}>
          {t('boPoints.settings.save')}
        </button>
      )}
    </form>
  );
}
