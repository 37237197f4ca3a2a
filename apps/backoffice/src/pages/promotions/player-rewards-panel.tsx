import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoPlayerRewards } from '@pkg/contracts/promotion-desk';
import { formatGmt8 } from '@pkg/web-kit/time';
import { wageringText } from './promotion-form.ts';
import { fetchPlayerRewards, promotionsKeys, waiveWagering } from '../../api/promotions';
import { errorOf, money } from './promotions-format';

type Wagering = BoPlayerRewards['wagering'][number];

/** Progress of counted against required as a whole percent for the bar (no money goes through it). */
function progressPercent(w: Wagering): number {
  const required = BigInt(w.requiredMinor);
  if (required === 0n) return 100;
  const counted = BigInt(w.countedMinor);
  return Number(((counted >= required ? required : counted) * 100n) / required);
}

/** A player of the brand by username: their rewards and wagering requirements; promotions.manage waives an open requirement with a reason. */
export function PlayerRewardsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState('');
  const player = useQuery({
    queryKey: promotionsKeys.player(brandId, username),
    queryFn: () => fetchPlayerRewards(brandId, username),
    enabled: username !== '',
    retry: false,
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    setUsername(typed.trim());
  }

  const data = player.data;
  return (
    <section aria-label={t('boPromotions.tabs.players')}>
      <form className="bo-filters" onSubmit={search} role="search">
        <label>
          {t('boPromotions.players.username')}
          <input value={typed} maxLength={64} required onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">{t('boPromotions.players.search')}</button>
      </form>
      {player.isFetching && !data && <p>{t('boConsole.loading')}</p>}
      {player.isError && (
        <p className="bo-error" role="alert">
          {errorOf(player.error)}
        </p>
      )}
      {notice && (
        <p className="bo-outcome" role="status">
          {notice}
        </p>
      )}
      {data && (
        <>
          <h2>{t('boPromotions.players.rewardsOf', { username: data.username })}</h2>
          {data.rewards.length === 0 ? (
            <p className="bo-note">{t('boPromotions.players.noRewards')}</p>
          ) : (
            <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boPromotions.players.rewards')}>
              <table className="bo-table promo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('boPromotions.players.source')}</th>
                    <th scope="col">{t('boPromotions.players.detail')}</th>
                    <th scope="col">{t('boPromotions.players.amount')}</th>
                    <th scope="col">{t('boPromotions.list.wagering')}</th>
                    <th scope="col">{t('boPromotions.list.status')}</th>
                    <th scope="col">{t('boPromotions.players.offeredAt')}</th>
                    <th scope="col">{t('boPromotions.players.expiresAt')}</th>
                    <th scope="col">{t('boPromotions.players.claimedAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rewards.map((reward) => (
                    <tr key={reward.id}>
                      <td>{t(`boPromotions.sources.${reward.source}`)}</td>
                      <td className="promo-title">{reward.detail || '—'}</td>
                      <td className="bo-number">{money(reward.amountMinor, reward.currency)}</td>
                      <td className="bo-number">{reward.wageringBp > 0 ? wageringText(reward.wageringBp) : '—'}</td>
                      <td>
                        <span className={`bo-chip promo-chip--${reward.status}`}>{t(`boPromotions.rewardStates.${reward.status}`)}</span>
                      </td>
                      <td>{formatGmt8(reward.createdAt)}</td>
                      <td>{reward.expiresAt ? formatGmt8(reward.expiresAt) : '—'}</td>
                      <td>{reward.claimedAt ? formatGmt8(reward.claimedAt) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2>{t('boPromotions.players.wagering')}</h2>
          {data.wagering.length === 0 ? (
            <p className="bo-note">{t('boPromotions.players.noWagering')}</p>
          ) : (
            <ul className="promo-wagering">
              {data.wagering.map((w) => (
                <WageringItem
                  key={w.id}
                  item={w}
                  currency={data.currency}
                  canManage={canManage}
                  onWaived={setNotice}
                  brandId={brandId}
                  username={username}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function WageringItem({
  item,
  currency,
  canManage,
  onWaived,
  brandId,
  username,
}: {
  item: Wagering;
  currency: string;
  canManage: boolean;
  onWaived: (notice: string) => void;
  brandId: string;
  username: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const waive = useMutation({
    mutationFn: () => waiveWagering(item.id, reason.trim()),
    onSuccess: async () => {
      onWaived(t('boPromotions.players.waivedNotice'));
      await queryClient.invalidateQueries({ queryKey: promotionsKeys.player(brandId, username) });
    },
  });
  const percent = progressPercent(item);
  const reasonId = `promo-waive-${item.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    waive.mutate();
  }

  return (
    <li className="bo-panel promo-wager" aria-label={t('boPromotions.players.requirement', { id: item.id })}>
      <div className="bo-panel-head">
        <strong>{t('boPromotions.players.bonus', { amount: money(item.bonusMinor, currency) })}</strong>
        <span className={`bo-chip promo-chip--${item.status}`}>{t(`boPromotions.wageringStates.${item.status}`)}</span>
      </div>
      <p>
        {t('boPromotions.players.progress', { counted: money(item.countedMinor, currency), required: money(item.requiredMinor, currency) })}
      </p>
      <progress max={100} value={percent} aria-label={t('boPromotions.players.progressLabel', { percent })} />
      <p className="bo-note">
        {t('boPromotions.players.started', { at: formatGmt8(item.startedAt) })}
        {item.closedAt ? ` · ${t('boPromotions.players.closed', { at: formatGmt8(item.closedAt) })}` : ''}
      </p>
      {canManage && item.status === 'open' && (
        <form className="bo-inline-form" onSubmit={submit}>
          <label htmlFor={reasonId}>{t('boPromotions.players.waiveReason')}</label>
          <div className="promo-row">
            <input
              id={reasonId}
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={missing || undefined}
            />
            <button type="submit" className="bo-danger" disabled={waive.isPending}>
              {t('boPromotions.players.waive')}
            </button>
          </div>
          {missing && (
            <p className="bo-error" role="alert">
              {t('boPromotions.applications.reasonRequired')}
            </p>
          )}
          {waive.isError && (
            <p className="bo-error" role="alert">
              {errorOf(waive.error)}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
