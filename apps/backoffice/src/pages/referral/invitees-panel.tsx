import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoReferralDecision, BoReferralInvitee } from '@pkg/contracts/referral';
import { formatMoney } from '@pkg/money/money';
import { BoError } from '../../lib/api';
import { decideInvitee, fetchInvitees, referralKeys } from '../../api/referral';
import { formatGmt8 } from '@pkg/web-kit/time';
import { Pager } from '../../components/desk-ui';

const PAGE_SIZE = 20;
const money = (minor: string | null, currency: string) =>
  minor === null ? '—' : formatMoney(BigInt(minor), { code: currency, symbol: currency, minorDigits: 2 });

function DecisionForm({ invitee, onDone }: { invitee: BoReferralInvitee; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<BoReferralDecision['decision'] | null>(null);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (body: BoReferralDecision) => decideInvitee(invitee.inviteeId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
      onDone();
    },
  });
  if (!decision)
    return (
      <div className="bo-actions">
        <button type="button" onClick={() => setDecision('allow')}>
          {t('boReferral.queue.allow')}
        </button>
        <button type="button" onClick={() => setDecision('deny')}>
          {t('boReferral.queue.deny')}
        </button>
      </div>
    );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (decision && reason.trim()) decide.mutate({ decision, reason: reason.trim() });
  }
  return (
    <form className="bo-inline-form" onSubmit={submit}>
      <label>
        {t('boReferral.queue.reason')} ({t(`boReferral.queue.${decision}`)})
        <input value={reason} maxLength={300} required onChange={(event) => setReason(event.target.value)} />
      </label>
      {decide.isError && (
        <p className="bo-error" role="alert">
          {decide.error instanceof BoError && decide.error.message ? decide.error.message : t('boConsole.loadFailed')}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={decide.isPending || !reason.trim()}>
          {t('boReferral.queue.confirm')}
        </button>
        <button type="button" onClick={() => setDecision(null)}>
          {t('boReferral.queue.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * Invitees with their figures and self-referral evidence: the flagged queue (with allow and deny
 * for staff who manage referrals), or one referrer's invitees in every state.
 */
export function InviteesPanel({ brandId, referrerId, canManage }: { brandId: string; referrerId: string | null; canManage: boolean }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [, setDone] = useState(0);
  const query = { brandId, referrerId, pageNo, pageSize: PAGE_SIZE };
  const page = useQuery({
    queryKey: referralKeys.invitees(query),
    queryFn: () => fetchInvitees(query),
  });
  if (page.isPending) return <p>{t('boConsole.loading')}</p>;
  if (page.isError)
    return (
      <p className="bo-error">{page.error instanceof BoError && page.error.message ? page.error.message : t('boConsole.loadFailed')}</p>
    );
  return (
    <div data-testid="bo-referral-invitees">
      {!referrerId && <p className="bo-note">{t('boReferral.queue.intro')}</p>}
      {page.data.list.length === 0 ? (
        <p className="bo-note">{t('boReferral.empty')}</p>
      ) : (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('boReferral.queue.invitee')}</th>
                <th scope="col">{t('boReferral.queue.referrer')}</th>
                <th scope="col">{t('boReferral.queue.state')}</th>
                <th scope="col">{t('boReferral.queue.qualifiedAt')}</th>
                <th scope="col">{t('boReferral.queue.figures')}</th>
                <th scope="col">{t('boReferral.queue.reward')}</th>
                <th scope="col">{t('boReferral.queue.evidence')}</th>
                <th scope="col">{t('boReferral.queue.decision')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.list.map((row) => (
                <tr key={row.inviteeId} data-testid="bo-referral-row">
                  <td>
                    {row.inviteeName}
                    <span className="bo-sub">{row.brandCode}</span>
                  </td>
                  <td>{row.referrerName}</td>
                  <td>
                    <span className={`bo-chip bo-chip--referral-${row.state}`}>{t(`boReferral.states.${row.state}`)}</span>
                  </td>
                  <td>{row.qualifiedAt ? formatGmt8(row.qualifiedAt) : '—'}</td>
                  <td className="bo-number">
                    {money(row.firstDepositMinor, row.currency)} / {money(row.validBetMinor, row.currency)}
                  </td>
                  <td className="bo-number">{money(row.rewardMinor, row.currency)}</td>
                  <td className="bo-wrap">
                    {row.evidence.length === 0
                      ? '—'
                      : row.evidence.map((item) => (
                          <div key={item.signal}>
                            <strong>{t(`boReferral.signals.${item.signal}`)}</strong>
                            <span className="bo-sub bo-mono">{item.values.join(', ')}</span>
                          </div>
                        ))}
                  </td>
                  <td>
                    {row.decision ? (
                      t('boReferral.queue.decidedBy', {
                        decision: t(row.decision === 'allow' ? 'boReferral.queue.allowed' : 'boReferral.queue.denied'),
                        staff: row.decidedBy ?? '—',
                        reason: row.decisionReason ?? '',
                      })
                    ) : row.state === 'flagged' && canManage ? (
                      <DecisionForm invitee={row} onDone={() => setDone((n) => n + 1)} />
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pageNo={pageNo} totalPages={page.data.totalPages} onPage={setPageNo} />
    </div>
  );
}
