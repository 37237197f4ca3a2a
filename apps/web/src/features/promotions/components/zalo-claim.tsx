import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { promotionRules, zaloNumber, type PromotionDetail } from '@pkg/contracts/promotions';
import { ApiError } from '../../../lib/api-client';
import { claimZaloReward, MINE_KEY } from '../api/promotions-api';
import { failureText } from '../failure';

/**
 * Claiming a Zalo reward (decision 075): what to do, in order — follow the brand's Zalo official
 * account (its link opens Zalo), type the Zalo number that follows it — and a claim staff then
 * confirm among the account's followers before the reward reaches the reward centre. The number is
 * checked here as the server checks it (contracts' zaloNumber) and again there.
 */
export function ZaloClaim({ promotion, onAsk }: { promotion: PromotionDetail; onAsk: (run: () => void) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [zalo, setZalo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rules = promotionRules.zalo.safeParse(promotion.rules);
  const send = useMutation({
    mutationFn: (number: string) => claimZaloReward(promotion.id, number),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MINE_KEY] }),
    onError: (error) => {
      if (error instanceof ApiError && error.details.field === 'zalo') setProblem(t('promotions.zalo.numberInvalid'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zaloNumber.safeParse(zalo);
    if (!parsed.success) {
      setProblem(t(zalo.trim() === '' ? 'promotions.zalo.numberRequired' : 'promotions.zalo.numberInvalid'));
      return;
    }
    setProblem(null);
    onAsk(() => send.mutate(parsed.data));
  }

  const serverFailure = send.isError && !(send.error instanceof ApiError && send.error.details.field === 'zalo');
  return (
    <form className="promo-zalo" onSubmit={submit} noValidate data-testid="zalo-claim">
      <ol className="promo-zalo__steps">
        <li>
          {t('promotions.zalo.stepFollow')}{' '}
          {rules.success && (
            <a href={rules.data.oaUrl} target="_blank" rel="noopener noreferrer">
              {t('promotions.zalo.openOa')}
            </a>
          )}
        </li>
        <li>{t('promotions.zalo.stepNumber')}</li>
        <li>{t('promotions.zalo.stepConfirm')}</li>
      </ol>
      <div className="field">
        <label className="field__label" htmlFor="promo-zalo-number">
          {t('promotions.zalo.number')}
        </label>
        <input
          id="promo-zalo-number"
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={24}
          value={zalo}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'promo-zalo-error' : 'promo-zalo-hint'}
          onChange={(event) => setZalo(event.target.value)}
        />
        {problem ? (
          <p className="field__error" id="promo-zalo-error" role="alert">
            {problem}
          </p>
        ) : (
          <p className="field__hint" id="promo-zalo-hint">
            {t('promotions.zalo.numberHint')}
          </p>
        )}
      </div>
      {serverFailure && (
        <p className="form-error" role="alert">
          {failureText(t, send.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('promotions.zalo.claim')}
      </button>
    </form>
  );
}
