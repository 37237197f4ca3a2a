import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_KINDS } from '@pkg/contracts/members';
import { decideMemberKyc, memberKycImageUrl, uploadMemberKyc } from '../../api/members';
import { at } from './member-account-panel';
import type { MemberSectionProps } from './member-change';

/** The player's identity documents: members.manage uploads one and approves or rejects a pending one. */
export function MemberKycPanel({ value, id, canManage, busy, run }: MemberSectionProps) {
  const { t } = useTranslation();
  function uploadKyc(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const upload = new FormData(form);
    run(() => uploadMemberKyc(id, upload), { onSuccess: () => form.reset() });
  }
  function decideKyc(docId: string) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const body = { decision: submitter?.value ?? 'approved', note: String(form.get('note') ?? '') };
      run(() => decideMemberKyc(id, docId, body));
    };
  }
  return (
    <div className="bo-panel" id="member-kyc">
      <h2>{t('boMembers.kyc.title')}</h2>
      {canManage && (
        <form className="bo-inline-form" aria-label={t('boMembers.kyc.upload')} onSubmit={uploadKyc}>
          <label>
            {t('boMembers.kyc.kind')}
            <select name="kind">
              {KYC_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`boMembers.kyc.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('boMembers.kyc.image')}
            <input type="file" name="images" accept="image/png,image/jpeg" required />
          </label>
          <button type="submit" disabled={busy}>
            {t('boMembers.kyc.upload')}
          </button>
        </form>
      )}
      {value.kyc.length === 0 ? (
        <p className="bo-note">{t('boMembers.kyc.none')}</p>
      ) : (
        <ul className="bo-cards members-kyc">
          {value.kyc.map((doc) => (
            <li key={doc.id} className="bo-panel">
              <a href={memberKycImageUrl(id, doc.id)} target="_blank" rel="noreferrer">
                <img src={memberKycImageUrl(id, doc.id)} alt={t(`boMembers.kyc.kinds.${doc.kind}`)} />
              </a>
              <div>
                <p>
                  <strong>{t(`boMembers.kyc.kinds.${doc.kind}`)}</strong> · {t(`boMembers.kyc.statuses.${doc.status}`)}
                </p>
                <p className="members-muted">{t('boMembers.kyc.uploaded', { at: at(doc.createdAt), by: doc.uploadedBy })}</p>
                {doc.decidedAt && (
                  <p className="members-muted">
                    {t('boMembers.kyc.decided', { at: at(doc.decidedAt), by: doc.decidedBy ?? '' })}
                    {doc.decisionNote && ` — ${doc.decisionNote}`}
                  </p>
                )}
                {canManage && doc.status === 'pending' && (
                  <form className="bo-inline-form" aria-label={t('boMembers.kyc.decide')} onSubmit={decideKyc(doc.id)}>
                    <label>
                      {t('boMembers.kyc.note')}
                      <input name="note" maxLength={500} />
                    </label>
                    <div className="bo-actions">
                      <button type="submit" value="approved" disabled={busy}>
                        {t('boMembers.kyc.approve')}
                      </button>
                      <button type="submit" value="rejected" className="bo-danger" disabled={busy}>
                        {t('boMembers.kyc.reject')}
                      </button>
                    </div>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
