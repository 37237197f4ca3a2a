import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalSettings } from '@pkg/contracts/withdrawals';
import { BoError } from '../../lib/api';
import { fetchWithdrawalSettings, financeKeys, saveWithdrawalSettings } from '../../api/finance';

/** A brand's withdrawal rules: limits (in minor units, as the ledger keeps them), the confirmation window, payout accounts per player. */
export function WithdrawalSettingsForm({ brands }: { brands: { id: string; code: string }[] }) {
  const { t } = useTranslation();
  const [brandId, setBrandId] = useState(brands[0]?.id ?? '');
  const settings = useQuery({
    queryKey: financeKeys.withdrawalSettings(brandId),
    queryFn: () => fetchWithdrawalSettings(brandId),
    enabled: brandId !== '',
  });
  const [form, setForm] = useState<WithdrawalSettings | null>(null);
  useEffect(() => {
    if (settings.data) setForm(settings.data);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: saveWithdrawalSettings,
    onSuccess: (saved) => setForm(saved),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (form) save.mutate(form);
  }
  const set = (patch: Partial<WithdrawalSettings>) => setForm((previous) => (previous ? { ...previous, ...patch } : previous));
  return (
    <details className="bo-panel">
      <summary>{t('boConsole.withdrawals.settings.title')}</summary>
      <form className="bo-filters" onSubmit={submit}>
        <label>
          {t('boConsole.finance.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.code}
              </option>
            ))}
          </select>
        </label>
        {form && (
          <>
            <label>
              {t('boConsole.withdrawals.settings.min')}
              <input
                inputMode="numeric"
                value={form.minAmountMinor}
                onChange={(event) => set({ minAmountMinor: event.target.value.trim() })}
              />
            </label>
            <label>
              {t('boConsole.withdrawals.settings.max')}
              <input
                inputMode="numeric"
                value={form.maxAmountMinor}
                onChange={(event) => set({ maxAmountMinor: event.target.value.trim() })}
              />
            </label>
            <label>
              {t('boConsole.withdrawals.settings.minutes')}
              <input
                type="number"
                min={1}
                max={43200}
                value={form.autoReceiveMinutes}
                onChange={(event) => set({ autoReceiveMinutes: Number(event.target.value) })}
              />
            </label>
            <label>
              {t('boConsole.withdrawals.settings.accounts')}
              <input
                type="number"
                min={1}
                max={20}
                value={form.maxPayoutAccounts}
                onChange={(event) => set({ maxPayoutAccounts: Number(event.target.value) })}
              />
            </label>
            <button type="submit" disabled={save.isPending}>
              {t('boConsole.withdrawals.settings.save')}
            </button>
          </>
        )}
      </form>
      <p className="bo-note">{t('boConsole.withdrawals.settings.minorNote')}</p>
      {save.isSuccess && <p role="status">{t('boConsole.withdrawals.settings.saved')}</p>}
      {save.error && (
        <p className="bo-error" role="alert">
          {save.error instanceof BoError ? save.error.message : t('boConsole.networkError')}
        </p>
      )}
    </details>
  );
}
