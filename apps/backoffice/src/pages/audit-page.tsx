import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAudit, sessionKeys } from '../api/session';
import { formatGmt8 } from '@pkg/web-kit/time';
import { VerifyChain } from './audit/verify-chain';
import { ListFooter } from '../components/list-page';

/** The staff audit trail, newest first, 50 at a time; all of it or the sign-in events only. */
export function AuditPage() {
  const { t } = useTranslation();
  // Sign-in events only (decision 060): failed, limited, guessed and good sign-ins, and from where.
  const [kind, setKind] = useState<'all' | 'signIn'>('all');
  const pages = useInfiniteQuery({
    queryKey: sessionKeys.audit(kind),
    queryFn: ({ pageParam }) => fetchAudit(kind, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="bo-audit">
      <h1 id="bo-audit">{t('boConsole.audit.title')}</h1>
      <p className="bo-note">{t('boConsole.audit.gmt8')}</p>
      <VerifyChain />
      <label className="bo-inline">
        <input type="checkbox" checked={kind === 'signIn'} onChange={(event) => setKind(event.target.checked ? 'signIn' : 'all')} />{' '}
        {t('boSecurity.audit.signInOnly')}
      </label>
      {pages.isError && (
        <p className="bo-error" role="alert">
          {pages.error.message || t('boConsole.loadFailed')}
        </p>
      )}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boConsole.audit.at')}</th>
              <th>{t('boConsole.audit.staff')}</th>
              <th>{t('boConsole.audit.action')}</th>
              <th>{t('boConsole.audit.brand')}</th>
              <th>{t('boConsole.audit.target')}</th>
              <th>{t('boConsole.audit.ip')}</th>
              <th>{t('boSecurity.audit.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatGmt8(entry.at)}</td>
                <td>{entry.staff}</td>
                <td>{entry.action}</td>
                <td>{entry.brand ?? '—'}</td>
                <td>{entry.target ?? '—'}</td>
                <td>{entry.ip ?? '—'}</td>
                <td className="bo-detail">{entry.detail ? JSON.stringify(entry.detail) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListFooter list={pages} count={entries.length} empty={t('boConsole.audit.empty')} more={t('boConsole.audit.more')} />
    </section>
  );
}
