import { useId, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OUTBOX_CHANNELS, type OutboxChannel } from '@pkg/contracts/catalog-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { FailAlert, Pager } from '../../components/desk-ui';
import { formatGmt8 } from '@pkg/web-kit/time';
import { catalogKeys, fetchOutbox } from '../../api/catalog';
import './catalog.css';

const PAGE_SIZE = 25;

/**
 * The SMS and e-mail outboxes (decision 040; outbox.read): a brand's messages newest first, paged,
 * filtered by recipient. The server masks one-time codes, reset tokens and link parameters and never
 * sends the e-mail's HTML: a code shown to staff could be used by them.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [channel, setChannel] = useState<OutboxChannel>('sms');
  const [recipient, setRecipient] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = { brandId, channel, pageNo, pageSize: PAGE_SIZE, recipient };
  const page = useQuery({
    queryKey: catalogKeys.outbox(query),
    queryFn: () => fetchOutbox(query),
    enabled: brandId !== '',
    placeholderData: keepPreviousData,
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPageNo(1);
    setRecipient(String(new FormData(event.currentTarget).get('recipient') ?? '').trim());
  }

  const totalPages = page.data ? Math.max(1, Math.ceil(page.data.total / page.data.pageSize)) : 1;
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('boCatalog.outbox.title')}</h1>
      <p className="bo-note">{t('boCatalog.outbox.masked')}</p>
      {brandId === '' ? (
        <p className="bo-note">{t('boCommon.noBrand')}</p>
      ) : (
        <>
          <form className="bo-filters" onSubmit={search}>
            {me.brands.length > 1 && (
              <label>
                {t('boCatalog.brand')}
                <select
                  value={brandId}
                  onChange={(event) => {
                    setPageNo(1);
                    setBrandId(event.target.value);
                  }}
                >
                  {me.brands.map((brand) => (
                    <option key={brand.id} value={brand.id}>
                      {brand.name} ({brand.code})
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              {t('boCatalog.outbox.recipient')}
              <input name="recipient" maxLength={120} defaultValue={recipient} />
            </label>
            <button type="submit">{t('boCatalog.filter')}</button>
          </form>
          <div className="bo-tabs" role="tablist" aria-label={t('boCatalog.outbox.title')}>
            {OUTBOX_CHANNELS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={channel === name}
                className={channel === name ? 'bo-tab bo-tab--on' : 'bo-tab'}
                onClick={() => {
                  setPageNo(1);
                  setChannel(name);
                }}
              >
                {t(`boCatalog.outbox.channels.${name}`)}
              </button>
            ))}
          </div>
          <FailAlert of={page} />
          {page.data && (
            <>
              <p className="bo-note">{t('boCatalog.outbox.count', { count: page.data.total })}</p>
              <div className="bo-scroll" tabIndex={0} role="region" aria-label={t(`boCatalog.outbox.channels.${channel}`)}>
                <table className="bo-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('boCatalog.outbox.at')}</th>
                      <th scope="col">{t('boCatalog.outbox.recipient')}</th>
                      <th scope="col">{t('boCatalog.outbox.kind')}</th>
                      <th scope="col">{t('boCatalog.outbox.message')}</th>
                      <th scope="col">{t('boCatalog.outbox.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.data.list.map((row) => (
                      <tr key={row.id}>
                        <td>{formatGmt8(row.createdAt)}</td>
                        <td>{row.recipient}</td>
                        <td>{row.kind}</td>
                        <td>
                          {row.subject && <strong>{row.subject}</strong>}
                          <div className="bo-catalog-body">{row.body}</div>
                        </td>
                        <td>
                          {row.status} · {row.provider}
                          {row.sentAt && ` · ${formatGmt8(row.sentAt)}`}
                          {row.providerReply && <div className="bo-note">{row.providerReply}</div>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} />
            </>
          )}
        </>
      )}
    </section>
  );
}
