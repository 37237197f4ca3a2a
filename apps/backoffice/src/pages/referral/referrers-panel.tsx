import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pkg/money/money';
import { BoError } from '../../lib/api';
import { fetchReferrers, referralKeys } from '../../api/referral';
import { InviteesPanel } from './invitees-panel';
import { Pager } from '../../components/desk-ui';

/** Referrers with their invitees' figures, most invitees first, searchable by username; one opens its invitees. */
export function ReferrersPanel({
  brandId,
  referrer,
  onReferrer,
  canManage,
}: {
  brandId: string;
  referrer: string | null;
  onReferrer: (id: string | null) => void;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = { brandId, username, pageNo, pageSize: 50 };
  const page = useQuery({
    queryKey: referralKeys.referrers(query),
    queryFn: () => fetchReferrers(query),
  });
  const chosen = page.data?.list.find((row) => row.referrerId === referrer);
  if (referrer)
    return (
      <div>
        <p>
          <button type="button" className="link-button" onClick={() => onReferrer(null)}>
            {t('boReferral.referrers.back')}
          </button>
        </p>
        <h2>{t('boReferral.referrers.invitees', { name: chosen?.username ?? referrer })}</h2>
        <InviteesPanel brandId={brandId} referrerId={referrer} canManage={canManage} />
      </div>
    );
  function search(event: FormEvent) {
    event.preventDefault();
    setUsername(typed.trim());
    setPageNo(1);
  }
  return (
    <div data-testid="bo-referrers">
      <form className="bo-filters" onSubmit={search}>
        <label>
          {t('boReferral.referrers.search')}
          <input value={typed} maxLength={64} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">{t('boReferral.referrers.search')}</button>
      </form>
      {page.isPending ? (
        <p>{t('boConsole.loading')}</p>
      ) : page.isError ? (
        <p className="bo-error">{page.error instanceof BoError && page.error.message ? page.error.message : t('boConsole.loadFailed')}</p>
      ) : page.data.list.length === 0 ? (
        <p className="bo-note">{t('boReferral.empty')}</p>
      ) : (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('boReferral.referrers.username')}</th>
                <th scope="col">{t('boReferral.referrers.code')}</th>
                <th scope="col">{t('boReferral.referrers.invited')}</th>
                <th scope="col">{t('boReferral.referrers.rewarded')}</th>
                <th scope="col">{t('boReferral.referrers.flagged')}</th>
                <th scope="col">{t('boReferral.referrers.earned')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('boReferral.referrers.show')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.data.list.map((row) => (
                <tr key={row.referrerId}>
                  <td>
                    {row.username}
                    <span className="bo-sub">{row.brandCode}</span>
                  </td>
                  <td className="bo-mono">{row.code ?? '—'}</td>
                  <td className="bo-number">{row.invited}</td>
                  <td className="bo-number">{row.rewarded}</td>
                  <td className="bo-number">{row.flagged}</td>
                  <td className="bo-number">
                    {formatMoney(BigInt(row.earnedMinor), { code: row.currency, symbol: row.currency, minorDigits: 2 })}
                  </td>
                  <td>
                    <button type="button" onClick={() => onReferrer(row.referrerId)}>
                      {t('boReferral.referrers.show')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pageNo={pageNo} totalPages={page.data.totalPages} onPage={setPageNo} />
        </div>
      )}
    </div>
  );
}
