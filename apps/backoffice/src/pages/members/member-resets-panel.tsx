import { useTranslation } from 'react-i18next';
import type { BoMemberProfile } from '@pkg/contracts/members';
import { formatGmt8 } from '@pkg/web-kit/time';

type Reset = BoMemberProfile['resets'][number];

/**
 * A player's password and two-factor resets (decision 060): who asked and why, who decided, where
 * the temporary password went. A waiting one is approved by a different staff member (the reset is
 * done then) or rejected; the one who asked may only withdraw it.
 */
export function MemberResetsPanel({
  resets,
  canManage,
  busy,
  onApprove,
  onReject,
}: {
  resets: Reset[];
  canManage: boolean;
  busy: boolean;
  onApprove: (reset: Reset) => void;
  onReject: (reset: Reset, reason: string) => void;
}) {
  const { t } = useTranslation();
  if (resets.length === 0) return null;
  return (
    <div className="bo-panel" data-testid="member-resets">
      <h2>{t('boMembers.resets.title')}</h2>
      <p className="bo-note">{t('boMembers.resets.help')}</p>
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boMembers.resets.kind')}</th>
              <th>{t('boMembers.resets.status')}</th>
              <th>{t('boMembers.resets.asked')}</th>
              <th>{t('boMembers.resets.decided')}</th>
              <th>{t('boMembers.resets.sentTo')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {resets.map((reset) => (
              <tr key={reset.id}>
                <td>{t(`boMembers.resets.kinds.${reset.kind}`)}</td>
                <td>{t(`boMembers.resets.statuses.${reset.status}`)}</td>
                <td>
                  {reset.requestedBy} · {formatGmt8(reset.requestedAt)}
                  <br />
                  <span className="members-muted">{reset.reason}</span>
                </td>
                <td>
                  {reset.decidedBy ?? '—'} {reset.decidedAt ? `· ${formatGmt8(reset.decidedAt)}` : ''}
                  {reset.decisionReason && (
                    <>
                      <br />
                      <span className="members-muted">{reset.decisionReason}</span>
                    </>
                  )}
                </td>
                <td>{reset.sentTo ?? '—'}</td>
                <td>
                  {canManage && reset.status === 'pending' && (
                    <span className="members-actions">
                      {reset.mine ? (
                        <span className="members-muted">{t('boMembers.resets.waitingOther')}</span>
                      ) : (
                        <button type="button" disabled={busy} onClick={() => onApprove(reset)}>
                          {t('boMembers.resets.approve')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="bo-danger"
                        disabled={busy}
                        onClick={() => {
                          const reason = window.prompt(
                            reset.mine ? t('boMembers.resets.withdrawReason') : t('boMembers.resets.rejectReason'),
                          );
                          if (reason && reason.trim().length >= 3) onReject(reset, reason.trim());
                        }}
                      >
                        {reset.mine ? t('boMembers.resets.withdraw') : t('boMembers.resets.reject')}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
