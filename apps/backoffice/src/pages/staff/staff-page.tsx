import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoStaffMember } from '@pkg/contracts/staff-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useStaffActions, useStaffList } from '../../api/staff';
import { AuthenticatorAddress, CreateStaffForm, EditStaffForm } from './staff-forms';

/**
 * The staff desk (issue 37, decision 069; staff.manage, owners of every brand): the staff with
 * role, brands and last sign-in; a new staff member (their authenticator address shown once); a
 * change of name, role, brands or disabling; and the authenticator reset one owner asks for with a
 * reason and another approves (the new address shown once to the approving owner).
 */
export function StaffPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const list = useStaffList();
  const actions = useStaffActions();
  const [editing, setEditing] = useState<BoStaffMember | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ member: BoStaffMember; reason: string } | null>(null);
  const failed = [actions.askReset, actions.approveReset, actions.rejectReset].find((action) => action.isError);

  return (
    <section aria-labelledby="bo-staff">
      <h1 id="bo-staff">{t('boStaff.title')}</h1>
      <p className="bo-note">{t('boStaff.note')}</p>
      {address && <AuthenticatorAddress uri={address} onDone={() => setAddress(null)} />}
      {list.isError && (
        <p className="bo-error" role="alert">
          {errorOf(list.error)}
        </p>
      )}
      {failed && (
        <p className="bo-error" role="alert">
          {errorOf(failed.error)}
        </p>
      )}
      <div className="bo-scroll">
        <table className="bo-table bo-stack bo-staff-table">
          <thead>
            <tr>
              <th>{t('boStaff.username')}</th>
              <th>{t('boStaff.displayName')}</th>
              <th>{t('boStaff.role')}</th>
              <th>{t('boStaff.brands')}</th>
              <th>{t('boStaff.lastLogin')}</th>
              <th>{t('boStaff.authenticator')}</th>
              <th>{t('boStaff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.staff ?? []).map((member) => (
              <tr key={member.id}>
                <td data-label={t('boStaff.username')}>
                  {member.username}
                  {member.disabled && <span className="bo-chip"> {t('boStaff.disabled')}</span>}
                </td>
                <td data-label={t('boStaff.displayName')}>{member.displayName}</td>
                <td data-label={t('boStaff.role')}>{t(`boConsole.roles.${member.role}`)}</td>
                <td data-label={t('boStaff.brands')}>{member.brands.length > 0 ? member.brands.join(', ') : t('boStaff.everyBrand')}</td>
                <td data-label={t('boStaff.lastLogin')}>{member.lastLoginAt ? formatGmt8(member.lastLoginAt) : '—'}</td>
                <td data-label={t('boStaff.authenticator')}>
                  {member.pendingReset ? (
                    <>
                      {t('boStaff.resetWaiting', { by: member.pendingReset.requestedBy, reason: member.pendingReset.reason })}{' '}
                      {member.pendingReset.mine || member.id === me.id ? (
                        member.pendingReset.mine && (
                          <button
                            type="button"
                            className="bo-secondary"
                            onClick={() => actions.rejectReset.mutate(member.pendingReset!.id)}
                          >
                            {t('boStaff.withdrawReset')}
                          </button>
                        )
                      ) : (
                        <button
                          type="button"
                          aria-label={t('boStaff.approveResetLabel', { username: member.username })}
                          onClick={() =>
                            actions.approveReset.mutate(member.pendingReset!.id, { onSuccess: (value) => setAddress(value.otpauthUri) })
                          }
                        >
                          {t('boStaff.approveReset')}
                        </button>
                      )}
                    </>
                  ) : (
                    member.id !== me.id && (
                      <button
                        type="button"
                        className="bo-secondary"
                        aria-label={t('boStaff.askResetLabel', { username: member.username })}
                        onClick={() => setAsking({ member, reason: '' })}
                      >
                        {t('boStaff.askReset')}
                      </button>
                    )
                  )}
                </td>
                <td data-label={t('boStaff.actions')}>
                  <button
                    type="button"
                    className="bo-secondary"
                    aria-label={t('boStaff.editLabel', { username: member.username })}
                    onClick={() => setEditing(member)}
                  >
                    {t('boStaff.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asking && (
        <form
          className="bo-panel bo-filters"
          aria-label={t('boStaff.askResetLabel', { username: asking.member.username })}
          onSubmit={(event) => {
            event.preventDefault();
            actions.askReset.mutate({ id: asking.member.id, reason: asking.reason }, { onSuccess: () => setAsking(null) });
          }}
        >
          <p>{t('boStaff.askResetHelp')}</p>
          <label>
            {t('boStaff.reason')}
            <input
              required
              minLength={3}
              maxLength={200}
              value={asking.reason}
              onChange={(event) => setAsking({ ...asking, reason: event.target.value })}
            />
          </label>
          <button type="submit" disabled={actions.askReset.isPending}>
            {t('boStaff.askReset')}
          </button>
          <button type="button" className="bo-secondary" onClick={() => setAsking(null)}>
            {t('boStaff.cancel')}
          </button>
        </form>
      )}
      {editing && <EditStaffForm key={editing.id} me={me} member={editing} onClose={() => setEditing(null)} />}
      <CreateStaffForm me={me} onCreated={setAddress} />
    </section>
  );
}
