import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoSportsPlayer } from '@pkg/contracts/sports-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8 } from '@pkg/web-kit/time';
import { FailAlert } from '../../components/desk-ui';
import { fetchSportsPlayer, setStakeFactor } from '../../api/sports';

/**
 * Per-player stake factors (decision 058): a player found by username, and the factor every
 * maximum stake of theirs is multiplied by (0 % stops their bets, 100 % is as the market says),
 * set with a reason into the staff audit.
 */
export function SportsPlayersPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [player, setPlayer] = useState<BoSportsPlayer | null>(null);
  const find = useMutation({
    mutationFn: (username: string) => fetchSportsPlayer(brandId, username),
    onSuccess: setPlayer,
  });
  const set = useMutation({
    mutationFn: (body: { stakeFactorX10k: number; reason: string }) => setStakeFactor(player?.accountId ?? '', body),
    onSuccess: setPlayer,
  });
  const canManage = me.permissions.includes('sports.manage');
  function submitFactor(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const percent = Number(form.get('percent'));
    if (!Number.isFinite(percent) || percent < 0 || percent > 1000) return;
    set.mutate({ stakeFactorX10k: Math.round(percent * 100), reason: String(form.get('reason') ?? '') });
  }
  return (
    <section aria-labelledby="bo-sports-players">
      <p>
        <Link to="/sports">{t('boSports.back')}</Link>
      </p>
      <h1 id="bo-sports-players">{t('boSports.players.title')}</h1>
      <p className="bo-note">{t('boSports.players.note')}</p>
      <form
        className="bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          find.mutate(String(new FormData(event.currentTarget).get('username') ?? ''));
        }}
        aria-label={t('boSports.players.find')}
      >
        {me.brands.length > 1 && (
          <label>
            {t('boConsole.finance.brand')}
            <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
              {me.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.code}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('boSports.players.username')}
          <input name="username" required />
        </label>
        <button type="submit">{t('boSports.players.find')}</button>
      </form>
      <FailAlert of={find} />
      {player && (
        <div className="bo-panel">
          <dl className="bo-facts">
            <div>
              <dt>{t('boSports.players.username')}</dt>
              <dd>{player.username}</dd>
            </div>
            <div>
              <dt>{t('boSports.players.factor')}</dt>
              <dd data-testid="bo-sports-factor">{(player.stakeFactorX10k / 100).toFixed(2)} %</dd>
            </div>
            <div>
              <dt>{t('boSports.openSlips')}</dt>
              <dd>{player.openSlips}</dd>
            </div>
            <div>
              <dt>{t('boSports.players.setBy')}</dt>
              <dd>{player.updatedBy ? `${player.updatedBy} ${player.updatedAt ? formatGmt8(player.updatedAt) : ''}` : '—'}</dd>
            </div>
          </dl>
          {canManage && (
            <form className="bo-inline-form" onSubmit={submitFactor} aria-label={t('boSports.players.set')}>
              <label>
                {t('boSports.players.percent')}
                <input name="percent" inputMode="decimal" defaultValue={(player.stakeFactorX10k / 100).toString()} size={6} />
              </label>
              <label>
                {t('boSports.players.reason')}
                <input name="reason" required maxLength={200} />
              </label>
              <button type="submit" disabled={set.isPending}>
                {t('boSports.players.set')}
              </button>
            </form>
          )}
          <FailAlert of={set} />
        </div>
      )}
    </section>
  );
}
