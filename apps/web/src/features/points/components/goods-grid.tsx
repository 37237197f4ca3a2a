import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PointGoodsView } from '@pkg/contracts/points';
import { formatMoney } from '@pkg/money/money';
import type { Currency } from '@pkg/money/money';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { formatAmountTokens } from '@pkg/money/amount-tokens';

/** What a logged-in member holds, against which each good is checked; null for visitors and while loading. */
export interface Holdings {
  points: bigint;
  validBetMinor: bigint;
}

/**
 * Why a member cannot redeem one item of this good now, in words, or null when they can: the
 * server's own refusals (points_insufficient, point_amount_requirement), said before the form opens.
 */
function shortfall(t: TFunction, good: PointGoodsView, held: Holdings, currency: Currency) {
  const missing = BigInt(good.pointsRequired) - held.points;
  if (missing > 0n) return t('points.goods.needMore', { points: missing.toLocaleString() });
  const bets = BigInt(good.requiredValidBetMinor) - held.validBetMinor;
  if (bets > 0n) return t('points.goods.needBets', { amount: formatMoney(bets, currency) });
  return null;
}

/**
 * The goods as cards: image, name, points per item, any valid-bet requirement, stock, and the
 * redeem button. For a member, what they cannot afford yet is disabled with the reason, and a line
 * says how many goods their points reach (decision 066).
 */
export function GoodsGrid({
  goods,
  currency,
  loggedIn,
  held,
  onRedeem,
}: {
  goods: PointGoodsView[];
  currency: Currency;
  loggedIn: boolean;
  held: Holdings | null;
  onRedeem: (good: PointGoodsView) => void;
}) {
  const { t } = useTranslation();
  if (goods.length === 0) return <p className="points-empty">{t('points.goods.empty')}</p>;
  const reasons = new Map(goods.map((good) => [good.id, held && good.stock > 0 ? shortfall(t, good, held, currency) : null]));
  const affordable = goods.filter((good) => good.stock > 0 && reasons.get(good.id) === null).length;
  const label = loggedIn ? t('points.goods.redeem') : t('points.goods.loginToRedeem');
  return (
    <>
      {held && (
        <p className="points-goods__reach" data-testid="points-affordable">
          {t('points.goods.affordable', { count: affordable, total: goods.length, points: held.points.toLocaleString() })}
        </p>
      )}
      <ul className="points-goods" aria-label={t('points.tabs.mall')}>
        {goods.map((good) => {
          const reason = reasons.get(good.id) ?? null;
          const reasonId = `points-good-${good.id}-reason`;
          return (
            <li key={good.id} className={reason ? 'points-good points-good--short' : 'points-good'}>
              <FallbackImage className="points-good__image" src={good.imageUrl ?? ''} alt="" />
              <div className="points-good__body">
                <h3 className="points-good__name">{formatAmountTokens(good.name, currency)}</h3>
                {good.description && <p className="points-good__description">{formatAmountTokens(good.description, currency)}</p>}
                <p className="points-good__price">{t('points.goods.points', { points: BigInt(good.pointsRequired).toLocaleString() })}</p>
                {good.requiredValidBetMinor !== '0' && (
                  <p className="points-good__requirement">
                    {t('points.goods.amountRequired', { amount: formatMoney(BigInt(good.requiredValidBetMinor), currency) })}
                  </p>
                )}
                <p className="points-good__meta">
                  <span>{t(good.kind === 'physical' ? 'points.goods.physical' : 'points.goods.virtual')}</span>
                  <span>
                    {good.stock > 0 ? t('points.goods.stock', { count: good.stock, unit: good.unit }) : t('points.goods.soldOut')}
                  </span>
                </p>
                {reason && (
                  <p className="points-good__reason" id={reasonId}>
                    {reason}
                  </p>
                )}
                <button
                  type="button"
                  className="button button--primary points-good__redeem"
                  disabled={good.stock === 0 || reason !== null}
                  aria-label={`${label}: ${formatAmountTokens(good.name, currency)}`}
                  aria-describedby={reason ? reasonId : undefined}
                  onClick={() => onRedeem(good)}
                >
                  {label}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
