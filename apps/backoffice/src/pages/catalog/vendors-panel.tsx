import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  VENDOR_KINDS,
  VENDOR_WALLET_TYPES,
  type BoVendor,
  type BoVendorCreate,
  type BoVendorSecret,
  type BoVendorUpdate,
} from '@pkg/contracts/catalog-desk';
import { GAME_TYPES } from '@pkg/contracts/game-types';
import { Check, EditForm, FailAlert, Field, StatusNote } from '../../components/desk-ui';
import { catalogKeys, fetchVendors, rotateVendorSecret, saveVendor } from '../../api/catalog';
import { checked, field, whole } from './catalog-form';
import { useCatalogEditor } from './catalog-editor';

/** A brand's vendors: the list, a form to add or edit one, and the wallet secret's rotation (shown once). */
export function VendorsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<BoVendorSecret | null>(null);
  const vendors = useQuery({
    queryKey: catalogKeys.vendors(brandId),
    queryFn: () => fetchVendors(brandId),
  });
  const { editing, setEditing, edit, notice, setNotice, formError, setFormError, save } = useCatalogEditor<
    BoVendor,
    { code: string | null; body: BoVendorCreate | BoVendorUpdate },
    BoVendor
  >(
    (call) => saveVendor(call.code, call.body),
    (vendor) => t('boCatalog.vendors.saved', { name: vendor.displayName }),
  );
  const rotate = useMutation({
    mutationFn: (code: string) => rotateVendorSecret(brandId, code),
    onSuccess: (value) => {
      setSecret(value);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const sort = whole(form, 'sort');
    if (sort === null) return setFormError(t('boCatalog.wholeNumber', { field: t('boCatalog.vendors.sort') }));
    setFormError('');
    setNotice('');
    const body = {
      brandId,
      displayName: field(form, 'displayName'),
      vassalage: field(form, 'vassalage') || undefined,
      gameType: field(form, 'gameType') as BoVendor['gameType'],
      logoUrl: field(form, 'logoUrl'),
      launchUrl: field(form, 'launchUrl'),
      launchUrl2: field(form, 'launchUrl2'),
      walletType: field(form, 'walletType') as BoVendor['walletType'],
      isGame: field(form, 'isGame') as BoVendor['isGame'],
      isHot: checked(form, 'isHot'),
      enabled: checked(form, 'enabled'),
      maintenance: checked(form, 'maintenance'),
      sort,
    };
    if (editing === 'new') save.mutate({ code: null, body: { ...body, vendorCode: field(form, 'vendorCode') } });
    else if (editing) save.mutate({ code: editing.vendorCode, body });
  }

  function rotateSecret(vendor: BoVendor) {
    if (!window.confirm(t('boCatalog.vendors.rotateConfirm', { code: vendor.vendorCode }))) return;
    setSecret(null);
    rotate.mutate(vendor.vendorCode);
  }

  const current = editing !== 'new' ? editing : null;
  return (
    <section aria-label={t('boCatalog.tabs.vendors')}>
      <StatusNote text={notice} />
      {secret && (
        <div className="bo-catalog-secret" role="alert">
          <strong>{t('boCatalog.vendors.secretTitle', { code: secret.vendorCode })}</strong>
          <code>{secret.secret}</code>
          <p>{t('boCatalog.vendors.secretOnce')}</p>
          <button type="button" onClick={() => setSecret(null)}>
            {t('boCatalog.vendors.secretDone')}
          </button>
        </div>
      )}
      <FailAlert of={rotate} />
      {canManage && editing === null && (
        <button type="button" onClick={() => edit('new')}>
          {t('boCatalog.vendors.new')}
        </button>
      )}
      {editing !== null && (
        <EditForm
          key={current?.vendorCode ?? 'new'}
          ns="boCatalog"
          title={current ? `${t('boCatalog.vendors.edit')}: ${current.vendorCode}` : t('boCatalog.vendors.new')}
          save={save}
          invalid={formError}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        >
          {!current && <Field label={t('boCatalog.vendors.code')} name="vendorCode" required maxLength={32} pattern="[A-Za-z0-9_]{2,32}" />}
          <Field
            label={t('boCatalog.vendors.name')}
            name="displayName"
            required
            maxLength={100}
            defaultValue={current?.displayName ?? ''}
          />
          <label>
            {t('boCatalog.vendors.type')}
            <select name="gameType" defaultValue={current?.gameType ?? 'RNG'}>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`nav.types.${type}`)} ({type})
                </option>
              ))}
            </select>
          </label>
          <Field label={t('boCatalog.vendors.vassalage')} name="vassalage" maxLength={32} defaultValue={current?.vassalage ?? ''} />
          <label>
            {t('boCatalog.vendors.kind')}
            <select name="isGame" defaultValue={current?.isGame ?? 'VASSALAGE'}>
              {VENDOR_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`boCatalog.vendors.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <Field label={t('boCatalog.vendors.logo')} name="logoUrl" maxLength={500} defaultValue={current?.logoUrl ?? ''} />
          {(['launchUrl', 'launchUrl2'] as const).map((name) => (
            <Field
              key={name}
              label={t(`boCatalog.vendors.${name}`)}
              name={name}
              maxLength={500}
              defaultValue={current?.[name] ?? ''}
              aria-describedby="bo-catalog-launch-hint"
            />
          ))}
          <p id="bo-catalog-launch-hint" className="bo-note">
            {t('boCatalog.vendors.launchHint')}
          </p>
          <label>
            {t('boCatalog.vendors.walletType')}
            <select name="walletType" defaultValue={current?.walletType ?? 'seamless'}>
              {VENDOR_WALLET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`boCatalog.vendors.walletTypes.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <Field label={t('boCatalog.vendors.sort')} name="sort" inputMode="numeric" required defaultValue={String(current?.sort ?? 0)} />
          <Check label={t('boCatalog.on')} name="enabled" defaultChecked={current?.enabled ?? true} />
          <Check label={t('boCatalog.maintenance')} name="maintenance" defaultChecked={current?.maintenance ?? false} />
          <Check label={t('boCatalog.hot')} name="isHot" defaultChecked={current?.isHot ?? false} />
        </EditForm>
      )}
      <FailAlert of={vendors} />
      {vendors.data && (
        <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boCatalog.tabs.vendors')}>
          <table className="bo-table bo-stack">
            <thead>
              <tr>
                <th scope="col">{t('boCatalog.vendors.code')}</th>
                <th scope="col">{t('boCatalog.vendors.name')}</th>
                <th scope="col">{t('boCatalog.vendors.type')}</th>
                <th scope="col">{t('boCatalog.vendors.walletType')}</th>
                <th scope="col">{t('boCatalog.state')}</th>
                <th scope="col">{t('boCatalog.vendors.games')}</th>
                <th scope="col">{t('boCatalog.vendors.secret')}</th>
                {canManage && <th scope="col">{t('boCatalog.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {vendors.data.list.map((vendor) => (
                <tr key={vendor.vendorCode} className={vendor.enabled ? undefined : 'bo-catalog-off'}>
                  <td data-label={t('boCatalog.vendors.code')}>{vendor.vendorCode}</td>
                  <td data-label={t('boCatalog.vendors.name')}>{vendor.displayName}</td>
                  <td data-label={t('boCatalog.vendors.type')}>{t(`nav.types.${vendor.gameType}`)}</td>
                  <td data-label={t('boCatalog.vendors.walletType')}>{t(`boCatalog.vendors.walletTypes.${vendor.walletType}`)}</td>
                  <td data-label={t('boCatalog.state')}>
                    {vendor.enabled ? t('boCatalog.on') : t('boCatalog.off')}
                    {vendor.maintenance && ` · ${t('boCatalog.maintenance')}`}
                  </td>
                  <td data-label={t('boCatalog.vendors.games')} className="bo-number">
                    {vendor.gameCount}
                  </td>
                  <td data-label={t('boCatalog.vendors.secret')}>
                    {vendor.hasWalletSecret ? t('boCatalog.vendors.secretSet') : t('boCatalog.vendors.secretNone')}
                  </td>
                  {canManage && (
                    <td data-label={t('boCatalog.actions')}>
                      <div className="bo-actions">
                        <button type="button" className="bo-secondary" onClick={() => edit(vendor)}>
                          {t('boCatalog.edit')}
                        </button>
                        <button type="button" className="bo-danger" disabled={rotate.isPending} onClick={() => rotateSecret(vendor)}>
                          {t('boCatalog.vendors.rotate')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
