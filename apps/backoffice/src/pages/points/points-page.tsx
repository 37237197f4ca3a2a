import { useOutletContext } from 'react-router';
import type { StaffMe } from '@pkg/contracts/staff';
import { BrandTabsDesk } from '../../components/brand-tabs-desk';
import { GoodsPanel } from './goods-panel';
import { PlayersPanel } from './players-panel';
import { RedemptionsPanel } from './redemptions-panel';
import { SettingsPanel } from './settings-panel';
import './points.css';

const TABS = ['redemptions', 'goods', 'settings', 'players'] as const;

/**
 * The points mall desk (decision 032): the redemption queue, the goods, a brand's earning and
 * conversion settings, and players' journals with adjustments under four eyes. Staff with
 * points.read look; points.manage changes goods and decides redemptions; the settings and point
 * adjustments turn into cash and need points.finance (owner and finance). The server checks each
 * and audits every change.
 */
export function PointsPage() {
  const me = useOutletContext<StaffMe>();
  const canFund = me.permissions.includes('points.finance');
  return (
    <BrandTabsDesk ns="boPoints" tabs={TABS} managePermission="points.manage">
      {({ brandId, tab, canManage }) =>
        tab === 'redemptions' ? (
          <RedemptionsPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : tab === 'goods' ? (
          <GoodsPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : tab === 'settings' ? (
          <SettingsPanel key={brandId} brandId={brandId} canManage={canFund} />
        ) : (
          <PlayersPanel key={brandId} brandId={brandId} canManage={canFund} />
        )
      }
    </BrandTabsDesk>
  );
}
