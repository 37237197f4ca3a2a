import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { brandKeys, fetchBrandSettings } from '../../api/brand';
import { FailAlert } from '../../components/desk-ui';
import { BRAND_SECTIONS } from './brand-sections';
import './brand.css';

/**
 * The brand settings desk (decision 039, split into sections for issue 37): the brand picker, one
 * tab per section (`?section=<id>`, so a dashboard tile or a colleague can link to one) and the
 * chosen section, which saves on its own through brand-admin's checks; the site shows a saved
 * change on its next call. brands.read sees everything; only brands.manage (owners) can save.
 */
export function BrandPage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('brands.manage');
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [search, setSearch] = useSearchParams();
  const section = BRAND_SECTIONS.find((entry) => entry.id === search.get('section')) ?? BRAND_SECTIONS[0]!;
  const brand = useQuery({
    queryKey: brandKeys.brand(brandId),
    queryFn: () => fetchBrandSettings(brandId),
    enabled: brandId !== '',
  });
  const Section = section.component;
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('boBrand.title')}</h1>
      <p className="bo-note">{canManage ? t('boBrand.intro') : t('boBrand.readOnly')}</p>
      {me.brands.length > 1 && (
        <label className="bo-filters">
          {t('boBrand.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {me.brands.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.code})
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="bo-tabs" role="tablist" aria-label={t('boBrand.sectionsLabel')}>
        {BRAND_SECTIONS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            aria-selected={entry === section}
            className={entry === section ? 'bo-tab bo-tab--on' : 'bo-tab'}
            onClick={() => setSearch({ section: entry.id }, { replace: true })}
          >
            {t(`boBrand.sections.${entry.id}`)}
          </button>
        ))}
      </div>
      <FailAlert of={brand} />
      {/* Keyed by brand and section: a section's saved or failed note belongs to that brand and tab only. */}
      {brand.data && brand.data.brandId === brandId && (
        <div className="brand-sections" role="tabpanel">
          <Section key={`${brandId}-${section.id}`} view={brand.data} canManage={canManage} />
        </div>
      )}
    </section>
  );
}
