import { useTranslation } from 'react-i18next';
import '../missions.css';
import { useMissionBadge, useMissionTexts } from '../api/use-missions';

/**
 * The member centre's missionLeaderboard menu badge (SPEC.md section 2): the count of missions
 * completed and not claimed yet, shown only when above zero.
 */
export function MissionBadge() {
  const { t } = useTranslation();
  const texts = useMissionTexts();
  const badge = useMissionBadge();
  const count = badge.data?.count ?? 0;
  if (count <= 0 || !texts.data) return null;
  return (
    <span className="badge badge--hot mission-badge" data-testid="mission-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('missions.badge', { count })}</span>
    </span>
  );
}
