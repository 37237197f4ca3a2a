import { useTranslation } from 'react-i18next';
import { RG_PERIODS } from '@pkg/contracts/responsible-gaming';
import { AmountField, BrandPart, BrandSectionForm, fieldText, majorOf, minorOrTyped, type BrandSectionProps } from './brand-section';

/**
 * The brand's money rules: the largest single reward, the deposit limits every player is held to,
 * and how long a deposit or withdrawal may wait for a decision before the dashboard calls it late.
 */
export function BrandLimits({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  return (
    <BrandSectionForm
      title={t('boBrand.sections.limits')}
      view={view}
      canManage={canManage}
      build={(form) => ({
        maxRewardMinor: minorOrTyped(view, fieldText(form, 'maxReward')),
        // Every period is sent: an empty field removes that period's limit.
        depositLimits: Object.fromEntries(RG_PERIODS.map((period) => [period, minorOrTyped(view, fieldText(form, `deposit-${period}`))])),
        paymentWaitAlertMinutes: Number(fieldText(form, 'waitMinutes')),
      })}
    >
      <BrandPart title={t('boBrand.rewards.title')} note={t('boBrand.rewards.note')}>
        <AmountField
          label={t('boBrand.rewards.maxReward', { currency: view.currency.code })}
          name="maxReward"
          value={majorOf(view, view.maxRewardMinor)}
        />
      </BrandPart>
      <BrandPart title={t('boBrand.rg.title')} note={t('boBrand.rg.note')}>
        {RG_PERIODS.map((period) => (
          <AmountField
            key={period}
            label={t(`boBrand.rg.${period}`, { currency: view.currency.code })}
            name={`deposit-${period}`}
            value={majorOf(view, view.depositLimits[period])}
          />
        ))}
      </BrandPart>
      <BrandPart title={t('boBrand.alerts.title')} note={t('boBrand.alerts.note')}>
        <label>
          {t('boBrand.alerts.waitMinutes')}
          <input name="waitMinutes" type="number" min={1} max={1440} step={1} required defaultValue={view.paymentWaitAlertMinutes} />
        </label>
      </BrandPart>
    </BrandSectionForm>
  );
}
