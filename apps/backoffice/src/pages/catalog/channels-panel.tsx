import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoChannel, BoChannelCreate, BoChannelUpdate } from '@pkg/contracts/catalog-desk';
import { DEPOSIT_CHANNEL_KINDS, type DepositChannelKind } from '@pkg/contracts/deposit-rules';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { formatMinor, parseMajorInput } from '@pkg/money/money';
import { Check, EditForm, FailAlert, Field, StatusNote } from '../../components/desk-ui';
import { catalogKeys, fetchChannels, saveChannel } from '../../api/catalog';
import { checked, field, whole } from './catalog-form';
import { useCatalogEditor } from './catalog-editor';

/** A brand's deposit channels: the list with limits, a switch per row, a form to add or edit one. */
export function ChannelsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DepositChannelKind>('manual');
  const channels = useQuery({
    queryKey: catalogKeys.channels(brandId),
    queryFn: () => fetchChannels(brandId),
  });
  const { editing, setEditing, edit, notice, setNotice, formError, setFormError, save } = useCatalogEditor<
    BoChannel,
    { code: string | null; body: BoChannelCreate | BoChannelUpdate },
    BoChannel
  >(
    (call) => saveChannel(call.code, call.body),
    (channel) => t('boCatalog.channels.saved', { name: channel.displayName }),
  );

  const digits = channels.data?.minorDigits ?? 2;
  const currency = (code: string) => ({ code, symbol: code, minorDigits: digits });
  const money = (minor: string, code: string) => `${formatMinor(BigInt(minor), currency(code))} ${code}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const min = parseMajorInput(field(form, 'min'), currency(''));
    const max = parseMajorInput(field(form, 'max'), currency(''));
    const expiryMinutes = whole(form, 'expiryMinutes');
    const sortOrder = whole(form, 'sortOrder');
    if (min === null || max === null || min <= 0n || max <= 0n) return setFormError(t('boCatalog.channels.amountInvalid', { digits }));
    if (expiryMinutes === null) return setFormError(t('boCatalog.wholeNumber', { field: t('boCatalog.channels.expiry') }));
    if (sortOrder === null) return setFormError(t('boCatalog.wholeNumber', { field: t('boCatalog.channels.sort') }));
    setFormError('');
    setNotice('');
    const channelKind = editing === 'new' ? kind : (editing?.kind ?? kind);
    const instructions = Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, field(form, `instructions-${language}`)]));
    const body = {
      brandId,
      displayName: field(form, 'displayName'),
      minAmountMinor: min.toString(),
      maxAmountMinor: max.toString(),
      expiryMinutes,
      sortOrder,
      enabled: checked(form, 'enabled'),
      instructions,
      ...(channelKind === 'manual'
        ? {
            provider: field(form, 'provider'),
            accountName: field(form, 'accountName'),
            accountNumber: field(form, 'accountNumber'),
            qrImageUrl: field(form, 'qrImageUrl'),
          }
        : { gateway: field(form, 'gateway') }),
    };
    if (editing === 'new') save.mutate({ code: null, body: { ...body, code: field(form, 'code'), kind } });
    else if (editing) save.mutate({ code: editing.code, body });
  }

  function toggle(channel: BoChannel) {
    setNotice('');
    save.mutate({ code: channel.code, body: { brandId, enabled: !channel.enabled } });
  }

  const current = editing !== 'new' ? editing : null;
  const text = (key: string) => t(`boCatalog.channels.${key}`);
  const formKind = current?.kind ?? kind;
  const major = (minor: string | undefined) => (minor === undefined ? '' : formatMinor(BigInt(minor), currency('')).replaceAll(',', ''));
  return (
    <section aria-label={t('boCatalog.tabs.channels')}>
      <StatusNote text={notice} />
      {editing === null && <FailAlert of={save} />}
      {canManage && editing === null && (
        <button type="button" onClick={() => edit('new')}>
          {t('boCatalog.channels.new')}
        </button>
      )}
      {editing !== null && (
        <EditForm
          key={current?.code ?? `new-${kind}`}
          ns="boCatalog"
          title={current ? `${t('boCatalog.channels.edit')}: ${current.code}` : t('boCatalog.channels.new')}
          save={save}
          invalid={formError}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        >
          {!current && (
            <>
              <Field label={text('code')} name="code" required maxLength={32} pattern="[a-z0-9][a-z0-9_\-]{1,31}" />
              <label>
                {t('boCatalog.channels.kind')}
                <select value={kind} onChange={(event) => setKind(event.target.value as DepositChannelKind)}>
                  {DEPOSIT_CHANNEL_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {t(`boCatalog.channels.kinds.${value}`)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          <Field label={text('name')} name="displayName" required maxLength={60} defaultValue={current?.displayName ?? ''} />
          <Field label={text('min')} name="min" required inputMode="decimal" maxLength={20} defaultValue={major(current?.minAmountMinor)} />
          <Field label={text('max')} name="max" required inputMode="decimal" maxLength={20} defaultValue={major(current?.maxAmountMinor)} />
          <Field
            label={text('expiry')}
            name="expiryMinutes"
            required
            inputMode="numeric"
            defaultValue={String(current?.expiryMinutes ?? 30)}
          />
          <Field label={text('sort')} name="sortOrder" required inputMode="numeric" defaultValue={String(current?.sortOrder ?? 0)} />
          {formKind === 'manual' ? (
            <>
              <Field label={text('provider')} name="provider" required maxLength={60} defaultValue={current?.payTo?.provider ?? ''} />
              <Field
                label={text('accountName')}
                name="accountName"
                required
                maxLength={80}
                defaultValue={current?.payTo?.accountName ?? ''}
              />
              <Field
                label={text('accountNumber')}
                name="accountNumber"
                required
                maxLength={64}
                defaultValue={current?.payTo?.accountNumber ?? ''}
              />
              <Field label={text('qr')} name="qrImageUrl" maxLength={500} defaultValue={current?.payTo?.qrImageUrl ?? ''} />
            </>
          ) : (
            <label>
              {t('boCatalog.channels.gateway')}
              <select name="gateway" defaultValue={current?.gateway ?? 'sandbox'}>
                <option value="sandbox">{t('boCatalog.channels.gateways.sandbox')}</option>
              </select>
            </label>
          )}
          <fieldset className="bo-catalog-langs">
            <legend>{t('boCatalog.channels.instructions')}</legend>
            {SHIPPED_LANGUAGES.map((language) => (
              <label key={language}>
                {language}
                <textarea name={`instructions-${language}`} maxLength={1000} defaultValue={current?.instructions[language] ?? ''} />
              </label>
            ))}
          </fieldset>
          <Check label={t('boCatalog.on')} name="enabled" defaultChecked={current?.enabled ?? true} />
        </EditForm>
      )}
      <FailAlert of={channels} />
      {channels.data && (
        <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boCatalog.tabs.channels')}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('boCatalog.channels.code')}</th>
                <th scope="col">{t('boCatalog.channels.name')}</th>
                <th scope="col">{t('boCatalog.channels.kind')}</th>
                <th scope="col">{t('boCatalog.channels.limits')}</th>
                <th scope="col">{t('boCatalog.channels.expiry')}</th>
                <th scope="col">{t('boCatalog.channels.payTo')}</th>
                <th scope="col">{t('boCatalog.state')}</th>
                {canManage && <th scope="col">{t('boCatalog.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {channels.data.list.map((channel) => (
                <tr key={channel.code} className={channel.enabled ? undefined : 'bo-catalog-off'}>
                  <td>{channel.code}</td>
                  <td>{channel.displayName}</td>
                  <td>{t(`boCatalog.channels.kinds.${channel.kind}`)}</td>
                  <td className="bo-number">
                    {money(channel.minAmountMinor, channel.currency)} – {money(channel.maxAmountMinor, channel.currency)}
                  </td>
                  <td className="bo-number">{channel.expiryMinutes}</td>
                  <td>{channel.payTo ? `${channel.payTo.provider} · ${channel.payTo.accountNumber}` : channel.gateway}</td>
                  <td>{channel.enabled ? t('boCatalog.on') : t('boCatalog.off')}</td>
                  {canManage && (
                    <td>
                      <div className="bo-actions">
                        <button type="button" className="bo-secondary" disabled={save.isPending} onClick={() => toggle(channel)}>
                          {channel.enabled ? t('boCatalog.switchOff') : t('boCatalog.switchOn')}
                        </button>
                        <button type="button" className="bo-secondary" onClick={() => edit(channel)}>
                          {t('boCatalog.edit')}
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
