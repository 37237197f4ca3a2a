import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoBrandSettingsChange, BoBrandView, BoFieldRule } from '@pkg/contracts/brand-settings';
import { FEATURE_FLAGS } from '@pkg/contracts/feature-flags';
import { FIRST_LOGIN_ACTIONS, type FirstLoginAction } from '@pkg/contracts/first-login';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import type { StaffMe } from '@pkg/contracts/staff';
import { RG_PERIODS } from '@pkg/contracts/responsible-gaming';
import { PATTERN_IDS } from '@pkg/contracts/validation-patterns';
import { formatMinor, parseMajorInput } from '@pkg/money/money';
import { bo, errorOf } from '../../lib/api';
import './brand.css';

const THEME_KEYS = ['primary', 'primaryContrast', 'accent', 'background', 'surface', 'text', 'muted'] as const;
const RESOURCE_TYPES = ['IOS', 'ANDROID', 'IOS_LITE'] as const;
const SERVICE_KINDS = ['livechat', 'telegram', 'email', 'phone', 'whatsapp', 'viber'] as const;
const SOCIAL = ['telegram', 'facebook', 'youtube'] as const;
const EXTRA_CONTACT_ROWS = 2;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const list = (value: string) => value.split(/[\s,]+/).filter((item) => item !== '');

/**
 * The brand settings desk (decision 039): the brand's name, logo, status and rules, its look,
 * languages, links, about text, downloads, customer service, registration fields and flags. Each
 * section saves on its own through brand-admin's checks; the site shows a saved change on its next
 * call. brands.read sees everything; only brands.manage (owners) can save.
 */
export function BrandPage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const queryClient = useQueryClient();
  const canManage = me.permissions.includes('brands.manage');
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [notice, setNotice] = useState('');
  const [saves, setSaves] = useState(0);
  const key = ['bo', 'brand', brandId];
  const brand = useQuery({
    queryKey: key,
    queryFn: () => bo<BoBrandView>(`${BO_API.brandSettings}?brandId=${brandId}`),
    enabled: brandId !== '',
  });
  const save = useMutation({
    mutationFn: (settings: BoBrandSettingsChange) => bo<BoBrandView>(BO_API.brandSettings, { method: 'POST', body: { brandId, settings } }),
    onSuccess: (value) => {
      setNotice(t('boBrand.saved'));
      setSaves((count) => count + 1);
      queryClient.setQueryData(key, value);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>, build: (form: FormData) => BoBrandSettingsChange) {
    event.preventDefault();
    setNotice('');
    save.mutate(build(new FormData(event.currentTarget)));
  }

  const view = brand.data;
  // Amounts are typed in major units and sent in minor units; empty is none (null). What does not
  // parse goes as typed, and the server's check names it.
  const minorOrTyped = (typed: string) => {
    if (typed === '' || !view) return null;
    return parseMajorInput(typed, view.currency)?.toString() ?? typed;
  };
  const majorOf = (minor: string | null) => (minor === null || !view ? '' : formatMinor(BigInt(minor), view.currency).replaceAll(',', ''));
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('boBrand.title')}</h1>
      <p className="bo-note">{canManage ? t('boBrand.intro') : t('boBrand.readOnly')}</p>
      {me.brands.length > 1 && (
        <label className="bo-filters">
          {t('boBrand.brand')}
          <select
            value={brandId}
            onChange={(event) => {
              setNotice('');
              save.reset();
              setBrandId(event.target.value);
            }}
          >
            {me.brands.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.code})
              </option>
            ))}
          </select>
        </label>
      )}
      {brand.isError && (
        <p className="bo-error" role="alert">
          {errorOf(brand.error)}
        </p>
      )}
      {notice && (
        <p className="bo-note" role="status">
          {notice}
        </p>
      )}
      {save.isError && (
        <p className="bo-error" role="alert">
          {errorOf(save.error)}
        </p>
      )}
      {view && (
        // Re-mounted after each save, so the forms show what is stored (the about text as sanitised).
        <div key={`${view.brandId}-${saves}`} className="brand-sections">
          <Section
            title={t('boBrand.general.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                name: text(form, 'name'),
                logoUrl: text(form, 'logoUrl'),
                systemStatus: Number(form.get('systemStatus')) as 0 | 1 | 2,
                legalAge: Number(text(form, 'legalAge')),
                ...(text(form, 'addDomain') ? { addDomains: [text(form, 'addDomain').toLowerCase()] } : {}),
              }))
            }
          >
            <label>
              {t('boBrand.general.name')}
              <input name="name" defaultValue={view.name} required maxLength={80} />
            </label>
            <label>
              {t('boBrand.general.logo')}
              <input name="logoUrl" defaultValue={view.logoUrl} required maxLength={500} />
            </label>
            <label>
              {t('boBrand.general.status')}
              <select name="systemStatus" defaultValue={view.systemStatus}>
                {[0, 1, 2].map((status) => (
                  <option key={status} value={status}>
                    {t(`boBrand.general.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('boBrand.general.legalAge')}
              <input name="legalAge" type="number" min={16} max={25} defaultValue={view.legalAge} required />
            </label>
            <p className="bo-note">
              {t('boBrand.general.domains')}: {view.domains.map((domain) => domain.domain + (domain.primary ? ' ★' : '')).join(', ')}
            </p>
            <label>
              {t('boBrand.general.addDomain')}
              <input name="addDomain" maxLength={253} placeholder="play.example.ph" />
            </label>
            <p className="bo-note">
              {t('boBrand.general.currency')}: {view.currency.code} ({view.currency.symbol})
            </p>
          </Section>
          <Section
            title={t('boBrand.rewards.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) => submit(event, (form) => ({ maxRewardMinor: minorOrTyped(text(form, 'maxReward')) }))}
          >
            <AmountField
              label={t('boBrand.rewards.maxReward', { currency: view.currency.code })}
              name="maxReward"
              value={majorOf(view.maxRewardMinor)}
            />
            <p className="bo-note">{t('boBrand.rewards.note')}</p>
          </Section>
          <Section
            title={t('boBrand.firstLogin.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) => submit(event, (form) => ({ firstLoginAction: String(form.get('firstLoginAction')) as FirstLoginAction }))}
          >
            <label>
              {t('boBrand.firstLogin.action')}
              <select name="firstLoginAction" defaultValue={view.firstLoginAction}>
                {FIRST_LOGIN_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {t(`boBrand.firstLogin.actions.${action}`)}
                  </option>
                ))}
              </select>
            </label>
            <p className="bo-note">{t('boBrand.firstLogin.note')}</p>
          </Section>
          <Section
            title={t('boBrand.rg.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                // Every period is sent: an empty field removes that period's limit.
                depositLimits: Object.fromEntries(RG_PERIODS.map((period) => [period, minorOrTyped(text(form, `deposit-${period}`))])),
              }))
            }
          >
            {RG_PERIODS.map((period) => (
              <AmountField
                key={period}
                label={t(`boBrand.rg.${period}`, { currency: view.currency.code })}
                name={`deposit-${period}`}
                value={majorOf(view.depositLimits[period])}
              />
            ))}
            <p className="bo-note">{t('boBrand.rg.note')}</p>
          </Section>

          <Section
            title={t('boBrand.look.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({ theme: Object.fromEntries(THEME_KEYS.map((name) => [name, text(form, name)])) }))
            }
          >
            <div className="brand-colours">
              {THEME_KEYS.map((name) => (
                <label key={name}>
                  {t(`boBrand.look.${name}`)}
                  <input name={name} type="color" defaultValue={view.theme[name]} />
                </label>
              ))}
            </div>
          </Section>

          <Section
            title={t('boBrand.languages.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                languages: SHIPPED_LANGUAGES.filter((language) => form.get(`lang-${language}`) === 'on'),
                defaultLanguage: text(form, 'defaultLanguage') as ShippedLanguage,
              }))
            }
          >
            <fieldset className="bo-choice">
              <legend>{t('boBrand.languages.offered')}</legend>
              {SHIPPED_LANGUAGES.map((language) => (
                <label key={language}>
                  <input type="checkbox" name={`lang-${language}`} defaultChecked={view.languages.includes(language)} />
                  {language}
                </label>
              ))}
            </fieldset>
            <label>
              {t('boBrand.languages.default')}
              <select name="defaultLanguage" defaultValue={view.defaultLanguage}>
                {SHIPPED_LANGUAGES.map((language) => (
                  <option key={language}>{language}</option>
                ))}
              </select>
            </label>
          </Section>

          <Section
            title={t('boBrand.links.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                socialLinks: Object.fromEntries(SOCIAL.map((network) => [network, text(form, network) || null])),
                affiliateUrl: text(form, 'affiliateUrl') || null,
              }))
            }
          >
            {SOCIAL.map((network) => (
              <label key={network}>
                {t(`boBrand.links.${network}`)}
                <input name={network} type="url" defaultValue={view.socialLinks[network] ?? ''} maxLength={500} placeholder="https://" />
              </label>
            ))}
            <label>
              {t('boBrand.links.affiliate')}
              <input name="affiliateUrl" defaultValue={view.affiliateUrl ?? ''} maxLength={500} />
            </label>
          </Section>

          <Section
            title={t('boBrand.about.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                aboutText: Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, text(form, `about-${language}`)])),
              }))
            }
          >
            <p className="bo-note">{t('boBrand.about.hint')}</p>
            {SHIPPED_LANGUAGES.map((language) => (
              <label key={language}>
                {t('boBrand.about.language', { language })}
                <textarea name={`about-${language}`} rows={3} maxLength={4000} defaultValue={view.aboutText[language] ?? ''} />
              </label>
            ))}
          </Section>

          <Section
            title={t('boBrand.contacts.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                serviceLinks: [
                  ...view.serviceLinks.keys(),
                  ...Array.from({ length: EXTRA_CONTACT_ROWS }, (_, extra) => view.serviceLinks.length + extra),
                ]
                  .map((row) => ({
                    kind: text(form, `kind-${row}`) as (typeof SERVICE_KINDS)[number],
                    label: text(form, `label-${row}`),
                    url: text(form, `url-${row}`),
                  }))
                  .filter((link) => link.url !== ''),
              }))
            }
          >
            <p className="bo-note">{t('boBrand.contacts.hint')}</p>
            {[...view.serviceLinks, ...Array.from({ length: EXTRA_CONTACT_ROWS }, () => null)].map((link, row) => (
              <div className="brand-row" key={row}>
                <label>
                  {t('boBrand.contacts.kind')}
                  <select name={`kind-${row}`} defaultValue={link?.kind ?? 'livechat'}>
                    {SERVICE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`boBrand.contacts.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t('boBrand.contacts.label')}
                  <input name={`label-${row}`} defaultValue={link?.label ?? ''} maxLength={80} />
                </label>
                <label>
                  {t('boBrand.contacts.url')}
                  <input name={`url-${row}`} defaultValue={link?.url ?? ''} maxLength={500} />
                </label>
              </div>
            ))}
          </Section>

          <Section
            title={t('boBrand.downloads.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                resources: RESOURCE_TYPES.map((type) => ({
                  resourceType: type,
                  url: text(form, `dl-url-${type}`),
                  qrCodeUrl: text(form, `dl-qr-${type}`),
                  labelNameEn: text(form, `dl-label-${type}`),
                })).filter((resource) => resource.url !== ''),
              }))
            }
          >
            <p className="bo-note">{t('boBrand.downloads.hint')}</p>
            {RESOURCE_TYPES.map((type) => {
              const resource = view.resources.find((row) => row.resourceType === type);
              return (
                <fieldset className="brand-row" key={type}>
                  <legend>{t(`boBrand.downloads.types.${type}`)}</legend>
                  <label>
                    {t('boBrand.downloads.url')}
                    <input name={`dl-url-${type}`} defaultValue={resource?.url ?? ''} maxLength={500} />
                  </label>
                  <label>
                    {t('boBrand.downloads.qr')}
                    <input name={`dl-qr-${type}`} defaultValue={resource?.qrCodeUrl ?? ''} maxLength={500} />
                  </label>
                  <label>
                    {t('boBrand.downloads.label')}
                    <input name={`dl-label-${type}`} defaultValue={resource?.labelNameEn ?? ''} maxLength={40} />
                  </label>
                </fieldset>
              );
            })}
          </Section>

          <Section
            title={t('boBrand.fields.title')}
            canManage={canManage}
            pending={save.isPending}
            wide
            onSubmit={(event) =>
              submit(event, (form) => ({
                registerFields: Object.fromEntries(
                  Object.keys(view.registerFields).map((field) => [
                    field,
                    {
                      enabled: form.get(`on-${field}`) === 'on',
                      required: form.get(`req-${field}`) === 'on',
                      // The select offers PATTERN_IDS only; the server checks the id again.
                      patternId: text(form, `pat-${field}`) as BoFieldRule['patternId'],
                      minLength: Number(text(form, `min-${field}`)),
                      maxLength: Number(text(form, `max-${field}`)),
                    } satisfies BoFieldRule,
                  ]),
                ),
              }))
            }
          >
            <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boBrand.fields.title')}>
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('boBrand.fields.field')}</th>
                    <th scope="col">{t('boBrand.fields.enabled')}</th>
                    <th scope="col">{t('boBrand.fields.required')}</th>
                    <th scope="col">{t('boBrand.fields.pattern')}</th>
                    <th scope="col">{t('boBrand.fields.min')}</th>
                    <th scope="col">{t('boBrand.fields.max')}</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(view.registerFields).map(([field, rule]) => (
                    <tr key={field}>
                      {/* The site's own name for the field, the key beside it for support. */}
                      <th scope="row">
                        {t(`account.fields.${field}`, { defaultValue: field })} <code className="brand-flag-code">{field}</code>
                      </th>
                      <td>
                        <input
                          type="checkbox"
                          name={`on-${field}`}
                          defaultChecked={rule.enabled}
                          aria-label={`${field} ${t('boBrand.fields.enabled')}`}
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          name={`req-${field}`}
                          defaultChecked={rule.required}
                          aria-label={`${field} ${t('boBrand.fields.required')}`}
                        />
                      </td>
                      <td>
                        <select name={`pat-${field}`} defaultValue={rule.patternId} aria-label={`${field} ${t('boBrand.fields.pattern')}`}>
                          {PATTERN_IDS.map((pattern) => (
                            <option key={pattern} value={pattern}>
                              {pattern === 'any'
                                ? t('boBrand.fields.anyPattern')
                                : t(`account.validation.patterns.${pattern}`, { defaultValue: pattern })}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <input
                          name={`min-${field}`}
                          type="number"
                          min={0}
                          max={255}
                          defaultValue={rule.minLength}
                          aria-label={`${field} ${t('boBrand.fields.min')}`}
                        />
                      </td>
                      <td>
                        <input
                          name={`max-${field}`}
                          type="number"
                          min={1}
                          max={255}
                          defaultValue={rule.maxLength}
                          aria-label={`${field} ${t('boBrand.fields.max')}`}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>

          <Section
            title={t('boBrand.flags.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                flags: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, form.get(`flag-${flag}`) === 'on'])),
              }))
            }
          >
            <p className="bo-note">{t('boBrand.flags.hint')}</p>
            <div className="brand-flags">
              {FEATURE_FLAGS.map((flag) => (
                <label key={flag}>
                  <input type="checkbox" name={`flag-${flag}`} defaultChecked={view.flags[flag]} />
                  {/* The operator's words first; the code beside it is what support and the spec call it. */}
                  <span>
                    <strong>{t(`boBrand.flags.names.${flag}`)}</strong> <code className="brand-flag-code">{flag}</code>
                    <small className="brand-flag-help">{t(`boBrand.flags.help.${flag}`)}</small>
                  </span>
                </label>
              ))}
            </div>
          </Section>

          <Section
            title={t('boBrand.access.title')}
            canManage={canManage}
            pending={save.isPending}
            onSubmit={(event) =>
              submit(event, (form) => ({
                blockedCountries: list(text(form, 'countries').toUpperCase()),
                blockedIpRanges: list(text(form, 'ranges')),
              }))
            }
          >
            <label>
              {t('boBrand.access.countries')}
              <input name="countries" defaultValue={view.blockedCountries.join(' ')} placeholder="US CN" />
            </label>
            <label>
              {t('boBrand.access.ranges')}
              <textarea name="ranges" rows={3} defaultValue={view.blockedIpRanges.join('\n')} />
            </label>
          </Section>

          <div className="bo-panel">
            <h2>{t('boBrand.products.title')}</h2>
            <p>
              {t('boBrand.products.off')}: {view.disabledGameTypes.length > 0 ? view.disabledGameTypes.join(', ') : t('boBrand.none')}
            </p>
            <p className="bo-note">{t('boBrand.products.hint')}</p>
          </div>

          <div className="bo-panel">
            <h2>{t('boBrand.signIn.title')}</h2>
            <p>
              {t('boBrand.signIn.firebase')}: {view.firebase ? view.firebase.projectId : t('boBrand.none')}
            </p>
            <p>
              {t('boBrand.signIn.clients')}:{' '}
              {view.signInClients.length > 0
                ? view.signInClients.map((client) => `${client.provider} (${client.clientId})`).join(', ')
                : t('boBrand.none')}
            </p>
            <p className="bo-note">{t('boBrand.signIn.hint')}</p>
          </div>
        </div>
      )}
    </section>
  );
}

/** An amount in major units where empty means no limit. */
function AmountField(props: { label: string; name: string; value: string }) {
  const { t } = useTranslation();
  return (
    <label>
      {props.label}
      <input name={props.name} inputMode="decimal" placeholder={t('boBrand.rewards.noLimit')} defaultValue={props.value} maxLength={24} />
    </label>
  );
}

/** One section of the desk: a form with its own save button; its inputs are read-only without brands.manage. */
function Section(props: {
  title: string;
  canManage: boolean;
  pending: boolean;
  wide?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className={`bo-panel ${props.wide ? 'brand-wide' : 'bo-form'}`} aria-label={props.title} onSubmit={props.onSubmit}>
      <h2>{props.title}</h2>
      <fieldset className="brand-fields" disabled={!props.canManage}>
        {props.children}
      </fieldset>
      {props.canManage && (
        <button type="submit" disabled={props.pending}>
          {t('boBrand.save')}
        </button>
      )}
    </form>
  );
}
