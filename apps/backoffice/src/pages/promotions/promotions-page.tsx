import { BrandTabsDesk } from '../../components/brand-tabs-desk';
import { ApplicationsPanel } from './applications-panel';
import { PlayerRewardsPanel } from './player-rewards-panel';
import { PromotionsPanel } from './promotions-panel';
// The desk's shared classes (chips, outcome notes) live with the lottery desk.
import '../lottery/lottery.css';
import './promotions.css';

const TABS = ['promotions', 'applications', 'players'] as const;

/**
 * The promotion desk (decision 030), per brand: the promotions with their kind's rules (create and
 * edit), the applications queue (issue an amount up to the promotion's maximum or reject with a
 * reason), and a player's rewards and wagering requirements with a waiver. promotions.read looks;
 * promotions.manage acts (the server checks both and audits every change).
 */
export function PromotionsDeskPage() {
  return (
    <BrandTabsDesk ns="boPromotions" tabs={TABS} managePermission="promotions.manage">
      {({ brandId, tab, canManage }) =>
        tab === 'promotions' ? (
          <PromotionsPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : tab === 'applications' ? (
          <ApplicationsPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : (
          <PlayerRewardsPanel key={brandId} brandId={brandId} canManage={canManage} />
        )
      }
    </BrandTabsDesk>
  );
}
