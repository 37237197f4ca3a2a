import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdjustmentPage, AdjustmentView } from '@pkg/contracts/finance-desk';
import type { AdjustmentDirection } from '@pkg/contracts/withdrawal-rules';
import { formatMoney } from '@pkg/money/money';
import { readAmount } from '@pkg/web-kit/amount';
import { AmountInput } from '@pkg/web-kit/amount-input';
import { BoError } from '../lib/api';
import { decideAdjustment, fetchAdjustments, financeKeys, proposeAdjustment } from '../api/finance';
import { useActionKey } from '@pkg/web-kit/action-key';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from './finance/reason-form';

const ADJUSTMENTS_KEY = financeKeys.adjustments;

const errorText = (error: unknown, fallback: string) => (error instanceof BoError && error.message ? error.message : fallback);

/**
 * Manual balance adjustments under four eyes (decision 017): propose a credit or debit of a
 * player's main wallet with a reason; another staff member approves (the money moves) or rejects.
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const page = useQuery({ queryKey: ADJUSTMENTS_KEY, queryFn: fetchAdjustments });
  const entries = page.data?.entries ?? [];
  const pending = entries.filter((entry) => entry.status === 'pending');
  const decided = entries.filter((entry) => entry.status !== 'pending');
  return (
    <section aria-labelledby="bo-adjustments">
      <h1 id="bo-adjustments">{t('boConsole.adjustments.title')}</h1>
      <p className="bo-note">{t('boConsole.adjustments.note')}</p>
      {page.isError && (
        <p className="bo-error" role="alert">
          {errorText(page.error, t('boConsole.loadFailed'))}
        </p>
      )}
      {page.data && <ProposalForm brands={page.data.brands} />}
      <h2>{t('boConsole.adjustments.pending')}</h2>
      {page.isSuccess && pending.length === 0 && <p>{t('boConsole.adjustments.nonePending')}</p>}
      <ul className="bo-cards">
        {pending.map((entry) => (
          <PendingAdjustment key={entry.id} entry={entry} />
        ))}
      </ul>
      <h2>{t('boConsole.adjustments.decided')}</h2>
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boConsole.adjustments.proposedAt')}</th>
              <th>{t('boConsole.finance.brand')}</th>
              <th>{t('boConsole.finance.player')}</th>
              <th>{t('boConsole.finance.amount')}</th>
              <th>{t('boConsole.finance.reason')}</th>
              <th>{t('boConsole.adjustments.proposedBy')}</th>
              <th>{t('boConsole.adjustments.decidedBy')}</th>
              <th>{t('boConsole.adjustments.status')}</th>
            </tr>
          </thead>
          <tbody>
            {decided.map((entry) => (
              <tr key={entry.id}>
                <td>{formatGmt8(entry.proposedAt)}</td>
                <td>{entry.brand.code}</td>
                <td>{entry.player.username}</td>
                <td className="bo-number">{signed(entry)}</td>
                <td>{entry.reason}</td>
                <td>{entry.proposedBy}</td>
                <td>{entry.decidedBy ?? '—'}</td>
                <td>{t(`boConsole.adjustments.state.${entry.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function signed(entry: AdjustmentView): string {
  return `${entry.direction === 'credit' ? '+' : '−'}${formatMoney(BigInt(entry.amountMinor), entry.currency)}`;
}

function ProposalForm({ brands }: { brands: AdjustmentPage['brands'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [brandId, setBrandId] = useState(brands[0]?.id ?? '');
  const [username, setUsername] = useState('');
  const [direction, setDirection] = useState<AdjustmentDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const brand = brands.find((item) => item.id === brandId);
  // One Idempotency-Key per submission, the same when the same form is sent again (a double click,
  // a retry after an error): the server then answers the first proposal instead of making a second.
  const keys = useActionKey();
  const propose = useMutation({
    mutationFn: (body: object) => proposeAdjustment(body, keys.keyFor(body)),
    onSuccess: async () => {
      keys.clear();
      setUsername('');
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!brand) return;
    const read = readAmount(amount, brand.currency);
    if (!read.ok) return setError(t('boConsole.adjustments.amountInvalid'));
    if (reason.trim().length < 3) return setError(t('boConsole.finance.reasonLength'));
    if (!username.trim()) return setError(t('boConsole.adjustments.playerMissing'));
    setError('');
    propose.mutate({ brandId, username: username.trim(), direction, amountMinor: read.minor.toString(), reason: reason.trim() });
  }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} noValidate aria-labelledby="bo-adjust-new">
      <h2 id="bo-adjust-new">{t('boConsole.adjustments.propose')}</h2>
      <label>
        {t('boConsole.finance.brand')}
        <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
          {brands.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.code} (${item.currency.code})`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('boConsole.finance.player')}
        <input value={username} onChange={(event) => setUsername(event.target.value)} autoCapitalize="none" />
      </label>
      <fieldset className="bo-choice">
        <legend>{t('boConsole.adjustments.direction')}</legend>
        {(['credit', 'debit'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="adjust-direction" checked={direction === option} onChange={() => setDirection(option)} />
            {t(`boConsole.adjustments.${option}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('boConsole.adjustments.amount', { currency: brand?.currency.symbol ?? '' })}
        {brand && <AmountInput currency={brand.currency} value={amount} onValueChange={setAmount} />}
      </label>
      <label>
        {t('boConsole.finance.reason')}
        <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
      </label>
      {(error || propose.error) && (
        <p className="bo-error" role="alert">
          {error || errorText(propose.error, t('boConsole.networkError'))}
        </p>
      )}
      {propose.isSuccess && <p role="status">{t('boConsole.adjustments.proposed')}</p>}
      <button type="submit" disabled={propose.isPending}>
        {t('boConsole.adjustments.submit')}
      </button>
    </form>
  );
}

function PendingAdjustment({ entry }: { entry: AdjustmentView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: ({ approve, reason }: { approve: boolean; reason: string }) => decideAdjustment(entry.id, approve, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
  });
  return (
    <li className="bo-panel" aria-label={t('boConsole.adjustments.itemLabel', { player: entry.player.username, amount: signed(entry) })}>
      <p>
        <strong>{signed(entry)}</strong> · {entry.brand.code} · {entry.player.username}
      </p>
      <p>{entry.reason}</p>
      <p className="bo-note">{t('boConsole.adjustments.proposedLine', { by: entry.proposedBy, at: formatGmt8(entry.proposedAt) })}</p>
      {entry.mine ? (
        <p className="bo-note">{t('boConsole.adjustments.mine')}</p>
      ) : rejecting ? (
        <ReasonForm
          id={`bo-adjust-reject-${entry.id}`}
          label={t('boConsole.finance.reason')}
          submitLabel={t('boConsole.adjustments.reject')}
          busy={decide.isPending}
          onSubmit={(reason) => decide.mutate({ approve: false, reason })}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <div className="bo-actions">
          <button type="button" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true, reason: '' })}>
            {t('boConsole.adjustments.approve')}
          </button>
          <button type="button" className="bo-danger" onClick={() => setRejecting(true)}>
            {t('boConsole.adjustments.reject')}
          </button>
        </div>
      )}
      {decide.error && (
        <p className="bo-error" role="alert">
          {errorText(decide.error, t('boConsole.networkError'))}
        </p>
      )}
    </li>
  );
}
