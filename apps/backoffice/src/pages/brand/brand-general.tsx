import { useTranslation } from 'react-i18next';
import { FIRST_LOGIN_ACTIONS, type FirstLoginAction } from '@pkg/contracts/first-login';
import { BrandPart, BrandSectionForm, fieldText, type BrandSectionProps } from './brand-section';

/** The brand's name, logo, status, legal age, domains and currency, and what players see after their first login. */
export function BrandGeneral({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  return (
    <BrandSectionForm
      title={t('boBrand.sections.general')}
      view={view}
      canManage={canManage}
      build={(form) => ({
        name: fieldText(form, 'name'),
        logoUrl: fieldText(form, 'logoUrl'),
        systemStatus: Number(form.get('systemStatus')) as 0 | 1 | 2,
        legalAge: Number(fieldText(form, 'legalAge')),
        ...(fieldText(form, 'addDomain') ? { addDomains: [fieldText(form, 'addDomain').toLowerCase()] } : {}),
        firstLoginAction: String(form.get('firstLoginAction')) as FirstLoginAction,
      })}
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
      <BrandPart title={t('boBrand.firstLogin.title')} note={t('boBrand.firstLogin.note')}>
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
      </BrandPart>
    </BrandSectionForm>
  );
}
