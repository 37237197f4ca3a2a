import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The skeleton every list desk repeats (issue 37): the filter bar above it, the brand choice in
 * that bar, and under the list the empty line and the "more" button of a list read page by page
 * (the paged lists with numbered pages use desk-ui's Pager).
 */

/**
 * A desk's filters in one row (wrapping on a phone). Filters that apply as they change need no
 * submit: the form then only stops the browser's own submission.
 */
export function FilterBar({ label, onSubmit, children }: { label?: string; onSubmit?: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form className="bo-filters" aria-label={label} onSubmit={onSubmit ?? ((event) => event.preventDefault())}>
      {children}
    </form>
  );
}

/**
 * The brand filter: the staff member's brands, with "all brands" first unless `allLabel` is null.
 * A brand is chosen by its id, or by its code where the list call filters by code (`by`); `named`
 * shows each brand's name beside its code.
 */
export function BrandSelect(props: {
  brands: readonly { id: string; code: string; name?: string }[];
  value: string;
  onChange: (value: string) => void;
  label?: string;
  allLabel?: string | null;
  by?: 'id' | 'code';
  named?: boolean;
}) {
  const { t } = useTranslation();
  const { brands, value, onChange, by = 'id' } = props;
  const allLabel = props.allLabel === undefined ? t('boConsole.finance.allBrands') : props.allLabel;
  return (
    <label>
      {props.label ?? t('boConsole.finance.brand')}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== null && <option value="">{allLabel}</option>}
        {brands.map((brand) => (
          <option key={brand.id} value={brand[by]}>
            {props.named ? `${brand.name ?? ''} (${brand.code})` : brand.code}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What ListFooter reads of a list read page by page (react-query's infinite query). */
interface PagedList {
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Under a list read page by page: `empty` when the first page holds nothing, and `more` while pages remain. */
export function ListFooter({ list, count, empty, more }: { list: PagedList; count: number; empty: string; more: string }) {
  return (
    <>
      {list.isSuccess && count === 0 && <p>{empty}</p>}
      {list.hasNextPage && (
        <button type="button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {more}
        </button>
      )}
    </>
  );
}
