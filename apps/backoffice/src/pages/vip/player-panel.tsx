import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VipProgress } from '@pkg/contracts/vip';
import { formatMinor } from '@pkg/money/money';
import { formatGmt8 } from '@pkg/web-kit/time';
import { errorOf } from '../../lib/api';
import { fetchVipPlayer, fetchVipTable, setVipLevel, vipKeys } from '../../api/vip';

/** A player's level, the period's figures, the progress to the next level and the history; staff with vip.manage set a level with a reason. */
export function PlayerPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState('');
  const table = useQuery({
    queryKey: vipKeys.table(brandId),
    queryFn: () => fetchVipTable(brandId),
  });
  const player = useQuery({
    queryKey: vipKeys.player(brandId, username),
    queryFn: () => fetchVipPlayer(brandId, username),
    enabled: username !== '',
  });
  const setLevel = useMutation({
    mutationFn: (body: { level: number; reason: string; payBonuses: boolean }) => setVipLevel(player.data!.accountId, { brandId, ...body }),
    onSuccess: (value) => {
      setNotice(t('boVip.players.done', { level: value.status.level }));
      queryClient.setQueryData(vipKeys.player(brandId, username), value);
      void queryClient.invalidateQueries({ queryKey: vipKeys.table(brandId) });
    },
  });
  const money = (minor: string) => formatMinor(BigInt(minor), { code: '', symbol: '', minorDigits: table.data?.minorDigits ?? 2 });
  const progressText = (progress: VipProgress | null) =>
    progress ? t('boVip.players.progress', { current: money(progress.currentMinor), target: money(progress.targetMinor) }) : '—';

  function search(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    setUsername(typed.trim());
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setNotice('');
    setLevel.mutate({
      level: Number(form.get('level')),
      reason: String(form.get('reason') ?? '').trim(),
      payBonuses: form.get('payBonuses') === 'on',
    });
  }

  const status = player.data?.status;
  return (
    <section aria-label={t('boVip.tabs.players')}>
      <form className="bo-filters" onSubmit={search}>
        <label>
          {t('boVip.players.username')}
          <input value={typed} maxLength={64} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">{t('boVip.players.search')}</button>
      </form>
      {player.isError && <p className="bo-error">{errorOf(player.error)}</p>}
      {player.data && status && (
        <div className="bo-panel">
          <h2>
            {player.data.username} ·{' '}
            {status.level > 0 ? t('boVip.players.level', { level: status.level, name: status.name }) : t('boVip.players.noLevel')}
          </h2>
          <dl className="bo-facts">
            <dt>{t('boVip.players.period')}</dt>
            <dd>
              {formatGmt8(status.periodStart)} – {formatGmt8(status.periodEnd)}
            </dd>
            <dt>{t('boVip.fields.betMinor')}</dt>
            <dd className="bo-number">{money(status.betMinor)}</dd>
            <dt>{t('boVip.fields.depositMinor')}</dt>
            <dd className="bo-number">{money(status.depositMinor)}</dd>
            {status.next && (
              <>
                <dt>{t('boVip.players.next', { level: status.next.level, name: status.next.name })}</dt>
                <dd>
                  {t('boVip.fields.betMinor')}: {progressText(status.next.bet)} · {t('boVip.fields.depositMinor')}:{' '}
                  {progressText(status.next.deposit)}
                </dd>
              </>
            )}
            {status.keep && (
              <>
                <dt>{t('boVip.players.keep')}</dt>
                <dd>
                  {t('boVip.fields.betMinor')}: {progressText(status.keep.bet)} · {t('boVip.fields.depositMinor')}:{' '}
                  {progressText(status.keep.deposit)}
                  {status.keep.protectedUntil &&
                    ` · ${t('boVip.players.protectedUntil', { date: formatGmt8(status.keep.protectedUntil) })}`}
                </dd>
              </>
            )}
          </dl>
          {canManage && (
            <form className="bo-form" onSubmit={submit}>
              <h2>{t('boVip.players.set')}</h2>
              <label>
                {t('boVip.players.newLevel')}
                <select name="level" defaultValue={String(status.level)}>
                  <option value="0">{t('boVip.players.noLevel')}</option>
                  {(table.data?.levels ?? []).map((level) => (
                    <option key={level.level} value={level.level}>
                      {t('boVip.players.level', { level: level.level, name: level.name })}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('boVip.players.reason')}
                <input name="reason" required minLength={3} maxLength={300} />
              </label>
              <label className="bo-choice">
                <input type="checkbox" name="payBonuses" />
                {t('boVip.players.payBonuses')}
              </label>
              <button type="submit" disabled={setLevel.isPending}>
                {t('boVip.players.save')}
              </button>
              {setLevel.isError && (
                <p className="bo-error" role="alert">
                  {errorOf(setLevel.error)}
                </p>
              )}
              {notice && <p role="status">{notice}</p>}
            </form>
          )}
          <h2>{t('boVip.players.history')}</h2>
          {player.data.history.length === 0 ? (
            <p className="bo-note">{t('boVip.players.noHistory')}</p>
          ) : (
            <div className="bo-scroll">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('boVip.players.at')}</th>
                    <th scope="col">{t('boVip.players.change')}</th>
                    <th scope="col">{t('boVip.players.why')}</th>
                    <th scope="col">{t('boVip.fields.betMinor')}</th>
                    <th scope="col">{t('boVip.fields.depositMinor')}</th>
                    <th scope="col">{t('boVip.players.staff')}</th>
                    <th scope="col">{t('boVip.players.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {player.data.history.map((change, index) => (
                    <tr key={`${change.at}-${index}`}>
                      <td>{formatGmt8(change.at)}</td>
                      <td className="bo-number">
                        {change.fromLevel} → {change.toLevel}
                      </td>
                      <td>{t(`boVip.reasons.${change.reason}`)}</td>
                      <td className="bo-number">{money(change.betMinor)}</td>
                      <td className="bo-number">{money(change.depositMinor)}</td>
                      <td>{change.staff ?? '—'}</td>
                      <td>{change.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
