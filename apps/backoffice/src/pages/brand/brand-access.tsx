import { useTranslation } from 'react-i18next';
import { BrandSectionForm, fieldList, fieldText, type BrandSectionProps } from './brand-section';

/** Who may reach the site (blocked countries and address ranges), with what is set elsewhere shown read-only. */
export function BrandAccess({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <BrandSectionForm
        title={t('boBrand.sections.access')}
        view={view}
        canManage={canManage}
        build={(form) => ({
          blockedCountries: fieldList(fieldText(form, 'countries').toUpperCase()),
          blockedIpRanges: fieldList(fieldText(form, 'ranges')),
        })}
      >
        <label>
          {t('boBrand.access.countries')}
          <input name="countries" defaultValue={view.blockedCountries.join(' ')} placeholder="US CN" />
        </label>
        <label>
          {t('boBrand.access.ranges')}
          <textarea name="ranges" rows={3} defaultValue={view.blockedIpRanges.join('\n')} />
        </label>
      </BrandSectionForm>
      {/* Set by the operator CLI, not here: shown so the desk tells the whole story. */}
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
    </>
  );
}
