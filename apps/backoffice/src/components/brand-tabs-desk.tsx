import { useId, useState, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';

/**
 * The frame of a per-brand desk with tabs (points, VIP, promotions): the title, a read-only note
 * for staff without the manage permission, the brand picker (when the staff member has more than
 * one brand) and the tab list. Texts come from the desk's namespace: `<ns>.title`, `.readOnly`,
 * `.brand` and `.tabs.<tab>`. The server checks the same permission on every call.
 */
export function BrandTabsDesk<Tab extends string>(props: {
  ns: string;
  tabs: readonly Tab[];
  managePermission: StaffMe['permissions'][number];
  children: (desk: { brandId: string; tab: Tab; canManage: boolean }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [tab, setTab] = useState<Tab>(props.tabs[0]!);
  const canManage = me.permissions.includes(props.managePermission);
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t(`${props.ns}.title`)}</h1>
      {!canManage && <p className="bo-note">{t(`${props.ns}.readOnly`)}</p>}
      {me.brands.length > 1 && (
        <div className="bo-filters">
          <label>
            {t(`${props.ns}.brand`)}
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
      <div className="bo-tabs" role="tablist" aria-label={t(`${props.ns}.title`)}>
        {props.tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'bo-tab bo-tab--on' : 'bo-tab'}
            onClick={() => setTab(name)}
          >
            {t(`${props.ns}.tabs.${name}`)}
          </button>
        ))}
      </div>
      {brandId === '' ? <p className="bo-note">{t('boCommon.noBrand')}</p> : props.children({ brandId, tab, canManage })}
    </section>
  );
}
