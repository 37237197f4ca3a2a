import { useTranslation } from 'react-i18next';
import type { WageringValue } from '@pkg/contracts/promotions';
import { DEFAULT_CURRENCY, formatMinor, formatMoney, type Currency } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { formatGmt8 } from '@pkg/web-kit/time';
import { progressPermille } from '../figures';
import { usePromotionTexts, useWagering } from '../api/use-promotions';
import { failureText } from '../failure';
import '../promotions.css';

type Requirement = WageringValue['list'][number];

/**
 * Bonus wagering (decision 030), above the bonus details: the valid bets still needed before a
 * withdrawal, and each requirement's exact progress (counted / required), bonus, status and start.
 */
export function WageringSection() {
  const { t } = useTranslation();
  const texts = usePromotionTexts();
  const wagering = useWagering();
  const currency = useWhitelabel().data?.currency ?? DEFAULT_CURRENCY;
  if (!texts.data || wagering.isPending) return <Spinner />;
  if (wagering.isError) {
    return (
      <p className="form-error" role="alert">
        {failureText(t, wagering.error)}
      </p>
    );
  }
  const left = BigInt(wagering.data.leftMinor);
  return (
    <section className="wagering" aria-labelledby="wagering-title" data-testid="wagering">
      <h4 id="wagering-title" className="wagering__title">
        {t('promotions.wagering.title')}
      </h4>
      <p className={left > 0n ? 'wagering__left wagering__left--open' : 'wagering__left'} data-testid="wagering-left">
        {left > 0n ? t('promotions.wagering.left', { amount: formatMoney(left, currency) }) : t('promotions.wagering.none')}
      </p>
      {wagering.data.list.length > 0 && (
        <ul className="wagering__list">
          {wagering.data.list.map((item) => (
            <WageringRow key={item.id} item={item} currency={currency} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WageringRow({ item, currency }: { item: Requirement; currency: Currency }) {
  const { t } = useTranslation();
  const permille = item.status === 'open' ? progressPermille(item.countedMinor, item.requiredMinor) : 1000;
  const figures = `${formatMinor(BigInt(item.countedMinor), currency)} / ${formatMinor(BigInt(item.requiredMinor), currency)}`;
  return (
    <li className={`wagering-item wagering-item--${item.status}`} data-testid="wagering-item">
      <div className="wagering-item__head">
        <span>{t('promotions.wagering.bonus', { amount: formatMoney(BigInt(item.bonusMinor), currency) })}</span>
        <span className={`promo-status ${item.status === 'open' ? 'promo-status--wait' : 'promo-status--done'}`}>
          {t(`promotions.wagering.statuses.${item.status}`)}
        </span>
      </div>
      <div
        className="wagering-item__bar"
        role="progressbar"
        aria-label={t('promotions.wagering.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(permille / 10)}
        aria-valuetext={figures}
      >
        <span className="wagering-item__fill" style={{ width: `${permille / 10}%` }} />
      </div>
      <p className="wagering-item__figures">{t('promotions.wagering.figures', { figures })}</p>
      <p className="wagering-item__started">
        {t('promotions.wagering.started', { time: `${formatGmt8(item.startedAt)} (GMT+8)` })}
        {item.closedAt && ` · ${t('promotions.wagering.closed', { time: `${formatGmt8(item.closedAt)} (GMT+8)` })}`}
      </p>
    </li>
  );
}
