import { useTranslation } from 'react-i18next';
import type { BoFieldRule } from '@pkg/contracts/brand-settings';
import { PATTERN_IDS } from '@pkg/contracts/validation-patterns';
import { BrandSectionForm, fieldText, type BrandSectionProps } from './brand-section';

/** Which registration fields the site asks for, which are required, and the pattern and lengths each is checked against. */
export function BrandRegistration({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  const label = (field: string, column: string) => `${field} ${t(`boBrand.fields.${column}`)}`;
  return (
    <BrandSectionForm
      title={t('boBrand.sections.registration')}
      view={view}
      canManage={canManage}
      wide
      build={(form) => ({
        registerFields: Object.fromEntries(
          Object.keys(view.registerFields).map((field) => [
            field,
            {
              enabled: form.get(`on-${field}`) === 'on',
              required: form.get(`req-${field}`) === 'on',
              // The select offers PATTERN_IDS only; the server checks the id again.
              patternId: fieldText(form, `pat-${field}`) as BoFieldRule['patternId'],
              minLength: Number(fieldText(form, `min-${field}`)),
              maxLength: Number(fieldText(form, `max-${field}`)),
            } satisfies BoFieldRule,
          ]),
        ),
      })}
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
                  <input type="checkbox" name={`on-${field}`} defaultChecked={rule.enabled} aria-label={label(field, 'enabled')} />
                </td>
                <td>
                  <input type="checkbox" name={`req-${field}`} defaultChecked={rule.required} aria-label={label(field, 'required')} />
                </td>
                <td>
                  <select name={`pat-${field}`} defaultValue={rule.patternId} aria-label={label(field, 'pattern')}>
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
                    aria-label={label(field, 'min')}
                  />
                </td>
                <td>
                  <input
                    name={`max-${field}`}
                    type="number"
                    min={1}
                    max={255}
                    defaultValue={rule.maxLength}
                    aria-label={label(field, 'max')}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BrandSectionForm>
  );
}
