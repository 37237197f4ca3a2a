import { BrandTabsDesk } from '../../components/brand-tabs-desk';
import { CategoriesPanel } from './categories-panel';
import { ChannelsPanel } from './channels-panel';
import { GamesPanel } from './games-panel';
import { VendorsPanel } from './vendors-panel';
import './catalog.css';

const TABS = ['vendors', 'games', 'categories', 'channels'] as const;

/**
 * The catalogue desk (decision 040): a brand's game vendors (with wallet secret rotation), games,
 * game types and deposit channels. Every role with brands.read looks; catalog.manage changes (the
 * server checks both, audits every change and makes it visible on the site at once).
 */
export function CatalogPage() {
  return (
    <BrandTabsDesk ns="boCatalog" tabs={TABS} managePermission="catalog.manage">
      {({ brandId, tab, canManage }) =>
        tab === 'vendors' ? (
          <VendorsPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : tab === 'games' ? (
          <GamesPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : tab === 'categories' ? (
          <CategoriesPanel key={brandId} brandId={brandId} canManage={canManage} />
        ) : (
          <ChannelsPanel key={brandId} brandId={brandId} canManage={canManage} />
        )
      }
    </BrandTabsDesk>
  );
}
