import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ODDS_FORMATS, type OddsFormatName } from '@pkg/contracts/sports';
import type { BoFixtureDetail, BoMarketRow } from '@pkg/contracts/sports-desk';
import { formatOdds } from '@pkg/games/sports/odds-formats';
import { FailAlert } from '../../components/desk-ui';
import { marketName, money, selectionName } from './sports-ui';
import { saveMarketLimits, saveMarketPrices, setMarketStatus, sportsKeys } from '../../api/sports';

/**
 * One market on the desk: its status, limits and overround; per selection the line (the feed's or
 * the trader's), the offered price, the open singles, what they pay if it wins and the book's net
 * (the liability); the trader types new prices in any odds format (the brand's margin goes on),
 * suspends or resumes it, and sets its stake limits.
 */
export function MarketPanel({ fixture, market, canManage }: { fixture: BoFixtureDetail; market: BoMarketRow; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<OddsFormatName>('decimal');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sportsKeys.all });
  const save = useMutation({
    mutationFn: () => saveMarketPrices(market.marketId, { format, prices: filled(prices) }),
    onSuccess: () => {
      setPrices({});
      refresh();
    },
  });
  const status = useMutation({
    mutationFn: (next: 'open' | 'suspended') => setMarketStatus(market.marketId, next),
    onSuccess: refresh,
  });
  const limits = useMutation({
    mutationFn: (body: object) => saveMarketLimits(market.marketId, body),
    onSuccess: refresh,
  });
  const trading = canManage && (market.status === 'open' || market.status === 'suspended');
  function submitLimits(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    limits.mutate({ minStakeMinor: String(form.get('min')), maxStakeMinor: String(form.get('max')) });
  }
  return (
    <section
      className="bo-panel bo-smarket"
      aria-label={marketName(t, market.definition)}
      data-testid="bo-sports-market"
      data-market={market.marketId}
    >
      <div className="bo-panel-head">
        <h3>{marketName(t, market.definition)}</h3>
        <span className={`bo-schip bo-schip--${market.status}`}>{t(`boSports.marketStatus.${market.status}`)}</span>
        {market.inPlay && <span className="bo-schip">{t('boSports.inPlay')}</span>}
      </div>
      <p className="bo-note">
        {t('boSports.marketFacts', {
          min: money(market.minStakeMinor, fixture.currency),
          max: money(market.maxStakeMinor, fixture.currency),
          overround: (market.overroundX10k / 100).toFixed(2),
          stakes: money(market.totalStakesMinor, fixture.currency),
          worst: money(market.worstCaseMinor, fixture.currency),
        })}
      </p>
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boSports.selection')}</th>
              <th>{t('boSports.line')}</th>
              <th>{t('boSports.offered')}</th>
              <th>{t('boSports.bets')}</th>
              <th>{t('boSports.stakes')}</th>
              <th>{t('boSports.payout')}</th>
              <th>{t('boSports.net')}</th>
              {trading && <th>{t('boSports.newPrice', { format: t(`boSports.formats.${format}`) })}</th>}
            </tr>
          </thead>
          <tbody>
            {market.selections.map((s) => {
              const label = selectionName(t, s.code, s.name, fixture);
              return (
                <tr key={s.selectionId} className={BigInt(s.netMinor) > 0n ? 'bo-sloss' : undefined}>
                  <td>
                    {label}
                    {s.status === 'suspended' && ` (${t('boSports.marketStatus.suspended')})`}
                  </td>
                  <td>{formatOdds(s.linePriceX10k, format)}</td>
                  <td>
                    <strong>{formatOdds(s.priceX10k, format)}</strong>
                  </td>
                  <td className="bo-number">
                    {s.bets}
                    {s.parlays > 0 && ` +${s.parlays}P`}
                  </td>
                  <td className="bo-number">{money(s.stakesMinor)}</td>
                  <td className="bo-number">{money(s.payoutMinor)}</td>
                  <td className="bo-number">{money(s.netMinor)}</td>
                  {trading && (
                    <td>
                      <input
                        aria-label={t('boSports.priceFor', { selection: label })}
                        size={7}
                        value={prices[s.code] ?? ''}
                        onChange={(event) => setPrices({ ...prices, [s.code]: event.target.value })}
                      />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {trading && (
        <div className="bo-actions">
          <label>
            {t('boSports.format')}
            <select value={format} onChange={(event) => setFormat(event.target.value as OddsFormatName)}>
              {ODDS_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`boSports.formats.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" disabled={save.isPending || Object.keys(filled(prices)).length === 0} onClick={() => save.mutate()}>
            {t('boSports.savePrices')}
          </button>
          <button type="button" className="bo-secondary" onClick={() => status.mutate(market.status === 'open' ? 'suspended' : 'open')}>
            {t(market.status === 'open' ? 'boSports.suspend' : 'boSports.resume')}
          </button>
        </div>
      )}
      <FailAlert of={save} />
      <FailAlert of={status} />
      {trading && (
        <form className="bo-inline-form" onSubmit={submitLimits} aria-label={t('boSports.limits')}>
          <label>
            {t('boSports.minStake')}
            <input name="min" defaultValue={market.minStakeMinor} size={8} />
          </label>
          <label>
            {t('boSports.maxStake')}
            <input name="max" defaultValue={market.maxStakeMinor} size={10} />
          </label>
          <button type="submit" className="bo-secondary" disabled={limits.isPending}>
            {t('boSports.saveLimits')}
          </button>
          <FailAlert of={limits} />
        </form>
      )}
    </section>
  );
}

/** The typed prices that are not empty. */
function filled(prices: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(prices).filter(([, text]) => text.trim() !== ''));
}
