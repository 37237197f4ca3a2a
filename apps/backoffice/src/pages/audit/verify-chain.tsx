import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorOf } from '../../lib/api';
import { verifyAuditChain } from '../../api/session';
import { useMe } from '../../lib/use-me';

/** "Verify chain" (audit.verify; decision 042): recomputes the audit logs' hash chains and says OK or where they break. */
export function VerifyChain() {
  const { t } = useTranslation();
  const me = useMe();
  const verify = useMutation({ mutationFn: verifyAuditChain });
  if (!me.data?.permissions.includes('audit.verify')) return null;
  return (
    <div className="bo-panel" aria-live="polite">
      <button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? t('boAudit.chain.running') : t('boAudit.chain.verify')}
      </button>
      {verify.isError && (
        <p className="bo-error" role="alert">
          {errorOf(verify.error)}
        </p>
      )}
      {verify.data && (
        <ul>
          {verify.data.logs.map((log) => (
            <li key={log.log} role={log.ok ? undefined : 'alert'}>
              {log.ok || !log.broken
                ? t('boAudit.chain.ok', { log: t(`boAudit.chain.log.${log.log}`), rows: log.rows, chains: log.chains })
                : t('boAudit.chain.broken', {
                    log: t(`boAudit.chain.log.${log.log}`),
                    brand: log.broken.brand ?? t('boAudit.chain.platform'),
                    seq: log.broken.seq ?? '—',
                    row: log.broken.rowId ?? '—',
                    reason: t(`boAudit.chain.reason.${log.broken.reason}`),
                    rows: log.rows,
                  })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
