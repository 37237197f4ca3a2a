import { useTranslation } from 'react-i18next';
import { BrandPart, BrandSectionForm, fieldText, type BrandSectionProps } from './brand-section';

const RESOURCE_TYPES = ['IOS', 'ANDROID', 'IOS_LITE'] as const;
const SERVICE_KINDS = ['livechat', 'telegram', 'email', 'phone', 'whatsapp', 'viber'] as const;
/** Empty rows under the stored contacts, to add new ones; a row without an address is dropped. */
const EXTRA_CONTACT_ROWS = 2;

/** How players reach customer service, and the app downloads the site offers. */
export function BrandService({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  const rows = [...view.serviceLinks, ...Array.from({ length: EXTRA_CONTACT_ROWS }, () => null)];
  return (
    <BrandSectionForm
      title={t('boBrand.sections.service')}
      view={view}
      canManage={canManage}
      build={(form) => ({
        serviceLinks: rows
          .map((_, row) => ({
            kind: fieldText(form, `kind-${row}`) as (typeof SERVICE_KINDS)[number],
            label: fieldText(form, `label-${row}`),
            url: fieldText(form, `url-${row}`),
          }))
          .filter((link) => link.url !== ''),
        resources: RESOURCE_TYPES.map((type) => ({
          resourceType: type,
          url: fieldText(form, `dl-url-${type}`),
          qrCodeUrl: fieldText(form, `dl-qr-${type}`),
          labelNameEn: fieldText(form, `dl-label-${type}`),
        })).filter((resource) => resource.url !== ''),
      })}
    >
      <BrandPart title={t('boBrand.contacts.title')}>
        <p className="bo-note">{t('boBrand.contacts.hint')}</p>
        {rows.map((link, row) => (
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
      </BrandPart>
      <BrandPart title={t('boBrand.downloads.title')}>
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
      </BrandPart>
    </BrandSectionForm>
  );
}
