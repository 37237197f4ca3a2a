import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { LevelsPanel } from './levels-panel';
import { PlayerPanel } from './player-panel';
import './vip.css';

const TABS = ['levels', 'players'] as const;
type Tab = (typeof TABS)[number];

/**
 * The VIP desk (decision 033): a brand's level table and qualifying rule, edited and saved whole,
 * and a player's level with its figures and history, where staff may set a level with a reason.
 * vip.read looks; vip.manage changes (the server checks both and audits every change).
 */
export function VipDeskPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [tab, setTab] = useState<Tab>('levels');
  const canManage = me.permissions.includes('vip.manage');
  return (
    <section>
      <h1>{t('boVip.title')}</h1>
      {!canManage && <p className="bo-note">{t('boVip.readOnly')}</p>}
      <div className="bo-filters">
        <label>
          {t('boVip.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name} ({brand.code})
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="bo-tabs" role="tablist" aria-label={t('boVip.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'bo-tab bo-tab--on' : 'bo-tab'}
            onClick={() => setTab(name)}
          >
            {t(`boVip.tabs.${name}`)}
          </button>
        ))}
      </div>
      {brandId && tab === 'levels' && <LevelsPanel key={brandId} brandId={brandId} canManage={canManage} />}
      {brandId && tab === 'players' && <PlayerPanel key={brandId} brandId={brandId} canManage={canManage} />}
    </section>
  );
}
