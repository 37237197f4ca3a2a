import { useTranslation } from 'react-i18next';
import type { PromotionKind, PromotionStatus } from '@pkg/contracts/promotions';
import { statusLabelKey } from '../promotion-actions';

const TONE: Partial<Record<PromotionStatus, string>> = {
  Join: 'promo-status--open',
  Claim: 'promo-status--hot',
  Issued: 'promo-status--hot',
  Applying: 'promo-status--wait',
  Process: 'promo-status--wait',
  Rejected: 'promo-status--bad',
  Joined: 'promo-status--done',
  Claimed: 'promo-status--done',
};

/** A promotion's status as a badge (Join, Claim, Applying ...), in the player's language. */
export function PromotionStatusBadge({ kind, status }: { kind: PromotionKind; status: PromotionStatus }) {
  const { t } = useTranslation();
  const key = statusLabelKey(kind, status);
  if (!key) return null;
  return (
    <span className={`promo-status ${TONE[status] ?? ''}`} data-testid="promotion-status" data-status={status}>
      {t(key)}
    </span>
  );
}
