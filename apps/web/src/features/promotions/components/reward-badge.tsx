import { useTranslation } from 'react-i18next';
import { usePromotionTexts, useRewardBadge } from '../api/use-promotions';

/** The member centre's rewardCenter menu badge: the count of rewards waiting to be claimed, shown only when above zero. */
export function RewardBadge() {
  const { t } = useTranslation();
  const texts = usePromotionTexts();
  const count = useRewardBadge().data ?? 0;
  if (count <= 0 || !texts.data) return null;
  return (
    <span className="badge badge--hot reward-badge" data-testid="reward-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('promotions.rewards.badge', { count })}</span>
    </span>
  );
}
