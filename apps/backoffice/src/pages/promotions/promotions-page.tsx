import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { ApplicationsPanel } from './applications-panel';
import { PlayerRewardsPanel } from './player-rewards-panel';
import { PromotionsPanel } from './promotions-panel';
// The desk's shared classes (chips, outcome notes) live with the lottery desk.
import '../lottery/lottery.css';
import './promotions.css';

const TABS = ['promotions', 'applications', 'players'] as const;
type Tab = (typeof TABS)[number];

/**
 * The promotion desk (decision 030), per brand: the promotions with their kind's rules (create and
 * edit), the applications queue (issue an amount up to the promotion's maximum or reject with a
 * reason), and a player's rewards and wagering requirements with a waiver. promotions.read looks;
 * promotions.manage acts (the server checks both and audits every change).
 */
export function PromotionsDeskPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [tab, setTab] = useState<Tab>('promotions');
  const canManage = me.permissions.includes('promotions.manage');
  return (
    <section aria-labelledby="bo-promotions">
      <h1 id="bo-promotions">{t('boPromotions.title')}</h1>
      {!canManage && <p className="bo-note">{t('boPromotions.readOnly')}</p>}
      {me.brands.length > 1 && (
        <div className="bo-filters">
          <label>
            {t('boPromotions.brand')}
            <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
              {me.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name} ({brand.code})
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <div className="bo-tabs" role="tablist" aria-label={t('boPromotions.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'bo-tab bo-tab--on' : 'bo-tab'}
            onClick={() => setTab(name)}
          >
            {t(`boPromotions.tabs.${name}`)}
          </button>
        ))}
      </div>
      {brandId === '' ? (
        <p className="bo-note">{t('boPromotions.noBrand')}</p>
      ) : tab === 'promotions' ? (
        <PromotionsPanel key={brandId} brandId={brandId} canManage={canManage} />
      ) : tab === 'applications' ? (
        <ApplicationsPanel key={brandId} brandId={brandId} canManage={canManage} />
      ) : (
        <PlayerRewardsPanel key={brandId} brandId={brandId} canManage={canManage} />
      )}
    </section>
  );
}
