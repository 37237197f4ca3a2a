import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BoError } from '../lib/api';
import { fetchLedgerCheck, financeKeys } from '../api/finance';
import { formatGmt8 } from '@pkg/web-kit/time';

/**
 * The ledger's balance check (decision 017): every brand's currency must sum to zero and every
 * account agree with its entries; the figure says at a glance whether the books balance.
 */
export function LedgerCheckPage() {
  const { t } = useTranslation();
  const check = useQuery({ queryKey: financeKeys.ledgerCheck, queryFn: fetchLedgerCheck });
  const data = check.data;
  return (
    <section aria-labelledby="bo-ledger">
      <h1 id="bo-ledger">{t('boConsole.ledger.title')}</h1>
      <p className="bo-note">{t('boConsole.ledger.note')}</p>
      {check.isError && (
        <p className="bo-error" role="alert">
          {check.error instanceof BoError && check.error.message ? check.error.message : t('boConsole.loadFailed')}
        </p>
      )}
      {data && (
        <>
          <figure className={data.ok ? 'bo-figure bo-figure--ok' : 'bo-figure bo-figure--bad'} aria-labelledby="bo-ledger-verdict">
            <strong id="bo-ledger-verdict" data-testid="ledger-verdict">
              {data.ok ? t('boConsole.ledger.ok') : t('boConsole.ledger.bad')}
            </strong>
            <dl className="bo-facts">
              <div>
                <dt>{t('boConsole.ledger.problemAccounts')}</dt>
                <dd data-testid="ledger-problems">{data.problemAccounts}</dd>
              </div>
              <div>
                <dt>{t('boConsole.ledger.mismatched')}</dt>
                <dd>{data.mismatched}</dd>
              </div>
              <div>
                <dt>{t('boConsole.ledger.overdrawn')}</dt>
                <dd>{data.overdrawn}</dd>
              </div>
              <div>
                <dt>{t('boConsole.ledger.unbalanced')}</dt>
                <dd>{data.unbalancedTransfers}</dd>
              </div>
              <div>
                <dt>{t('boConsole.ledger.checkedAt')}</dt>
                <dd>{formatGmt8(data.checkedAt)}</dd>
              </div>
            </dl>
            <figcaption className="bo-note">{t('boConsole.ledger.caption')}</figcaption>
          </figure>
          <div className="bo-scroll">
            <table className="bo-table">
              <thead>
                <tr>
                  <th>{t('boConsole.finance.brand')}</th>
                  <th>{t('boConsole.ledger.currency')}</th>
                  <th>{t('boConsole.ledger.accounts')}</th>
                  <th>{t('boConsole.ledger.sum')}</th>
                </tr>
              </thead>
              <tbody>
                {data.sums.map((sum) => (
                  <tr key={`${sum.brandId}-${sum.currency}`}>
                    <td>{sum.brandCode}</td>
                    <td>{sum.currency}</td>
                    <td className="bo-number">{sum.accounts}</td>
                    <td className={sum.sumMinor === '0' ? 'bo-number' : 'bo-number bo-error'}>{sum.sumMinor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <button type="button" onClick={() => void check.refetch()} disabled={check.isFetching}>
        {t('boConsole.ledger.again')}
      </button>
    </section>
  );
}
