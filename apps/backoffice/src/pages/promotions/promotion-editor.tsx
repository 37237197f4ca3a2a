import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoPromotion, BoPromotionInput } from '@pkg/contracts/promotion-desk';
import { PROMOTION_STATES } from '@pkg/contracts/promotion-desk';
import { formatGmt8 } from '@pkg/web-kit/time';
import {
  bodyOf,
  MAX_CHECKIN_DAYS,
  MAX_PRIZES,
  REBATE_GAME_TYPES,
  zaloCapText,
  type FormFailure,
  type PromotionForm,
  type PromotionState,
} from './promotion-form.ts';
import { AmountTokenHint } from '../../components/desk-ui';
import { useEditorForm } from '../../components/editor-form';

const PROBLEM_ID = 'promo-form-problem';

/**
 * The promotion editor: the common fields and the kind's own. A new promotion's kind and brand are
 * chosen once. Typed values are checked here for shape (the field is marked and the problem named);
 * the server checks everything again and its refusal is shown as it says it. Once saved, the
 * content is shown as the server sanitised it.
 */
export function PromotionEditor({
  initial,
  saved,
  justSaved,
  currency,
  canManage,
  saving,
  failure,
  onSave,
  onClose,
}: {
  initial: PromotionForm;
  saved: BoPromotion | null;
  justSaved: boolean;
  /** The brand's currency code, when known. */
  currency: string | null;
  canManage: boolean;
  saving: boolean;
  failure: string | null;
  onSave: (body: BoPromotionInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, set, bad, invalid, submit, text } = useEditorForm<PromotionForm, BoPromotionInput, FormFailure>({
    initial,
    check: (draft) => bodyOf(draft, currency ?? ''),
    onSave,
    problemId: PROBLEM_ID,
  });
  const amountLabel = (key: string) => (currency ? `${t(key)} (${currency})` : t(key));

  let kindFields: ReactNode = null;
  switch (form.kind) {
    case 'apply':
      kindFields = text('maxBonus', amountLabel('boPromotions.form.maxBonus'), { inputMode: 'decimal' });
      break;
    case 'first_deposit':
      kindFields = (
        <>
          {text('percent', t('boPromotions.form.percent'), { inputMode: 'decimal' })}
          {text('maxBonus', amountLabel('boPromotions.form.maxBonus'), { inputMode: 'decimal' })}
          {text('minDeposit', amountLabel('boPromotions.form.minDeposit'), { inputMode: 'decimal' })}
          {text('claimDays', t('boPromotions.form.claimDays'), { inputMode: 'numeric' })}
        </>
      );
      break;
    case 'rebate':
      kindFields = (
        <>
          <fieldset className="promo-rows promo-rates">
            <legend>{t('boPromotions.form.rates')}</legend>
            {REBATE_GAME_TYPES.map((type) => (
              <label key={type}>
                {type}
                <input
                  inputMode="decimal"
                  value={form.rates[type]}
                  onChange={(event) => set('rates', { ...form.rates, [type]: event.target.value })}
                  {...invalid(`rates.${type}`)}
                />
              </label>
            ))}
          </fieldset>
          {text('minRebate', amountLabel('boPromotions.form.minRebate'), { inputMode: 'decimal' })}
          {text('claimDays', t('boPromotions.form.claimDays'), { inputMode: 'numeric' })}
        </>
      );
      break;
    case 'checkin':
      kindFields = (
        <>
          <fieldset className="promo-rows">
            <legend>{amountLabel('boPromotions.form.streakAmounts')}</legend>
            {form.amounts.map((amount, index) => (
              <div className="promo-row" key={index}>
                <label>
                  {t('boPromotions.form.day', { n: index + 1 })}
                  <input
                    inputMode="decimal"
                    value={amount}
                    onChange={(event) =>
                      set(
                        'amounts',
                        form.amounts.map((old, at) => (at === index ? event.target.value : old)),
                      )
                    }
                    {...invalid(`amounts.${index}`)}
                  />
                </label>
                <button
                  type="button"
                  className="bo-secondary"
                  disabled={form.amounts.length === 1}
                  aria-label={t('boPromotions.form.removeDay', { n: index + 1 })}
                  onClick={() =>
                    set(
                      'amounts',
                      form.amounts.filter((_, at) => at !== index),
                    )
                  }
                >
                  {t('boPromotions.form.remove')}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="bo-secondary"
              disabled={form.amounts.length >= MAX_CHECKIN_DAYS}
              onClick={() => set('amounts', [...form.amounts, ''])}
            >
              {t('boPromotions.form.addDay')}
            </button>
            <small>{t('boPromotions.form.streakHint')}</small>
          </fieldset>
          {text('minValidBet', amountLabel('boPromotions.form.minValidBet'), { inputMode: 'decimal' })}
        </>
      );
      break;
    case 'raffle':
      kindFields = (
        <>
          <fieldset className="promo-rows">
            <legend>{t('boPromotions.form.prizes')}</legend>
            {form.prizes.map((prize, index) => (
              <div className="promo-row" key={index} role="group" aria-label={t('boPromotions.form.prize', { n: index + 1 })}>
                <label>
                  {amountLabel('boPromotions.form.prizeAmount')}
                  <input
                    inputMode="decimal"
                    value={prize.amount}
                    onChange={(event) =>
                      set(
                        'prizes',
                        form.prizes.map((old, at) => (at === index ? { ...old, amount: event.target.value } : old)),
                      )
                    }
                    {...invalid(`prizes.${index}.amount`)}
                  />
                </label>
                <label>
                  {t('boPromotions.form.weight')}
                  <input
                    inputMode="numeric"
                    value={prize.weight}
                    onChange={(event) =>
                      set(
                        'prizes',
                        form.prizes.map((old, at) => (at === index ? { ...old, weight: event.target.value } : old)),
                      )
                    }
                    {...invalid(`prizes.${index}.weight`)}
                  />
                </label>
                <button
                  type="button"
                  className="bo-secondary"
                  disabled={form.prizes.length === 1}
                  aria-label={t('boPromotions.form.removePrize', { n: index + 1 })}
                  onClick={() =>
                    set(
                      'prizes',
                      form.prizes.filter((_, at) => at !== index),
                    )
                  }
                >
                  {t('boPromotions.form.remove')}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="bo-secondary"
              disabled={form.prizes.length >= MAX_PRIZES}
              onClick={() => set('prizes', [...form.prizes, { amount: '', weight: '1' }])}
            >
              {t('boPromotions.form.addPrize')}
            </button>
            <small>{t('boPromotions.form.prizesHint')}</small>
          </fieldset>
          {text('minDepositToday', amountLabel('boPromotions.form.minDepositToday'), { inputMode: 'decimal' })}
        </>
      );
      break;
    case 'info':
      kindFields = <p className="bo-note">{t('boPromotions.form.infoHint')}</p>;
      break;
    case 'zalo': {
      const cap = currency ? zaloCapText(currency) : null;
      kindFields = (
        <>
          {text('maxBonus', amountLabel('boPromotions.form.maxBonus'), {
            inputMode: 'decimal',
            hint: cap ? t('boPromotions.zalo.capHint', { cap, currency }) : t('boPromotions.zalo.noCap'),
          })}
          {text('oaUrl', t('boPromotions.zalo.oaUrl'), { hint: t('boPromotions.zalo.oaUrlHint') })}
          <p className="bo-note">{t('boPromotions.zalo.howItWorks')}</p>
        </>
      );
      break;
    }
  }

  const heading = saved
    ? t('boPromotions.form.editTitle', { title: saved.title })
    : t('boPromotions.form.newTitle', { kind: t(`boPromotions.kinds.${form.kind}`) });
  return (
    <form className="bo-panel promo-editor" onSubmit={submit} aria-label={heading} noValidate>
      <div className="bo-panel-head">
        <h2>{heading}</h2>
        <button type="button" className="bo-secondary" onClick={onClose}>
          {t('boPromotions.form.close')}
        </button>
      </div>
      {justSaved && (
        <p className="bo-outcome" role="status">
          {t('boPromotions.form.saved')}
        </p>
      )}
      <fieldset className="promo-editor__body" disabled={!canManage}>
        <div className="promo-editor__grid">
          <p className="promo-fixed">
            {t('boPromotions.form.kind')}: <strong>{t(`boPromotions.kinds.${form.kind}`)}</strong>
            {saved && (
              <>
                {' · '}
                {t('boPromotions.brand')}: <strong>{saved.brandCode}</strong>
              </>
            )}
            <small>{t('boPromotions.form.fixedHint')}</small>
          </p>
          {text('title', t('boPromotions.form.title'))}
          {text('category', t('boPromotions.form.category'), { hint: t('boPromotions.form.categoryHint') })}
          <label className="promo-wide">
            {t('boPromotions.form.summary')}
            <input value={form.summary} maxLength={300} onChange={(event) => set('summary', event.target.value)} />
            <AmountTokenHint />
          </label>
          <label className="promo-wide">
            {t('boPromotions.form.content')}
            <textarea
              rows={6}
              value={form.content}
              maxLength={20_000}
              onChange={(event) => set('content', event.target.value)}
              spellCheck={false}
            />
            <small>{t('boPromotions.form.contentHint')}</small>
            <AmountTokenHint />
          </label>
          {text('imageUrl', t('boPromotions.form.imageUrl'), { hint: t('boPromotions.form.imageUrlHint') })}
          {text('wagering', t('boPromotions.form.wagering'), { inputMode: 'decimal', hint: t('boPromotions.form.wageringHint') })}
          {text('startsAt', t('boPromotions.form.startsAt'), { type: 'datetime-local' })}
          {text('endsAt', t('boPromotions.form.endsAt'), { type: 'datetime-local' })}
          <label>
            {t('boPromotions.list.status')}
            <select value={form.status} onChange={(event) => set('status', event.target.value as PromotionState)}>
              {PROMOTION_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`boPromotions.states.${state}`)}
                </option>
              ))}
            </select>
          </label>
          {text('sort', t('boPromotions.form.sort'), { inputMode: 'numeric' })}
        </div>
        <h3>{t('boPromotions.form.rules', { kind: t(`boPromotions.kinds.${form.kind}`) })}</h3>
        <div className="promo-editor__grid">{kindFields}</div>
      </fieldset>
      {bad && (
        <p id={PROBLEM_ID} className="bo-error" role="alert">
          {t(`boPromotions.problems.${bad.problem}`)}
        </p>
      )}
      {failure && (
        <p className="bo-error" role="alert">
          {failure}
        </p>
      )}
      {canManage && (
        <div className="bo-actions">
          <button type="submit" disabled={saving}>
            {t('boPromotions.form.save')}
          </button>
        </div>
      )}
      {saved && (
        <div className="promo-preview">
          <h3>{t('boPromotions.form.preview')}</h3>
          <p className="bo-note">{t('boPromotions.form.previewHint', { at: formatGmt8(saved.updatedAt) })}</p>
          {saved.content.trim() === '' ? (
            <p className="bo-note">{t('boPromotions.form.noContent')}</p>
          ) : (
            // Sanitised by the server on save; the frame runs no script and reaches nothing of the desk.
            <iframe className="promo-preview__frame" sandbox="" srcDoc={saved.content} title={t('boPromotions.form.preview')} />
          )}
        </div>
      )}
    </form>
  );
}
