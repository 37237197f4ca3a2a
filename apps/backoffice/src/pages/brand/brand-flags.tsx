import { useTranslation } from 'react-i18next';
import { FEATURE_FLAGS } from '@pkg/contracts/feature-flags';
import { BrandSectionForm, type BrandSectionProps } from './brand-section';

/** The brand's feature flags, each named and explained in the operator's language. */
export function BrandFlags({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  return (
    <BrandSectionForm
      title={t('boBrand.sections.flags')}
      view={view}
      canManage={canManage}
      build={(form) => ({ flags: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, form.get(`flag-${flag}`) === 'on'])) })}
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
    </BrandSectionForm>
  );
}
