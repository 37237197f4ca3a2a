import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoReferralSettingsValue } from '@pkg/contracts/referral';
import type { Currency } from '@pkg/money/money';
import { BoError } from '../../lib/api';
import { fetchReferralSettings, referralKeys, saveReferralSettings } from '../../api/referral';
import { fieldsOf, rulesOf, type RulesFields } from './rules-form';

type BrandRules = BoReferralSettingsValue['brands'][number];

function BrandRulesForm({ brand, canManage }: { brand: BrandRules; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const currency: Currency = { code: brand.currency, symbol: brand.currency, minorDigits: 2 };
  const [fields, setFields] = useState<RulesFields>(() => fieldsOf(brand.rules, currency));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: saveReferralSettings,
    onSuccess: (value) => queryClient.setQueryData([...referralKeys.all, 'settings'], value),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const rules = rulesOf(fields, currency);
    setInvalid(rules === null);
    if (rules) save.mutate({ ...rules, brandId: brand.brandId });
  }
  const field = (name: Exclude<keyof RulesFields, 'enabled'>, label: string, inputMode: 'decimal' | 'numeric' = 'decimal') => (
    <label>
      {label}
      <input
        name={name}
        inputMode={inputMode}
        value={fields[name]}
        disabled={!canManage}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      />
    </label>
  );
  const values = { currency: brand.currency };
  return (
    <form className="bo-form bo-panel" onSubmit={submit} data-testid={`bo-referral-rules-${brand.brandCode}`}>
      <h2>{t('boReferral.rules.heading', { brand: brand.brandCode })}</h2>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={fields.enabled}
          disabled={!canManage}
          onChange={(event) => setFields({ ...fields, enabled: event.target.checked })}
        />
        {t('boReferral.rules.enabled')}
      </label>
      {field('minDeposit', t('boReferral.rules.minDeposit', values))}
      {field('minValidBet', t('boReferral.rules.minValidBet', values))}
      {field('windowDays', t('boReferral.rules.windowDays'), 'numeric')}
      {field('rewardFixed', t('boReferral.rules.rewardFixed', values))}
      {field('rewardShare', t('boReferral.rules.rewardShare'))}
      {field('shareMax', t('boReferral.rules.shareMax', values))}
      {field('wagering', t('boReferral.rules.wagering'))}
      {field('monthlyCap', t('boReferral.rules.monthlyCap'), 'numeric')}
      {invalid && (
        <p className="bo-error" role="alert">
          {t('boReferral.rules.invalid')}
        </p>
      )}
      {save.isError && (
        <p className="bo-error" role="alert">
          {save.error instanceof BoError && save.error.message ? save.error.message : t('boConsole.loadFailed')}
        </p>
      )}
      {save.isSuccess && !save.isPending && <p role="status">{t('boReferral.rules.saved')}</p>}
      {canManage && (
        <div className="bo-actions">
          <button type="submit" disabled={save.isPending}>
            {t('boReferral.rules.save')}
          </button>
        </div>
      )}
    </form>
  );
}

/** Each brand's rules in scope, one form each (read-only without referral.manage). */
export function RulesPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: referralKeys.settings,
    queryFn: fetchReferralSettings,
  });
  if (settings.isPending) return <p>{t('boConsole.loading')}</p>;
  if (settings.isError)
    return (
      <p className="bo-error">
        {settings.error instanceof BoError && settings.error.message ? settings.error.message : t('boConsole.loadFailed')}
      </p>
    );
  return (
    <div>
      {settings.data.brands.map((brand) => (
        <BrandRulesForm key={brand.brandId} brand={brand} canManage={canManage} />
      ))}
    </div>
  );
}
