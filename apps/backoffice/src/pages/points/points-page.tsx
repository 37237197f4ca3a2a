import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { GoodsPanel } from './goods-panel';
import { PlayersPanel } from './players-panel';
import { RedemptionsPanel } from './redemptions-panel';
import { SettingsPanel } from './settings-panel';
import './points.css';

const TABS = ['redemptions', 'goods', 'settings', 'players'] as const;
type Tab = (typeof TABS)[number];

/**
 * The points mall desk (decision 032): the redemption queue, the goods, a brand's earning and
 * conversion settings, and players' journals with adjustments under four eyes. Staff with
 * points.read look; points.manage changes (the server checks both and audits every change).
 */
export function PointsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [tab, setTab] = useState<Tab>('redemptions');
  const canManage = me.permissions.includes('points.manage');
  return (
    <section>
      <h1>{t('boPoints.title')}</h1>
      {!canManage && <p className="bo-note">{t('boPoints.readOnly')}</p>}
      <div className="bo-filters">
        <label>
          {t('boPoints.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name} ({brand.code})
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="bo-tabs" role="tablist" aria-label={t('boPoints.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'bo-tab bo-tab--on' : 'bo-tab'}
            onClick={() => setTab(name)}
          >
            {t(`boPoints.tabs.${name}`)}
          </button>
        ))}
      </div>
      {brandId && tab === 'redemptions' && <RedemptionsPanel brandId={brandId} canManage={canManage} />}
      {brandId && tab === 'goods' && <GoodsPanel brandId={brandId} canManage={canManage} />}
      {brandId && tab === 'settings' && <SettingsPanel brandId={brandId} canManage={canManage} />}
      {brandId && tab === 'players' && <PlayersPanel brandId={brandId} canManage={canManage} />}
    </section>
  );
}
