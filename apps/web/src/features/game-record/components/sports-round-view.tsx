import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlipView } from '@pkg/contracts/sports';
import { formatOdds } from '@pkg/games/sports/odds-formats';
import { formatMoney, type Currency } from '@pkg/money/money';
import { loadNamespace } from '../../../lib/i18n';
import { marketTitle, selectionLabel } from '../../../lib/sports-labels';

/** The detail of a sportsbook slip's round (vendor BTSPORT or BTESPORT, round id s<slipId>; decision 058). */
interface SportsDetail {
  kind: 'sports-slip';
  slip: SlipView;
}

const isAmount = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);

/** The detail as a slip's, or null when it is some other game's (or malformed). */
export function asSportsDetail(detail: unknown): SportsDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const candidate = detail as Partial<SportsDetail>;
  const slip = candidate.slip as Partial<SlipView> | undefined;
  if (candidate.kind !== 'sports-slip' || typeof slip !== 'object' || slip === null) return null;
  const legsOk =
    Array.isArray(slip.legs) &&
    slip.legs.every(
      (leg) =>
        typeof leg === 'object' &&
        leg !== null &&
        typeof leg.fixtureName === 'string' &&
        typeof leg.selectionCode === 'string' &&
        typeof leg.priceX10k === 'number' &&
        typeof leg.definition === 'object' &&
        leg.definition !== null,
    );
  const moneyOk =
    isAmount(slip.stakeMinor) && isAmount(slip.potentialReturnMinor) && (slip.returnMinor === null || isAmount(slip.returnMinor));
  return legsOk && moneyOk && typeof slip.status === 'string' ? (candidate as SportsDetail) : null;
}

/**
 * A sportsbook slip in the betting record: single or parlay, each leg's match, market, pick, price
 * (decimal) and result at the match's current score, and what the slip returned or may return.
 * The market names come from the sportsbook's own texts, loaded here when a record shows one.
 */
export function SportsRoundView({ detail, currency }: { detail: SportsDetail; currency: Currency }) {
  const { t } = useTranslation();
  const texts = useQuery({
    queryKey: ['texts', 'sports'],
    queryFn: async () => {
      await loadNamespace('sports');
      return true;
    },
    staleTime: Infinity,
  });
  if (!texts.data) return null;
  const { slip } = detail;
  return (
    <div className="sports-round" data-testid="sports-round">
      <dl className="wallet-list wallet-list--quiet">
        <div>
          <dt>{t('sports.record.kind')}</dt>
          <dd>{slip.kind === 'parlay' ? t('sports.outcome.parlay', { count: slip.legs.length }) : t('sports.bets.single')}</dd>
        </div>
        <div>
          <dt>{t('sports.record.return')}</dt>
          <dd className={slip.returnMinor !== null && BigInt(slip.returnMinor) > 0n ? 'amount amount--in' : 'amount'}>
            {slip.returnMinor !== null
              ? formatMoney(BigInt(slip.returnMinor), currency)
              : t('sports.bets.toReturn', { amount: formatMoney(BigInt(slip.potentialReturnMinor), currency) })}
          </dd>
        </div>
        {slip.rejectCode && (
          <div>
            <dt>{t('sports.bets.statuses.rejected')}</dt>
            <dd>{t(`errors.${slip.rejectCode}`)}</dd>
          </div>
        )}
      </dl>
      <h5 className="game-record__subheading">{t('sports.record.legs')}</h5>
      <ol className="sports-round__legs">
        {slip.legs.map((leg) => (
          <li key={leg.legIndex} data-testid="sports-round-leg">
            <strong>
              {selectionLabel(t, leg.definition, leg.selectionCode, leg, leg.selectionName)} @ {formatOdds(leg.priceX10k, 'decimal')}
            </strong>
            <span>
              {marketTitle(t, leg.definition, leg.sportCode)} · {leg.fixtureName}
            </span>
            <span>{leg.result ? t(`sports.bets.legResults.${leg.result}`) : t('sports.record.noResult')}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
