import { useTranslation } from 'react-i18next';
import { useOutletContext, useSearchParams } from 'react-router';
import type { StaffMe } from '@pkg/contracts/staff';
import { InviteesPanel } from './invitees-panel';
import { ReferrersPanel } from './referrers-panel';
import { RulesPanel } from './rules-panel';
import '../lottery/lottery.css';
import './referral.css';
import { BrandSelect } from '../../components/list-page';

const TABS = ['queue', 'referrers', 'rules'] as const;
type Tab = (typeof TABS)[number];

/**
 * Invite friends (decision 034): the flagged invitees staff allow or deny, the referrers with their
 * figures (and one referrer's invitees), and each brand's rules. Reading needs referral.read;
 * deciding and editing referral.manage (the server checks; the console hides what a role cannot use).
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'queue';
  const brandId = params.get('brand') ?? '';
  const canManage = me.permissions.includes('referral.manage');

  function set(changes: Record<string, string | null>) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  }

  return (
    <section aria-labelledby="bo-referral-title">
      <div className="bo-page-head">
        <h1 id="bo-referral-title">{t('boReferral.title')}</h1>
      </div>
      <div className="bo-filters">
        <div role="tablist" aria-label={t('boReferral.title')} className="bo-referral-tabs">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? 'bo-referral-tab bo-referral-tab--on' : 'bo-referral-tab'}
              onClick={() => set({ tab: name, referrer: null, page: null })}
            >
              {t(`boReferral.tabs.${name}`)}
            </button>
          ))}
        </div>
        {me.brands.length > 1 && tab !== 'rules' && (
          <BrandSelect
            brands={me.brands}
            value={brandId}
            onChange={(brand) => set({ brand, page: null })}
            label={t('boReferral.brand')}
            allLabel={t('boReferral.allBrands')}
          />
        )}
      </div>
      {tab === 'queue' && <InviteesPanel brandId={brandId} referrerId={null} canManage={canManage} />}
      {tab === 'referrers' && (
        <ReferrersPanel
          brandId={brandId}
          referrer={params.get('referrer')}
          onReferrer={(id) => set({ referrer: id })}
          canManage={canManage}
        />
      )}
      {tab === 'rules' && <RulesPanel canManage={canManage} />}
    </section>
  );
}
