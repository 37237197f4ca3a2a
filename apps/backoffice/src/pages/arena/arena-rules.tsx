import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoArena } from '@pkg/contracts/arena';
import { formatMinor, parseMajorInput } from '@pkg/money/money';
import { FailAlert, Field, StatusNote } from '../../components/desk-ui';
import { formatGmt8 } from '@pkg/web-kit/time';
import { approveArenaCorrection, rejectArenaCorrection, saveArenaJurisdiction, saveArenaRules } from '../../api/arena';
import { useArenaChange } from './arena-ui';

/** A percentage typed on the desk ("5", "7.5") as basis points, or null. */
const bpOf = (text: string) => (/^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : null);

/**
 * The brand's published rules for its next events (plasada, draw odds, the lopsided-pool cancel)
 * and its stake limits; a running event keeps the rules it started with.
 */
export function RulesForm({ arena }: { arena: BoArena }) {
  const { t } = useTranslation();
  const { rules, limits } = arena.settings;
  const money = (minor: string) => formatMinor(BigInt(minor), arena.currency).replace(/,/g, '');
  const [form, setForm] = useState({
    plasada: String(rules.plasadaBp / 100),
    drawProfit: String(rules.drawOddsX10k / 10_000),
    lopsided: rules.lopsidedCancel ? String(rules.lopsidedCancel.returnBp / 100) : '',
    min: money(limits.minMinor),
    max: money(limits.maxMinor),
    drawMax: money(limits.drawMaxMinor),
  });
  const [done, setDone] = useState('');
  const save = useArenaChange(
    (body: object) => saveArenaRules(arena.tableId, body),
    () => setDone(t('boArena.rules.saved')),
  );
  const minor = (text: string) => parseMajorInput(text, arena.currency);
  const plasadaBp = bpOf(form.plasada);
  const drawBp = bpOf(form.drawProfit);
  const lopsidedBp = form.lopsided.trim() === '' ? null : bpOf(form.lopsided);
  const [min, max, drawMax] = [minor(form.min), minor(form.max), minor(form.drawMax)];
  const invalid = plasadaBp === null || drawBp === null || (form.lopsided.trim() !== '' && lopsidedBp === null) || !min || !max || !drawMax;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setDone('');
    save.mutate({
      rules: {
        plasadaBp,
        drawOddsX10k: (drawBp as number) * 100,
        lopsidedCancel: lopsidedBp === null ? null : { returnBp: lopsidedBp * 100, inclusive: true },
      },
      minMinor: String(min),
      maxMinor: String(max),
      drawMaxMinor: String(drawMax),
    });
  };
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  return (
    <form className="bo-form bo-panel" onSubmit={submit} aria-labelledby="bo-arena-rules">
      <h2 id="bo-arena-rules">{t('boArena.rules.title')}</h2>
      <p className="bo-note">{t('boArena.rules.note')}</p>
      <Field label={t('boArena.rules.plasada')} value={form.plasada} inputMode="decimal" onChange={set('plasada')} />
      <Field label={t('boArena.rules.drawProfit')} value={form.drawProfit} inputMode="decimal" onChange={set('drawProfit')} />
      <Field label={t('boArena.rules.lopsided')} value={form.lopsided} inputMode="decimal" onChange={set('lopsided')} />
      <Field label={t('boArena.rules.min')} value={form.min} inputMode="decimal" onChange={set('min')} />
      <Field label={t('boArena.rules.max')} value={form.max} inputMode="decimal" onChange={set('max')} />
      <Field label={t('boArena.rules.drawMax')} value={form.drawMax} inputMode="decimal" onChange={set('drawMax')} />
      {invalid && <p className="bo-error">{t('boArena.rules.invalid')}</p>}
      <button type="submit" disabled={save.isPending || invalid}>
        {t('boArena.rules.save')}
      </button>
      <StatusNote text={done} />
      <FailAlert of={save} />
    </form>
  );
}

/** The countries (two-letter codes; ZZ: not known) whose visitors do not see cockfights on the brand. */
export function JurisdictionForm({ arena }: { arena: BoArena }) {
  const { t } = useTranslation();
  const [text, setText] = useState(arena.countriesOff.join(', '));
  const [done, setDone] = useState('');
  const save = useArenaChange(
    (body: { countriesOff: string[] }) => saveArenaJurisdiction(arena.tableId, body),
    () => setDone(t('boArena.jurisdiction.saved')),
  );
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const invalid = codes.some((code) => !/^[A-Z]{2}$/.test(code));
  return (
    <form
      className="bo-form bo-panel"
      aria-labelledby="bo-arena-jurisdiction"
      onSubmit={(event) => {
        event.preventDefault();
        setDone('');
        if (!invalid) save.mutate({ countriesOff: codes });
      }}
    >
      <h2 id="bo-arena-jurisdiction">{t('boArena.jurisdiction.title')}</h2>
      <p className="bo-note">{t('boArena.jurisdiction.note')}</p>
      <Field label={t('boArena.jurisdiction.countries')} value={text} onChange={(e) => setText(e.target.value)} />
      {invalid && <p className="bo-error">{t('boArena.jurisdiction.invalid')}</p>}
      <button type="submit" disabled={save.isPending || invalid}>
        {t('boArena.jurisdiction.save')}
      </button>
      <StatusNote text={done} />
      <FailAlert of={save} />
    </form>
  );
}

/** Corrections waiting for a second staff member: approve or reject each (the proposer may withdraw their own). */
export function PendingCorrections({ arena, canManage }: { arena: BoArena; canManage: boolean }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const approve = useArenaChange(approveArenaCorrection);
  const reject = useArenaChange(rejectArenaCorrection, () => setReason(''));
  if (arena.pendingCorrections.length === 0) return null;
  return (
    <section className="bo-panel bo-pending" aria-labelledby="bo-arena-pending">
      <h2 id="bo-arena-pending">{t('boArena.correction.pending')}</h2>
      <ul className="bo-cards">
        {arena.pendingCorrections.map((entry) => (
          <li key={entry.id} className="bo-panel">
            <p>
              {t('boArena.correction.line', {
                number: entry.fightNo,
                result: t(`boArena.result.${entry.result}`),
                by: entry.proposedBy,
                at: formatGmt8(entry.proposedAt),
              })}
            </p>
            <p className="bo-note">{entry.reason}</p>
            {canManage && (
              <div className="bo-actions">
                {entry.mine ? (
                  <span className="bo-note">{t('boArena.correction.mine')}</span>
                ) : (
                  <button type="button" disabled={approve.isPending} onClick={() => approve.mutate({ id: entry.id })}>
                    {t('boArena.correction.approve')}
                  </button>
                )}
                <input
                  aria-label={t('boArena.correction.rejectReason')}
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                />
                <button
                  type="button"
                  className="bo-danger"
                  disabled={reject.isPending || !reason.trim()}
                  onClick={() => reject.mutate({ id: entry.id, reason: reason.trim() })}
                >
                  {entry.mine ? t('boArena.correction.withdraw') : t('boArena.correction.reject')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <FailAlert of={approve} />
      <FailAlert of={reject} />
    </section>
  );
}
