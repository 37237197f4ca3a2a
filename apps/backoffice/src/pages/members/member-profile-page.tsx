import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KYC_KINDS, type BoMemberPasswordReset, type BoMemberProfile } from '@pkg/contracts/members';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import {
  addMemberNote,
  approveMemberReset,
  decideMemberKyc,
  fetchProfile,
  memberAction,
  memberKycImageUrl,
  membersKeys,
  rejectMemberReset,
  saveMemberLabels,
  uploadMemberKyc,
  type MemberAction,
} from '../../api/members';
import { formatGmt8 } from '@pkg/web-kit/time';
import { AccountType, MembersTabs, money } from './members-ui';
import { MemberResetsPanel } from './member-resets-panel';
import './members.css';

const at = (iso: string | null) => (iso ? formatGmt8(iso) : '—');

/**
 * A player's profile on the Members desk (decision 038): account data, lock state, wallets from the
 * ledger, recent sessions, addresses, devices, linked accounts, labels, notes and KYC documents.
 * Staff with members.manage act on it; each action asks for a reason where it matters and the
 * server audits it.
 */
export function MemberProfilePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { id = '' } = useParams();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('members.manage');
  const queryClient = useQueryClient();
  const key = membersKeys.profile(id);
  const profile = useQuery({ queryKey: key, queryFn: () => fetchProfile(id) });
  const [notice, setNotice] = useState('');
  const change = useMutation({
    // Each action is one of api/members.ts's calls; they all answer the profile (a reset, its outcome).
    mutationFn: (call: () => Promise<BoMemberProfile | BoMemberPasswordReset>) => call(),
    onSuccess: (value) => {
      if ('outcome' in value) {
        // Resets never answer the password: it went to the player's phone or e-mail, or waits for a second staff member.
        const { outcome } = value;
        setNotice(
          outcome.status === 'sent'
            ? outcome.sentTo
              ? t('boMembers.resets.sent', { to: outcome.sentTo })
              : t('boMembers.resets.done')
            : outcome.status === 'pending'
              ? t('boMembers.resets.pending')
              : t('boMembers.resets.rejected'),
        );
        queryClient.setQueryData(key, value.profile);
      } else {
        setNotice(t('boMembers.saved'));
        queryClient.setQueryData(key, value);
      }
      void queryClient.invalidateQueries({ queryKey: membersKeys.search });
    },
  });

  function act(action: MemberAction, confirmText: string | null) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const reason = String(new FormData(form).get('reason') ?? '');
      if (confirmText && !window.confirm(confirmText)) return;
      setNotice('');
      change.mutate(() => memberAction(id, action, reason), { onSuccess: () => form.reset() });
    };
  }

  function saveLabels(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const club = String(form.get('clubLabel') ?? '').trim();
    const labels = String(form.get('memberLabels') ?? '')
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean);
    setNotice('');
    change.mutate(() => saveMemberLabels(id, { clubLabel: club || null, memberLabels: labels }));
  }

  function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice('');
    const body = String(new FormData(form).get('body') ?? '');
    change.mutate(() => addMemberNote(id, body), { onSuccess: () => form.reset() });
  }

  function uploadKyc(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice('');
    const upload = new FormData(form);
    change.mutate(() => uploadMemberKyc(id, upload), { onSuccess: () => form.reset() });
  }

  function decideKyc(docId: string) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      setNotice('');
      const body = { decision: submitter?.value ?? 'approved', note: String(form.get('note') ?? '') };
      change.mutate(() => decideMemberKyc(id, docId, body));
    };
  }

  if (profile.isPending) return <p>{t('boMembers.loading')}</p>;
  if (profile.isError)
    return (
      <section>
        <MembersTabs />
        <p className="bo-error" role="alert">
          {errorOf(profile.error)}
        </p>
      </section>
    );
  const value = profile.data;
  const { account, lock } = value;
  const locked = lock.lockedAt !== null;
  // Unlock lifts staff's lock and the failed-login lock alike.
  const unlockable = locked || lock.failedLoginsLockedUntil !== null;
  return (
    <section aria-labelledby={headingId} className="members-profile">
      <MembersTabs />
      <p>
        <BackLink />
      </p>
      <h1 id={headingId}>
        {account.username} <span className="members-muted">#{account.id}</span>{' '}
        {locked && <span className="members-badge members-badge--bad">{t('boMembers.locked')}</span>}
      </h1>
      {notice && (
        <p className="bo-note" role="status">
          {notice}
        </p>
      )}
      {change.isError && (
        <p className="bo-error" role="alert">
          {errorOf(change.error)}
        </p>
      )}

      <div className="bo-panel">
        <h2>{t('boMembers.profile.account')}</h2>
        <dl className="bo-facts">
          <Fact label={t('boMembers.cols.brand')}>{account.brandCode}</Fact>
          <Fact label={t('boMembers.profile.nickname')}>{account.nickname ?? '—'}</Fact>
          <Fact label={t('boMembers.cols.type')}>
            <AccountType type={account.accountType} />
          </Fact>
          <Fact label={t('boMembers.profile.upline')}>
            {account.upline ? <Link to={`/members/${account.upline.id}`}>{account.upline.username}</Link> : '—'}
          </Fact>
          <Fact label={t('boMembers.profile.downline')}>{account.downline}</Fact>
          <Fact label={t('boMembers.cols.mobile')}>{account.mobile ?? '—'}</Fact>
          <Fact label={t('boMembers.profile.email')}>{account.email ?? '—'}</Fact>
          <Fact label={t('boMembers.profile.language')}>{account.language}</Fact>
          <Fact label={t('boMembers.cols.registered')}>
            {at(account.registeredAt)} · {account.registerMethod} · {account.registerIp ?? '—'}
          </Fact>
          <Fact label={t('boMembers.cols.lastLogin')}>{at(account.lastLoginAt)}</Fact>
          <Fact label={t('boMembers.profile.passwordChanged')}>
            {at(account.passwordChangedAt)}
            {account.mustChangePassword && ` · ${t('boMembers.profile.mustChange')}`}
          </Fact>
          <Fact label={t('boMembers.profile.memberSite')}>{account.memberSite ? t('boMembers.yes') : t('boMembers.no')}</Fact>
          <Fact label={t('boMembers.profile.twoFactor')}>
            {value.twoFactor.authenticatorBound ? t('boMembers.profile.authenticatorBound') : t('boMembers.profile.authenticatorNone')}
            {value.twoFactor.lockedFactors.length > 0 &&
              ` · ${t('boMembers.profile.lockedFactors', { factors: value.twoFactor.lockedFactors.map((factor) => t(`boMembers.factors.${factor}`)).join(', ') })}`}
          </Fact>
          <Fact label={t('boMembers.profile.lock')}>
            {locked ? t('boMembers.profile.lockedSince', { at: at(lock.lockedAt), reason: lock.reason ?? '' }) : t('boMembers.active')}
            {lock.failedLoginsLockedUntil && <> · {t('boMembers.profile.failedLock', { until: at(lock.failedLoginsLockedUntil) })}</>}
          </Fact>
          <Fact label={t('boMembers.labels.club')}>{value.labels.clubLabel ?? '—'}</Fact>
          <Fact label={t('boMembers.labels.member')}>{value.labels.memberLabels.join(', ') || '—'}</Fact>
        </dl>
      </div>

      <MemberResetsPanel
        resets={value.resets}
        canManage={canManage}
        busy={change.isPending}
        onApprove={(reset) => {
          if (!window.confirm(t('boMembers.resets.approveConfirm', { username: account.username }))) return;
          setNotice('');
          change.mutate(() => approveMemberReset(id, reset.id));
        }}
        onReject={(reset, reason) => {
          setNotice('');
          change.mutate(() => rejectMemberReset(id, reset.id, reason));
        }}
      />
      {canManage && (
        <div className="bo-panel">
          <h2>{t('boMembers.actions.title')}</h2>
          <div className="members-forms">
            <form
              className="bo-form"
              aria-label={unlockable ? t('boMembers.actions.unlock') : t('boMembers.actions.lock')}
              onSubmit={unlockable ? act('unlock', null) : act('lock', t('boMembers.actions.lockConfirm', { username: account.username }))}
            >
              <h3>{unlockable ? t('boMembers.actions.unlock') : t('boMembers.actions.lock')}</h3>
              <p className="bo-note">{unlockable ? t('boMembers.actions.unlockHelp') : t('boMembers.actions.lockHelp')}</p>
              <ReasonInput />
              <button type="submit" className={unlockable ? undefined : 'bo-danger'} disabled={change.isPending}>
                {unlockable ? t('boMembers.actions.unlock') : t('boMembers.actions.lock')}
              </button>
            </form>
            <form
              className="bo-form"
              aria-label={t('boMembers.actions.resetPassword')}
              onSubmit={act('passwordReset', t('boMembers.actions.resetPasswordConfirm', { username: account.username }))}
            >
              <h3>{t('boMembers.actions.resetPassword')}</h3>
              <p className="bo-note">{t('boMembers.actions.resetPasswordHelp')}</p>
              <ReasonInput />
              <button type="submit" disabled={change.isPending}>
                {t('boMembers.actions.resetPassword')}
              </button>
            </form>
            <form
              className="bo-form"
              aria-label={t('boMembers.actions.resetTwoFactor')}
              onSubmit={act('twoFactorReset', t('boMembers.actions.resetTwoFactorConfirm', { username: account.username }))}
            >
              <h3>{t('boMembers.actions.resetTwoFactor')}</h3>
              <p className="bo-note">{t('boMembers.actions.resetTwoFactorHelp')}</p>
              <ReasonInput />
              <button
                type="submit"
                disabled={change.isPending || (!value.twoFactor.authenticatorBound && value.twoFactor.lockedFactors.length === 0)}
              >
                {t('boMembers.actions.resetTwoFactor')}
              </button>
            </form>
            <form className="bo-form" aria-label={t('boMembers.labels.title')} onSubmit={saveLabels}>
              <h3>{t('boMembers.labels.title')}</h3>
              <label>
                {t('boMembers.labels.club')}
                <input name="clubLabel" maxLength={40} defaultValue={value.labels.clubLabel ?? ''} key={`club-${value.labels.clubLabel}`} />
              </label>
              <label>
                {t('boMembers.labels.memberHelp')}
                <input
                  name="memberLabels"
                  maxLength={450}
                  defaultValue={value.labels.memberLabels.join(', ')}
                  key={`labels-${value.labels.memberLabels.join()}`}
                />
              </label>
              <button type="submit" disabled={change.isPending}>
                {t('boMembers.labels.save')}
              </button>
            </form>
          </div>
        </div>
      )}

      <div className="bo-panel">
        <h2>{t('boMembers.wallets.title')}</h2>
        {value.wallets.length === 0 ? (
          <p className="bo-note">{t('boMembers.wallets.none')}</p>
        ) : (
          <Table
            label={t('boMembers.wallets.title')}
            head={[
              t('boMembers.wallets.kind'),
              t('boMembers.wallets.currency'),
              t('boMembers.wallets.balance'),
              t('boMembers.wallets.held'),
              t('boMembers.wallets.available'),
            ]}
            numeric={[2, 3, 4]}
            rows={value.wallets.map((wallet) => [
              wallet.ref
                ? `${t(`boMembers.wallets.kinds.${wallet.kind}`, { defaultValue: wallet.kind })} · ${wallet.ref}`
                : t(`boMembers.wallets.kinds.${wallet.kind}`, { defaultValue: wallet.kind }),
              wallet.currency,
              money(wallet.balanceMinor),
              money(wallet.heldMinor),
              money(wallet.availableMinor),
            ])}
          />
        )}
      </div>

      <div className="bo-panel">
        <h2>{t('boMembers.sessions.title')}</h2>
        {value.sessions.length === 0 ? (
          <p className="bo-note">{t('boMembers.sessions.none')}</p>
        ) : (
          <Table
            label={t('boMembers.sessions.title')}
            head={[
              t('boMembers.sessions.started'),
              t('boMembers.sessions.lastSeen'),
              t('boMembers.sessions.state'),
              t('boMembers.sessions.ip'),
              t('boMembers.sessions.device'),
            ]}
            rows={value.sessions.map((session) => [
              at(session.createdAt),
              at(session.lastSeenAt),
              session.live ? t('boMembers.sessions.live') : t('boMembers.sessions.ended', { at: at(session.endedAt) }),
              session.ip ?? '—',
              session.userAgent ?? '—',
            ])}
          />
        )}
      </div>

      <div className="members-two">
        <div className="bo-panel">
          <h2>{t('boMembers.ips.title')}</h2>
          {value.ips.length === 0 ? (
            <p className="bo-note">{t('boMembers.ips.none')}</p>
          ) : (
            <Table
              label={t('boMembers.ips.title')}
              head={[t('boMembers.ips.ip'), t('boMembers.ips.first'), t('boMembers.ips.last')]}
              rows={value.ips.map((row) => [row.ip, at(row.firstSeenAt), at(row.lastSeenAt)])}
            />
          )}
        </div>
        <div className="bo-panel">
          <h2>{t('boMembers.devices.title')}</h2>
          {value.devices.length === 0 ? (
            <p className="bo-note">{t('boMembers.devices.none')}</p>
          ) : (
            <Table
              label={t('boMembers.devices.title')}
              head={[t('boMembers.devices.device'), t('boMembers.devices.sessions'), t('boMembers.ips.last')]}
              numeric={[1]}
              rows={value.devices.map((row) => [row.userAgent, String(row.sessions), at(row.lastSeenAt)])}
            />
          )}
        </div>
      </div>

      <div className="bo-panel">
        <h2>{t('boMembers.linked.title')}</h2>
        <p className="bo-note">{t('boMembers.linked.help')}</p>
        {value.linked.length === 0 ? (
          <p className="bo-note">{t('boMembers.linked.none')}</p>
        ) : (
          <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boMembers.linked.title')}>
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('boMembers.cols.username')}</th>
                  <th scope="col">{t('boMembers.linked.via')}</th>
                  <th scope="col">{t('boMembers.linked.value')}</th>
                  <th scope="col">{t('boMembers.cols.state')}</th>
                </tr>
              </thead>
              <tbody>
                {value.linked.map((row) => (
                  <tr key={`${row.id}-${row.via}-${row.value}`}>
                    <td>
                      <Link to={`/members/${row.id}`}>{row.username}</Link>
                    </td>
                    <td>{t(`boMembers.linked.vias.${row.via}`)}</td>
                    <td className="members-wrap">{row.value}</td>
                    <td>{row.locked ? t('boMembers.locked') : t('boMembers.active')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <div className="bo-panel">
        <h2>{t('boMembers.notes.title')}</h2>
        {canManage && (
          <form className="bo-form" aria-label={t('boMembers.notes.add')} onSubmit={addNote}>
            <label>
              {t('boMembers.notes.body')}
              <textarea name="body" required maxLength={1000} rows={3} />
            </label>
            <button type="submit" disabled={change.isPending}>
              {t('boMembers.notes.add')}
            </button>
          </form>
        )}
        {value.notes.length === 0 ? (
          <p className="bo-note">{t('boMembers.notes.none')}</p>
        ) : (
          <ul className="bo-cards members-notes">
            {value.notes.map((note) => (
              <li key={note.id}>
                <p className="members-muted">
                  {at(note.createdAt)} · {note.staffUsername}
                </p>
                <p className="members-wrap">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="bo-panel">
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
            <button type="submit" disabled={change.isPending}>
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
                        <button type="submit" value="approved" disabled={change.isPending}>
                          {t('boMembers.kyc.approve')}
                        </button>
                        <button type="submit" value="rejected" className="bo-danger" disabled={change.isPending}>
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
    </section>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="bo-secondary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/members'))}>
      {t('boMembers.back')}
    </button>
  );
}

function ReasonInput() {
  const { t } = useTranslation();
  return (
    <label>
      {t('boMembers.actions.reason')}
      <input name="reason" required minLength={3} maxLength={200} />
    </label>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Table({ label, head, rows, numeric = [] }: { label: string; head: string[]; rows: string[][]; numeric?: number[] }) {
  return (
    <div className="bo-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="bo-table">
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={numeric.includes(index) ? 'bo-number' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} className={numeric.includes(index) ? 'bo-number' : 'members-wrap'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
