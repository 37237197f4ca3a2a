import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_REFERENCE_PATTERN } from '@pkg/contracts/deposit-rules';
import type { DepositOrderView } from '@pkg/contracts/deposits';
import { useActionKey } from '@pkg/web-kit/action-key';
import { DEPOSITS_KEY, submitOrder } from '../api/deposits-api';
import { failureText } from '../failure';
import { plainAmount, showMoney, type BrandMoney } from '../money';
import { checkReceipts, type ReceiptProblem } from '../receipt-files';
import { CopyButton } from '../../../components/ui/copy-button';

interface Props {
  order: DepositOrderView;
  brandMoney: BrandMoney;
}

function problemText(t: ReturnType<typeof useTranslation>['t'], problem: ReceiptProblem): string {
  if (problem.kind === 'tooMany') return t('deposit.receiptTooMany');
  return problem.kind === 'tooBig'
    ? t('deposit.receiptTooBig', { name: problem.name })
    : t('deposit.receiptWrongType', { name: problem.name });
}

/**
 * A pending manual order: the account to pay into (each detail with a copy button, the QR code,
 * the brand's instructions), then the payment reference and up to three receipt images.
 */
export function ManualPayment({ order, brandMoney }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { keyFor } = useActionKey();
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<ReceiptProblem | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const submit = useMutation({
    mutationFn: ({ key }: { key: string }) => submitOrder(order.id, reference.trim(), files, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });

  // Thumbnails of the chosen images; their object URLs are let go when the choice changes.
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);

  const payTo = order.payTo;
  if (!payTo) return null;
  const amountText = plainAmount(order.amountMinor, order.currency, brandMoney);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    const problem = checkReceipts(chosen);
    setFileProblem(problem);
    if (!problem) setFiles(chosen);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!DEPOSIT_REFERENCE_PATTERN.test(reference.trim())) return setReferenceError(t('deposit.referenceInvalid'));
    setReferenceError(null);
    const fingerprint = {
      order: order.id,
      reference: reference.trim(),
      files: files.map((file) => [file.name, file.size, file.lastModified]),
    };
    submit.mutate({ key: keyFor(fingerprint) });
  }

  const facts: [string, string, string][] = [
    [t('deposit.payTo.provider'), payTo.provider, ''],
    [t('deposit.payTo.accountName'), payTo.accountName, payTo.accountName],
    [t('deposit.payTo.accountNumber'), payTo.accountNumber, payTo.accountNumber.replaceAll(' ', '')],
    [t('deposit.payTo.amount'), showMoney(order.amountMinor, order.currency, brandMoney), amountText],
  ];

  return (
    <div className="deposit-manual">
      <section className="deposit-payto" aria-labelledby="deposit-payto-title">
        <h4 id="deposit-payto-title">{t('deposit.payTo.title')}</h4>
        <dl className="deposit-facts">
          {facts.map(([label, shown, copied]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <span className="deposit-facts__value">{shown}</span>
                {copied && <CopyButton value={copied} what={label} className="deposit-copy" />}
              </dd>
            </div>
          ))}
        </dl>
        {payTo.qrImageUrl && (
          <img className="deposit-payto__qr" src={payTo.qrImageUrl} alt={t('deposit.payTo.qr')} width={160} height={160} />
        )}
        {payTo.instructions && (
          <div className="deposit-payto__instructions">
            <h5>{t('deposit.payTo.instructions')}</h5>
            <p>{payTo.instructions}</p>
          </div>
        )}
      </section>

      <form className="deposit-form" onSubmit={send} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="deposit-reference">
            {t('deposit.reference')}
          </label>
          <div className="field__control">
            <input
              id="deposit-reference"
              className="field__input"
              autoComplete="off"
              maxLength={64}
              value={reference}
              onChange={(event) => {
                setReference(event.target.value);
                setReferenceError(null);
              }}
              aria-invalid={referenceError ? true : undefined}
              aria-describedby={`deposit-reference-hint${referenceError ? ' deposit-reference-error' : ''}`}
            />
          </div>
          <p className="field__hint" id="deposit-reference-hint">
            {t('deposit.referenceHint')}
          </p>
          {referenceError && (
            <p className="field__error" id="deposit-reference-error">
              {referenceError}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="deposit-receipts">
            {t('deposit.receipts')}
          </label>
          {/* The browser's own file button speaks the browser's language; this label speaks the player's. */}
          <input
            id="deposit-receipts"
            className="deposit-receipts__input visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={choose}
            disabled={files.length >= 3}
            aria-describedby={`deposit-receipts-hint${fileProblem ? ' deposit-receipts-error' : ''}`}
          />
          <label htmlFor="deposit-receipts" className="button button--ghost deposit-receipts__pick" aria-disabled={files.length >= 3}>
            {t('deposit.addReceipt')}
          </label>
          <p className="field__hint" id="deposit-receipts-hint">
            {t('deposit.receiptsHint')}
          </p>
          {fileProblem && (
            <p className="field__error" id="deposit-receipts-error" role="alert">
              {problemText(t, fileProblem)}
            </p>
          )}
          {files.length > 0 && (
            <ul className="deposit-receipts">
              {files.map((file, index) => (
                <li key={`${file.name}-${file.lastModified}-${index}`}>
                  {previews[index] && <img src={previews[index]} alt="" width={48} height={48} />}
                  <span className="deposit-receipts__name">{file.name}</span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('deposit.removeReceipt', { name: file.name })}
                    onClick={() => setFiles(files.filter((_, at) => at !== index))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {submit.isError && (
          <p className="form-error" role="alert">
            {failureText(t, submit.error)}
          </p>
        )}
        <button type="submit" className="button button--primary deposit-form__submit" disabled={submit.isPending}>
          {submit.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </button>
      </form>
    </div>
  );
}
