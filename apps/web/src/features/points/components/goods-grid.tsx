import { useTranslation } from 'react-i18next';
import type { PointGoodsView } from '@pkg/contracts/points';
import { formatMoney } from '@pkg/money/money';
import type { Currency } from '@pkg/money/money';
import { FallbackImage } from '../../../components/ui/fallback-image';

/** The goods as cards: image, name, points per item, any valid-bet requirement, stock, and the redeem button. */
export function GoodsGrid({
  goods,
  currency,
  loggedIn,
  onRedeem,
}: {
  goods: PointGoodsView[];
  currency: Currency;
  loggedIn: boolean;
  onRedeem: (good: PointGoodsView) => void;
}) {
  const { t } = useTranslation();
  if (goods.length === 0) return <p className="points-empty">{t('points.goods.empty')}</p>;
  return (
    <ul className="points-goods" aria-label={t('points.tabs.mall')}>
      {goods.map((good) => (
        <li key={good.id} className="points-good">
          <FallbackImage className="points-good__image" src={good.imageUrl ?? ''} alt="" />
          <div className="points-good__body">
            <h3 className="points-good__name">{good.name}</h3>
            {good.description && <p className="points-good__description">{good.description}</p>}
            <p className="points-good__price">{t('points.goods.points', { points: BigInt(good.pointsRequired).toLocaleString() })}</p>
            {good.requiredValidBetMinor !== '0' && (
              <p className="points-good__requirement">
                {t('points.goods.amountRequired', { amount: formatMoney(BigInt(good.requiredValidBetMinor), currency) })}
              </p>
            )}
            <p className="points-good__meta">
              <span>{t(good.kind === 'physical' ? 'points.goods.physical' : 'points.goods.virtual')}</span>
              <span>{good.stock > 0 ? t('points.goods.stock', { count: good.stock, unit: good.unit }) : t('points.goods.soldOut')}</span>
            </p>
            <button
              type="button"
              className="button button--primary points-good__redeem"
              disabled={good.stock === 0}
              aria-label={`${loggedIn ? t('points.goods.redeem') : t('points.goods.loginToRedeem')}: ${good.name}`}
              onClick={() => onRedeem(good)}
            >
              {loggedIn ? t('points.goods.redeem') : t('points.goods.loginToRedeem')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
