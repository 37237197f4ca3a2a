import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoStaffMember } from '@pkg/contracts/staff-desk';
import { STAFF_ROLES, type StaffRole } from '@pkg/contracts/staff-roles';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { useStaffActions } from '../../api/staff';

/** The brands a staff member may act on: none ticked means every brand. */
function BrandChecks({ me, value, onChange }: { me: StaffMe; value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="bo-staff-brands">
      <legend>{t('boStaff.brands')}</legend>
      {me.brands.map((brand) => (
        <label key={brand.code} className="bo-check">
          <input
            type="checkbox"
            checked={value.includes(brand.code)}
            onChange={(event) => onChange(event.target.checked ? [...value, brand.code] : value.filter((code) => code !== brand.code))}
          />
          {brand.code}
        </label>
      ))}
      <small>{t('boStaff.brandsHint')}</small>
    </fieldset>
  );
}

function RoleSelect({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('boStaff.role')}
      <select value={value} onChange={(event) => onChange(event.target.value as StaffRole)}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`boConsole.roles.${role}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The authenticator address, shown once: the new staff member adds it to their app. */
export function AuthenticatorAddress({ uri, onDone }: { uri: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="bo-panel" role="status">
      <p>{t('boStaff.authenticatorOnce')}</p>
      <code className="bo-staff-uri">{uri}</code>
      <button type="button" onClick={onDone}>
        {t('boStaff.done')}
      </button>
    </div>
  );
}

/** A new staff member: username, name, role, a first password (12+ characters), brands. */
export function CreateStaffForm({ me, onCreated }: { me: StaffMe; onCreated: (uri: string) => void }) {
  const { t } = useTranslation();
  const { create } = useStaffActions();
  const [form, setForm] = useState({ username: '', displayName: '', password: '', role: 'support' as StaffRole, brands: [] as string[] });
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: (value) => {
        setForm({ username: '', displayName: '', password: '', role: 'support', brands: [] });
        onCreated(value.otpauthUri);
      },
    });
  }
  return (
    <form className="bo-panel bo-filters" onSubmit={submit} aria-label={t('boStaff.create')}>
      <h2>{t('boStaff.create')}</h2>
      <label>
        {t('boStaff.username')}
        <input
          required
          pattern="[a-z0-9][a-z0-9._\-]{2,31}"
          autoCapitalize="none"
          value={form.username}
          onChange={(event) => setForm({ ...form, username: event.target.value.toLowerCase() })}
        />
      </label>
      <label>
        {t('boStaff.displayName')}
        <input maxLength={80} value={form.displayName} onChange={(event) => setForm({ ...form, displayName: event.target.value })} />
      </label>
      <label>
        {t('boStaff.password')}
        <input
          type="password"
          required
          minLength={12}
          maxLength={128}
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
      </label>
      <RoleSelect value={form.role} onChange={(role) => setForm({ ...form, role })} />
      <BrandChecks me={me} value={form.brands} onChange={(brands) => setForm({ ...form, brands })} />
      {create.isError && (
        <p className="bo-error" role="alert">
          {errorOf(create.error)}
        </p>
      )}
      <button type="submit" disabled={create.isPending}>
        {t('boStaff.createSubmit')}
      </button>
    </form>
  );
}

/** One staff member's name, role, brands and disabled switch, saved together. */
export function EditStaffForm({ me, member, onClose }: { me: StaffMe; member: BoStaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const { update } = useStaffActions();
  const [form, setForm] = useState({
    displayName: member.displayName,
    role: member.role,
    brands: member.brands,
    disabled: member.disabled,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: member.id, change: form }, { onSuccess: onClose });
  }
  return (
    <form className="bo-panel bo-filters" onSubmit={submit} aria-label={t('boStaff.editLabel', { username: member.username })}>
      <h2>{t('boStaff.editLabel', { username: member.username })}</h2>
      <label>
        {t('boStaff.displayName')}
        <input
          required
          maxLength={80}
          value={form.displayName}
          onChange={(event) => setForm({ ...form, displayName: event.target.value })}
        />
      </label>
      <RoleSelect value={form.role} onChange={(role) => setForm({ ...form, role })} />
      <BrandChecks me={me} value={form.brands} onChange={(brands) => setForm({ ...form, brands })} />
      <label className="bo-check">
        <input type="checkbox" checked={form.disabled} onChange={(event) => setForm({ ...form, disabled: event.target.checked })} />
        {t('boStaff.disabled')}
      </label>
      {update.isError && (
        <p className="bo-error" role="alert">
          {errorOf(update.error)}
        </p>
      )}
      <button type="submit" disabled={update.isPending}>
        {t('boStaff.save')}
      </button>
      <button type="button" className="bo-secondary" onClick={onClose}>
        {t('boStaff.cancel')}
      </button>
    </form>
  );
}
