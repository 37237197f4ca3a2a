import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  decidePointAdjustment,
  fetchPendingPointAdjustments,
  fetchPlayerPoints,
  pointsKeys,
  proposePointAdjustment,
} from '../../api/points';
import { formatGmt8 } from '@pkg/web-kit/time';
import { errorOf } from '../../lib/api';

/**
 * A player's points and journal, point adjustments proposed here, and those awaiting a second staff
 * member. Proposing and deciding adjustments needs points.finance (`canManage`); others see the queue.
 */
export function PlayersPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState('');
  const player = useQuery({
    queryKey: pointsKeys.player(brandId, username),
    queryFn: () => fetchPlayerPoints(brandId, username),
    enabled: username !== '',
  });
  const pending = useQuery({
    queryKey: pointsKeys.adjustments,
    queryFn: fetchPendingPointAdjustments,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
  const propose = useMutation({
    mutationFn: (body: { points: string; reason: string }) => proposePointAdjustment({ brandId, username, ...body }),
    onSuccess: () => {
      setNotice(t('boPoints.players.proposed'));
      refresh();
    },
  });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      decidePointAdjustment(id, approve, 'Rejected by a second staff member'),
    onSuccess: refresh,
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    setUsername(typed.trim());
  }
  function submitAdjustment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    propose.mutate({ points: String(form.get('points') ?? '').trim(), reason: String(form.get('reason') ?? '').trim() });
  }

  return (
    <section aria-label={t('boPoints.tabs.players')}>
      <form className="bo-filters" onSubmit={search}>
        <label>
          {t('boPoints.players.username')}
          <input value={typed} maxLength={64} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">{t('boPoints.players.search')}</button>
      </form>
      {player.isError && <p className="bo-error">{errorOf(player.error)}</p>}
      {player.data && (
        <div className="bo-panel">
          <h2>{player.data.player.username}</h2>
          <p>{t('boPoints.players.balance', { points: BigInt(player.data.points).toLocaleString() })}</p>
          <p className="bo-note">{t('boPoints.players.validBets', { amount: player.data.validBetTotalMinor })}</p>
          {canManage && (
            <form className="bo-form" onSubmit={submitAdjustment}>
              <h2>{t('boPoints.players.adjust')}</h2>
              <label>
                {t('boPoints.players.adjustPoints')}
                <input name="points" inputMode="numeric" required />
              </label>
              <label>
                {t('boPoints.players.adjustReason')}
                <input name="reason" required minLength={3} maxLength={300} />
              </label>
              {propose.isError && (
                <p className="bo-error" role="alert">
                  {errorOf(propose.error)}
                </p>
              )}
              {notice && (
                <p className="bo-note" role="status">
                  {notice}
                </p>
              )}
              <button type="submit" disabled={propose.isPending}>
                {t('boPoints.players.propose')}
              </button>
            </form>
          )}
          {player.data.entries.length === 0 ? (
            <p>{t('boPoints.players.empty')}</p>
          ) : (
            <div className="bo-scroll">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('boPoints.players.date')}</th>
                    <th scope="col">{t('boPoints.players.kind')}</th>
                    <th scope="col">{t('boPoints.players.points')}</th>
                    <th scope="col">{t('boPoints.players.balanceAfter')}</th>
                  </tr>
                </thead>
                <tbody>
                  {player.data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatGmt8(entry.createdAt)}</td>
                      <td>{t(`boPoints.players.kinds.${entry.kind}`)}</td>
                      <td className="bo-number">{BigInt(entry.points).toLocaleString()}</td>
                      <td className="bo-number">{BigInt(entry.balanceAfter).toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <h2>{t('boPoints.players.pending')}</h2>
      {!canManage && <p className="bo-note">{t('boPoints.players.financeOnly')}</p>}
      {decide.isError && (
        <p className="bo-error" role="alert">
          {errorOf(decide.error)}
        </p>
      )}
      {pending.data && pending.data.list.length === 0 && <p>{t('boPoints.players.noPending')}</p>}
      {pending.data && pending.data.list.length > 0 && (
        <ul className="bo-points-pending">
          {pending.data.list.map((row) => (
            <li key={row.id}>
              <strong>{row.player.username}</strong> {BigInt(row.points).toLocaleString()} · {row.reason} ·{' '}
              {t('boPoints.players.proposedBy', { name: row.proposedBy })}
              {row.mine ? (
                <em> · {t('boPoints.players.mine')}</em>
              ) : (
                canManage && (
                  <span className="bo-actions">
                    <button type="button" disabled={decide.isPending} onClick={() => decide.mutate({ id: row.id, approve: true })}>
                      {t('boPoints.players.approve')}
                    </button>
                    <button
                      type="button"
                      className="bo-danger"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: row.id, approve: false })}
                    >
                      {t('boPoints.players.reject')}
                    </button>
                  </span>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
