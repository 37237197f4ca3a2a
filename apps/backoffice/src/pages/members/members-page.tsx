import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_SEARCH_FIELDS, type MemberSearchField } from '@pkg/contracts/members';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { fetchMembers, membersKeys } from '../../api/members';
import { formatGmt8 } from '@pkg/web-kit/time';
import { Pager } from '../../components/desk-ui';
import { AccountType, MembersTabs } from './members-ui';
import './members.css';
import { BrandSelect } from '../../components/list-page';

/**
 * The Members desk's search (decision 038): players of the brands in scope by username (starts
 * with), mobile number (ends with), id or an IP they used, newest first; a row opens the profile.
 * The query lives in the address, so the profile's back link returns to the same results.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const [params, setParams] = useSearchParams();
  const by = (MEMBER_SEARCH_FIELDS as readonly string[]).includes(params.get('by') ?? '')
    ? (params.get('by') as MemberSearchField)
    : 'username';
  const q = params.get('q') ?? '';
  const brandId = params.get('brandId') ?? '';
  const pageNo = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [typed, setTyped] = useState(q);
  const [field, setField] = useState<MemberSearchField>(by);
  const [brand, setBrand] = useState(brandId);
  const query = { brandId, by, q, pageNo, pageSize: 20 };
  const page = useQuery({
    queryKey: membersKeys.searchPage(query),
    queryFn: () => fetchMembers(query),
    enabled: q !== '',
  });

  function search(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = { by: field, q: typed.trim() };
    if (brand) next.brandId = brand;
    setParams(next);
  }

  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('boMembers.title')}</h1>
      <MembersTabs />
      <form className="bo-filters" role="search" onSubmit={search}>
        {me.brands.length > 1 && (
          <BrandSelect
            brands={me.brands}
            named
            value={brand}
            onChange={setBrand}
            label={t('boMembers.brand')}
            allLabel={t('boMembers.allBrands')}
          />
        )}
        <label>
          {t('boMembers.searchBy')}
          <select value={field} onChange={(event) => setField(event.target.value as MemberSearchField)}>
            {MEMBER_SEARCH_FIELDS.map((one) => (
              <option key={one} value={one}>
                {t(`boMembers.fields.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boMembers.searchText')}
          <input value={typed} required maxLength={64} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">{t('boMembers.search')}</button>
      </form>
      {q === '' && <p className="bo-note">{t('boMembers.searchHint')}</p>}
      {page.isPending && q !== '' && <p>{t('boMembers.loading')}</p>}
      {page.isError && (
        <p className="bo-error" role="alert">
          {errorOf(page.error)}
        </p>
      )}
      {page.data && (
        <>
          <p role="status">{t('boMembers.found', { count: page.data.total })}</p>
          {page.data.list.length > 0 && (
            <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boMembers.results')}>
              <table className="bo-table bo-stack">
                <thead>
                  <tr>
                    <th scope="col">{t('boMembers.cols.id')}</th>
                    <th scope="col">{t('boMembers.cols.username')}</th>
                    <th scope="col">{t('boMembers.cols.brand')}</th>
                    <th scope="col">{t('boMembers.cols.type')}</th>
                    <th scope="col">{t('boMembers.cols.mobile')}</th>
                    <th scope="col">{t('boMembers.cols.registered')}</th>
                    <th scope="col">{t('boMembers.cols.lastLogin')}</th>
                    <th scope="col">{t('boMembers.cols.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.list.map((row) => (
                    <tr key={row.id}>
                      <td data-label={t('boMembers.cols.id')} className="bo-number">
                        {row.id}
                      </td>
                      <td data-label={t('boMembers.cols.username')}>
                        <Link to={`/members/${row.id}`}>{row.username}</Link>
                        {row.nickname && <span className="members-muted"> · {row.nickname}</span>}
                      </td>
                      <td data-label={t('boMembers.cols.brand')}>{row.brandCode}</td>
                      <td data-label={t('boMembers.cols.type')}>
                        <AccountType type={row.accountType} />
                      </td>
                      <td data-label={t('boMembers.cols.mobile')}>{row.mobile ?? '—'}</td>
                      <td data-label={t('boMembers.cols.registered')}>{formatGmt8(row.registeredAt)}</td>
                      <td data-label={t('boMembers.cols.lastLogin')}>{row.lastLoginAt ? formatGmt8(row.lastLoginAt) : '—'}</td>
                      <td data-label={t('boMembers.cols.state')}>
                        {row.locked ? (
                          <span className="members-badge members-badge--bad">{t('boMembers.locked')}</span>
                        ) : (
                          t('boMembers.active')
                        )}
                        {row.clubLabel && <span className="members-badge"> {row.clubLabel}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            pageNo={pageNo}
            totalPages={page.data.totalPages}
            onPage={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
