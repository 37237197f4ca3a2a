import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseMajorInput, type Currency } from '@pkg/money/money';
import { PROOF_MAX_BYTES, PROOF_MAX_IMAGES, type ReceiptAnswer } from '@pkg/contracts/withdrawal-rules';
import type { WithdrawalView } from '@pkg/contracts/withdrawals';
import { answerReceipt } from '../api/withdrawals-api';
import { failureOf, failureText } from '../failure-text';
import { useActionKey } from '@pkg/web-kit/action-key';
import { useRefreshWithdrawals } from '../use-refresh';
import { Field } from './field';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * The player's answer after a payout (SPEC.md section 4): Received; Not received with 1-3 proof
 * images (PNG or JPEG, at most 5 MB each); or the amount that arrived, which shows the remainder.
 */
export function ReceiptActions({ item, currency }: { item: WithdrawalView; currency: Currency }) {
  const { t } = useTranslation();
  const refresh = useRefreshWithdrawals();
  const { keyFor, clear } = useActionKey();
  const [mode, setMode] = useState<ReceiptAnswer | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [received, setReceived] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const money = (minor: bigint) => formatMoney(minor, currency);
  const amount = BigInt(item.amountMinor);
  const receivedMinor = parseMajorInput(received, currency);
  const remainder = receivedMinor !== null && receivedMinor > 0n && receivedMinor < amount ? amount - receivedMinor : null;

  const send = useMutation({
    mutationFn: (answer: { answer: ReceiptAnswer; receivedAmountMinor?: string; images?: File[] }) =>
      answerReceipt(
        item.id,
        answer,
        keyFor({ id: item.id, ...answer, images: answer.images?.map((file) => [file.name, file.size, file.lastModified]) }),
      ),
    onSuccess: async () => {
      clear();
      setMode(null);
      await refresh();
    },
  });
  const failure = send.error ? failureOf(send.error) : null;

  function pickFiles(list: FileList | null) {
    const picked = Array.from(list ?? []);
    setFiles(picked);
    if (picked.length > PROOF_MAX_IMAGES) return setLocalError(failureText(t, { code: 'upload_too_many' }));
    if (picked.some((file) => !IMAGE_TYPES.includes(file.type))) return setLocalError(failureText(t, { code: 'unsupported_media_type' }));
    if (picked.some((file) => file.size > PROOF_MAX_BYTES)) return setLocalError(failureText(t, { code: 'payload_too_large' }));
    setLocalError(null);
  }

  function submitNotReceived(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return setLocalError(failureText(t, { code: 'proof_required' }));
    if (localError) return;
    send.mutate({ answer: 'not_received', images: files });
  }

  function submitPartial(event: FormEvent) {
    event.preventDefault();
    if (receivedMinor === null || remainder === null) return setLocalError(t('withdraw.receipt.partialInvalid', { amount: money(amount) }));
    setLocalError(null);
    send.mutate({ answer: 'partial', receivedAmountMinor: receivedMinor.toString() });
  }

  const error = localError ?? (failure ? failureText(t, failure) : null);
  return (
    <div className="receipt-actions">
      <p className="receipt-actions__ask">{t('withdraw.receipt.ask')}</p>
      <div className="withdraw-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={send.isPending}
          onClick={() => send.mutate({ answer: 'received' })}
        >
          {t('withdraw.receipt.received')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={mode === 'not_received'}
          onClick={() => setMode('not_received')}
        >
          {t('withdraw.receipt.notReceived')}
        </button>
        <button type="button" className="button button--ghost" aria-pressed={mode === 'partial'} onClick={() => setMode('partial')}>
          {t('withdraw.receipt.partial')}
        </button>
      </div>
      {mode === 'not_received' && (
        <form className="account-form" onSubmit={submitNotReceived}>
          <div className="field">
            <label className="field__label" htmlFor={`proof-${item.id}`}>
              {t('withdraw.receipt.proof')}
            </label>
            <input
              id={`proof-${item.id}`}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(event) => pickFiles(event.target.files)}
              aria-describedby={`proof-${item.id}-hint`}
            />
            <p className="field__hint" id={`proof-${item.id}-hint`}>
              {t('withdraw.receipt.proofHint', { max: PROOF_MAX_IMAGES })}
            </p>
          </div>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t('withdraw.receipt.sendNotReceived')}
          </button>
        </form>
      )}
      {mode === 'partial' && (
        <form className="account-form" onSubmit={submitPartial}>
          <Field
            id={`received-${item.id}`}
            label={t('withdraw.receipt.receivedAmount', { currency: currency.symbol })}
            inputMode="decimal"
            autoComplete="off"
            value={received}
            maxLength={20}
            onChange={(event) => setReceived(event.target.value)}
            hint={
              remainder !== null
                ? t('withdraw.receipt.remainder', { amount: money(remainder) })
                : t('withdraw.receipt.partialHint', { amount: money(amount) })
            }
          />
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t('withdraw.receipt.sendPartial')}
          </button>
        </form>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
