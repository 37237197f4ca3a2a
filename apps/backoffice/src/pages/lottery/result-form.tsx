import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoDrawDetail } from '@pkg/contracts/lottery-desk';
import { BoError } from '../../lib/api';
import { placeName, rowName } from './lottery-ui';
import { cleanInput, initialInputs, numbersFromInputs, resultRows, spreadPaste } from './result-inputs';
import { lotteryKeys, proposeDrawResult } from '../../api/lottery';

/**
 * The official result typed in as the prize table: one input per number, as many per tier as the
 * table has, each as long as its tier's digits. A correction starts from the current result. The
 * browser checks the numbers with the server's own checkResult before proposing them; a second
 * staff member approves.
 */
export function ResultForm({ draw, onCancel, onProposed }: { draw: BoDrawDetail; onCancel: () => void; onProposed: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const correction = draw.result !== null;
  const rows = resultRows(draw.format);
  const [inputs, setInputs] = useState(() => initialInputs(draw.format, draw.result));
  const [error, setError] = useState<{ index: number | null; text: string } | null>(null);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const propose = useMutation({
    mutationFn: (numbers: string[]) => proposeDrawResult(draw.id, numbers),
    onSuccess: async (detail) => {
      queryClient.setQueryData(lotteryKeys.draw(draw.id), detail);
      onProposed();
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.draws });
    },
  });

  function focus(index: number) {
    const input = refs.current[index];
    input?.focus();
    input?.select();
  }

  function change(index: number, raw: string, digits: number) {
    const value = cleanInput(raw, digits);
    const before = inputs[index] ?? '';
    setInputs((current) => current.map((item, at) => (at === index ? value : item)));
    if (error?.index === index) setError(null);
    // A full number moves on to the next input, as staff read the table off the source.
    if (value.length === digits && before.length < digits && index + 1 < inputs.length) focus(index + 1);
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!/[0-9][\s,;|]+[0-9]/.test(text.trim())) return;
    event.preventDefault();
    const spread = spreadPaste(draw.format, inputs, index, text);
    setInputs(spread.inputs);
    setError(null);
    focus(Math.min(index + spread.filled, inputs.length - 1));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = numbersFromInputs(draw.format, inputs);
    if (checked.ok) {
      setError(null);
      propose.mutate(checked.numbers);
      return;
    }
    if (checked.problem) {
      const place = placeName(t, draw.format, checked.problem.index);
      setError({
        index: checked.problem.index,
        text:
          checked.problem.kind === 'missing'
            ? t('boLottery.form.missing', { place })
            : t('boLottery.form.digits', { place, count: checked.problem.digits }),
      });
      focus(checked.problem.index);
    } else {
      setError({ index: null, text: t('boLottery.form.invalid', { detail: checked.message }) });
    }
  }

  const failure =
    propose.error instanceof BoError && propose.error.message ? propose.error.message : propose.error ? t('boConsole.networkError') : '';
  return (
    <form className="bo-panel bo-result-form" onSubmit={submit} noValidate aria-labelledby="bo-result-form-title">
      <h2 id="bo-result-form-title">{t(correction ? 'boLottery.form.titleCorrection' : 'boLottery.form.title')}</h2>
      <p className="bo-note">{t(correction ? 'boLottery.form.noteCorrection' : 'boLottery.form.note')}</p>
      <p className="bo-note">{t('boLottery.form.pasteTip')}</p>
      <div className="bo-scroll">
        <table className="bo-prize-table bo-prize-table--form">
          <tbody>
            {rows.map((row) => (
              <tr key={row.start} className={row.tier === 'DB' ? 'bo-prize-special' : undefined}>
                <th scope="row">
                  {rowName(t, row)}
                  <span className="bo-prize-digits">{t('boLottery.form.digitsHint', { count: row.digits })}</span>
                </th>
                <td>
                  <span className="bo-prize-inputs">
                    {Array.from({ length: row.count }, (_, offset) => {
                      const index = row.start + offset;
                      return (
                        <input
                          key={index}
                          ref={(element) => {
                            refs.current[index] = element;
                          }}
                          value={inputs[index] ?? ''}
                          onChange={(event) => change(index, event.target.value, row.digits)}
                          onPaste={(event) => paste(index, event)}
                          inputMode="numeric"
                          pattern="[0-9]*"
                          autoComplete="off"
                          maxLength={row.digits}
                          size={row.digits}
                          style={{ width: `calc(${row.digits}ch + 1.4rem)` }}
                          aria-label={placeName(t, draw.format, index)}
                          aria-invalid={error?.index === index ? true : undefined}
                          aria-describedby={error?.index === index ? 'bo-result-form-error' : undefined}
                        />
                      );
                    })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(error || failure) && (
        <p className="bo-error" role="alert" id="bo-result-form-error">
          {error?.text ?? failure}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={propose.isPending}>
          {t('boLottery.form.submit')}
        </button>
        <button type="button" className="bo-secondary" onClick={onCancel}>
          {t('boConsole.finance.cancel')}
        </button>
      </div>
    </form>
  );
}
