import { BrandTabsDesk } from '../../components/brand-tabs-desk';
import { LevelsPanel } from './levels-panel';
import { PlayerPanel } from './player-panel';
import './vip.css';

const TABS = ['levels', 'players'] as const;

/**
 * The VIP desk (decision 033): a brand's level table and qualifying rule, edited and saved whole,
 * and a player's level with its figures and history, where staff may set a level with a reason.
 * vip.read looks; vip.manage changes (the server checks both and audits every change).
 */
export function VipDeskPage() {
  return (
    <BrandTabsDesk ns="boVip" tabs={TABS} managePermission="vip.manage">
      {({ brandId, tab, canManage }) =>
        tab === 'levels' ? (
          <LevelsPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : (
          <PlayerPanel key={brandId} brandId={brandId} canManage={canManage} />
        )
      }
    </BrandTabsDesk>
  );
}
