import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionCard as Card, PromotionStatus } from '@pkg/contracts/promotions';
import { PromotionDates } from './promotion-dates';
import { PromotionStatusBadge } from './promotion-status';

/** One promotion on the list: image, title, summary, dates (GMT+8) and the status; the whole card opens its detail. */
export function PromotionCard({ promotion, status }: { promotion: Card; status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <li className="promo-card" data-testid="promotion-card">
      <Link className="promo-card__link" to={`/promoDetail?id=${encodeURIComponent(promotion.id)}`}>
        {promotion.imageUrl ? (
          <img className="promo-card__image" src={promotion.imageUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="promo-card__image promo-card__image--none" aria-hidden="true">
            {t(`promotions.kinds.${promotion.kind}`)}
          </span>
        )}
        <span className="promo-card__body">
          <span className="promo-card__title">{promotion.title}</span>
          {promotion.summary && <span className="promo-card__summary">{promotion.summary}</span>}
          <PromotionDates startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
          <span className="promo-card__status">
            <PromotionStatusBadge kind={promotion.kind} status={status} />
          </span>
        </span>
      </Link>
    </li>
  );
}
