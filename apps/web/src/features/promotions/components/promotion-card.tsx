import { Link } from 'react-router';
import type { PromotionCard as Card, PromotionStatus } from '@pkg/contracts/promotions';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { PROMOTION_PICTURE } from '../promotion-picture';
import { PromotionDates } from './promotion-dates';
import { PromotionStatusBadge } from './promotion-status';
import { useOperatorText } from '../../../lib/operator-text';

/**
 * One promotion on the list: image (the default picture when it has none or it fails), title, summary,
 * dates (GMT+8) and the status as plain text; the whole card opens its detail, where its action is.
 */
export function PromotionCard({ promotion, status }: { promotion: Card; status: PromotionStatus }) {
  const text = useOperatorText();
  return (
    <li className="promo-card" data-testid="promotion-card">
      <Link className="promo-card__link" to={`/promoDetail?id=${encodeURIComponent(promotion.id)}`}>
        <FallbackImage className="promo-card__image" src={promotion.imageUrl ?? ''} alt="" fallbackSrc={PROMOTION_PICTURE} />
        <span className="promo-card__body">
          <span className="promo-card__title">{text(promotion.title)}</span>
          {promotion.summary && <span className="promo-card__summary">{text(promotion.summary)}</span>}
          <PromotionDates startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
          <span className="promo-card__status">
            <PromotionStatusBadge kind={promotion.kind} status={status} />
          </span>
        </span>
      </Link>
    </li>
  );
}
