import { useTranslation } from 'react-i18next';
import { useVipLive, useVipStatus, useVipTexts } from '../api/use-vip';
import { Link } from 'react-router';
import { useRouteOn } from '../../../lib/site-menu';
import '../vip.css';

/**
 * The header's VIP badge (SPEC.md: the level shown in the header), beside the balance: the
 * player's level as a small link to /vip. It listens for live level changes for the whole site.
 * Nothing shows for trial accounts, before the first level, while the status loads, or where the
 * brand switched the VIP page off (decision 074).
 */
export function VipBadge() {
  const { t } = useTranslation();
  useVipLive();
  const texts = useVipTexts();
  const { data: status } = useVipStatus();
  const vipOn = useRouteOn('vip');
  if (!vipOn || !texts.data || !status || status.level === 0) return null;
  return (
    <Link
      to="/vip"
      className="vip-badge"
      style={{ background: status.colour || undefined }}
      aria-label={t('vip.badge.label', { level: status.level, name: status.name })}
      title={status.name}
      data-testid="vip-badge"
    >
      {t('vip.badge.short', { level: status.level })}
    </Link>
  );
}
