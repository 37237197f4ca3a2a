import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUND_STATUSES, type RoundStatus } from '@pkg/contracts/game-rounds';
import { useGameMenus } from '../../../lib/catalogue';
import type { DayRange } from '../day-range';

/** The betting record's filters: GMT+8 days, vendor and status. */
export interface RoundFilters extends DayRange {
  vendorCode: string;
  status: RoundStatus | '';
}

/**
 * The filters, applied by the search button as the account record's are: vendor (from the brand's
 * catalogue), status, and from and to days.
 */
export function RecordFilters({ initial, onSearch }: { initial: RoundFilters; onSearch: (filters: RoundFilters) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const menus = useGameMenus();
  const vendors = [
    ...new Map((menus.data?.menus ?? []).flatMap((menu) => menu.vendors).map((vendor) => [vendor.vendorCode, vendor])).values(),
  ];
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(filters);
  }
  return (
    <form className="range-form" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="rounds-vendor">
          {t('gameRecord.vendor')}
        </label>
        <select
          id="rounds-vendor"
          className="field__input"
          value={filters.vendorCode}
          onChange={(event) => setFilters({ ...filters, vendorCode: event.target.value })}
        >
          <option value="">{t('gameRecord.allVendors')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vendorCode} value={vendor.vendorCode}>
              {vendor.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="rounds-status">
          {t('gameRecord.status')}
        </label>
        <select
          id="rounds-status"
          className="field__input"
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value as RoundStatus | '' })}
        >
          <option value="">{t('gameRecord.allStatuses')}</option>
          {ROUND_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`gameRecord.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="rounds-from">
          {t('gameRecord.from')}
        </label>
        <input
          id="rounds-from"
          className="field__input"
          type="date"
          value={filters.from}
          max={filters.to}
          required
          onChange={(event) => setFilters({ ...filters, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="rounds-to">
          {t('gameRecord.to')}
        </label>
        <input
          id="rounds-to"
          className="field__input"
          type="date"
          value={filters.to}
          min={filters.from}
          required
          onChange={(event) => setFilters({ ...filters, to: event.target.value })}
        />
      </div>
      <button type="submit" className="button button--primary range-form__search">
        {t('gameRecord.search')}
      </button>
    </form>
  );
}
