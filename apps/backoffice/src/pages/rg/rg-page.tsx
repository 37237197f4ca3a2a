import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RG_COOL_OFF_LENGTHS,
  RG_DAILY_LIMIT_CHOICES,
  RG_EXCLUSION_LENGTHS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_REALITY_CHECK_MINUTES,
  RG_SESSION_LIMIT_CHOICES,
  type BoRgExclude,
  type BoRgPlayer,
  type BoRgSetDailyLimit,
  type BoRgSetLimit,
  type BoRgSetRealityCheck,
  type BoRgSetSessionLimit,
} from '@pkg/contracts/responsible-gaming';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatMinor } from '@pkg/money/money';
import { readAmount } from '@pkg/web-kit/amount';
import { AmountInput } from '@pkg/web-kit/amount-input';
import { errorOf } from '../../lib/api';
import { fetchRgPlayer, rgKeys, setRgExclusion, setRgLimit, setRgSessionRule, type RgSessionRule } from '../../api/rg';
import { formatGmt8 } from '@pkg/web-kit/time';
import './rg.css';

/** Player money on the desk: the brand's two decimals, without a symbol (the currency code is shown beside it). */
const CURRENCY = { code: '', symbol: '', minorDigits: 2 };
const money = (minor: string | null) => (minor === null ? '—' : formatMinor(BigInt(minor), CURRENCY));

/**
 * The responsible-gaming desk (decision 037): a player's limits with this period's usage, the break
 * in force and every break so far, the session time limit, reality check and the break after a
 * session ended at its limit. Staff with rg.manage set a limit, the session limit or the reality
 * check, or start a cool-off or self-exclusion on the player's request, with a reason; the player's rules hold (a raise waits 24
 * hours, nothing is shortened or lifted) and the server audits every change.
 */
export function RgPage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const queryClient = useQueryClient();
  const canManage = me.permissions.includes('rg.manage');
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState('');
  const [formError, setFormError] = useState('');
  const key = rgKeys.player(brandId, username);
  const player = useQuery({
    queryKey: key,
    queryFn: () => fetchRgPlayer(brandId, username),
    enabled: username !== '' && brandId !== '',
  });
  const change = useMutation({
    // Each change is one of api/rg.ts's calls; each answers the player.
    mutationFn: (call: () => Promise<BoRgPlayer>) => call(),
    onSuccess: (value) => {
      setNotice(t('boRg.saved'));
      queryClient.setQueryData(key, value);
    },
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    setUsername(typed.trim());
  }

  function setLimit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typedAmount = String(form.get('amount') ?? '').trim();
    // Empty removes the limit (amountMinor null); anything typed must be an amount above zero.
    const read = typedAmount === '' ? null : readAmount(typedAmount, CURRENCY);
    setNotice('');
    if (read && !read.ok) return setFormError(t('boRg.amountInvalid'));
    const minor = read?.ok ? read.minor : null;
    setFormError('');
    const body: BoRgSetLimit = {
      brandId,
      username,
      kind: form.get('kind') as BoRgSetLimit['kind'],
      period: form.get('period') as BoRgSetLimit['period'],
      amountMinor: minor === null ? null : minor.toString(),
      reason: String(form.get('reason') ?? ''),
    };
    change.mutate(() => setRgLimit(body));
  }

  /** The session limit, the daily limit or the reality check: a choice of minutes ('' for none) and a reason. */
  function setSessionRule(event: FormEvent<HTMLFormElement>, rule: RgSessionRule, field: 'limitMinutes' | 'minutes') {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get(field) ?? '');
    setNotice('');
    const body = { brandId, username, [field]: chosen === '' ? null : Number(chosen), reason: String(form.get('reason') ?? '') } as
      BoRgSetSessionLimit | BoRgSetDailyLimit | BoRgSetRealityCheck;
    change.mutate(() => setRgSessionRule(rule, body));
  }

  function startBreak(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [kind, length] = String(form.get('length')).split(':');
    if (!window.confirm(t('boRg.breakConfirm', { username }))) return;
    setNotice('');
    const body = { brandId, username, kind, length, reason: String(form.get('reason') ?? '') } as BoRgExclude;
    change.mutate(() => setRgExclusion(body));
  }

  const state = player.data?.state;
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('boRg.title')}</h1>
      <p className="bo-note">{canManage ? t('boRg.intro') : t('boRg.readOnly')}</p>
      <form className="bo-filters" onSubmit={search}>
        {me.brands.length > 1 && (
          <label>
            {t('boRg.brand')}
            <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
              {me.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name} ({brand.code})
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('boRg.username')}
          <input value={typed} maxLength={32} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">{t('boRg.search')}</button>
      </form>
      {player.isError && (
        <p className="bo-error" role="alert">
          {errorOf(player.error)}
        </p>
      )}
      {player.data && state && (
        <div className="bo-panel">
          <h2>
            {player.data.username} · {state.currency}
          </h2>
          <p role="status">
            {state.exclusion
              ? t(`boRg.inForce.${state.exclusion.kind}`, {
                  end: state.exclusion.endsAt ? formatGmt8(state.exclusion.endsAt) : t('boRg.permanent'),
                })
              : t('boRg.noBreak')}
          </p>
          <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boRg.limits')}>
            <table className="bo-table">
              <caption>{t('boRg.limits')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('boRg.kind')}</th>
                  <th scope="col">{t('boRg.period')}</th>
                  <th scope="col">{t('boRg.limit')}</th>
                  <th scope="col">{t('boRg.used')}</th>
                  <th scope="col">{t('boRg.pending')}</th>
                </tr>
              </thead>
              <tbody>
                {state.usage.map((usage) => {
                  const limit = state.limits.find((row) => row.kind === usage.kind && row.period === usage.period);
                  // The brand's own deposit limit holds beside the player's (decision 037 addendum).
                  const site = usage.kind === 'deposit' ? state.brandDepositLimits.find((row) => row.period === usage.period) : undefined;
                  return (
                    <tr key={`${usage.kind}-${usage.period}`}>
                      <td>{t(`boRg.kinds.${usage.kind}`)}</td>
                      <td>{t(`boRg.periods.${usage.period}`)}</td>
                      <td className="bo-number">
                        {limit ? money(limit.amountMinor) : t('boRg.none')}
                        {site && (
                          <>
                            <br />
                            {t('boRg.siteLimit', { amount: money(site.amountMinor) })}
                          </>
                        )}
                      </td>
                      <td className="bo-number">{money(usage.usedMinor)}</td>
                      <td>
                        {limit?.pending
                          ? t('boRg.pendingText', {
                              amount: limit.pending.amountMinor === null ? t('boRg.removal') : money(limit.pending.amountMinor),
                              at: formatGmt8(limit.pending.appliesAt),
                            })
                          : ''}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <h3>{t('boRg.session')}</h3>
          <ul className="rg-session" aria-label={t('boRg.session')}>
            <li>
              {state.session.limitMinutes === null
                ? t('boRg.noSessionLimit')
                : t('boRg.sessionLimitText', { minutes: state.session.limitMinutes })}
              <PendingText pending={state.session.pending} />
            </li>
            <li>
              {state.session.dailyLimitMinutes === null
                ? t('boRg.noDailyLimit')
                : t('boRg.dailyLimitText', { minutes: state.session.dailyLimitMinutes })}
              <PendingText pending={state.session.dailyPending} />
            </li>
            <li>
              {state.session.realityCheckMinutes === null
                ? t('boRg.noRealityCheck')
                : t('boRg.realityCheckText', { minutes: state.session.realityCheckMinutes })}
            </li>
            {player.data.sessionBreakUntil && <li>{t('boRg.sessionBreak', { end: formatGmt8(player.data.sessionBreakUntil) })}</li>}
          </ul>
          <h3>{t('boRg.history')}</h3>
          {player.data.history.length === 0 ? (
            <p className="bo-note">{t('boRg.noHistory')}</p>
          ) : (
            <ul>
              {player.data.history.map((row) => (
                <li key={row.startedAt}>
                  {t(`boRg.kindsBreak.${row.kind}`)} ({row.length}): {formatGmt8(row.startedAt)} –{' '}
                  {row.endsAt ? formatGmt8(row.endsAt) : t('boRg.permanent')}
                </li>
              ))}
            </ul>
          )}
          {notice && (
            <p className="bo-note" role="status">
              {notice}
            </p>
          )}
          {change.isError && (
            <p className="bo-error" role="alert">
              {errorOf(change.error)}
            </p>
          )}
          {canManage && (
            <div className="rg-forms">
              <form className="bo-form" aria-label={t('boRg.setLimit')} onSubmit={setLimit}>
                <h3>{t('boRg.setLimit')}</h3>
                <label>
                  {t('boRg.kind')}
                  <select name="kind">
                    {RG_LIMIT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`boRg.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t('boRg.period')}
                  <select name="period">
                    {RG_PERIODS.map((period) => (
                      <option key={period} value={period}>
                        {t(`boRg.periods.${period}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t('boRg.amount', { currency: state.currency })}
                  <AmountInput name="amount" currency={CURRENCY} maxLength={20} invalid={Boolean(formError)} />
                </label>
                {formError && <p className="bo-error">{formError}</p>}
                <label>
                  {t('boRg.reason')}
                  <input name="reason" required minLength={3} maxLength={200} />
                </label>
                <button type="submit" disabled={change.isPending}>
                  {t('boRg.saveLimit')}
                </button>
              </form>
              <MinutesForm
                title={t('boRg.setSessionLimit')}
                label={t('boRg.sessionLength')}
                name="limitMinutes"
                choices={RG_SESSION_LIMIT_CHOICES}
                current={state.session.limitMinutes}
                noneLabel={t('boRg.noLimit')}
                submitLabel={t('boRg.saveSessionLimit')}
                busy={change.isPending}
                onSubmit={(event) => setSessionRule(event, 'session', 'limitMinutes')}
              />
              <MinutesForm
                title={t('boRg.setDailyLimit')}
                label={t('boRg.dailyLength')}
                name="limitMinutes"
                choices={RG_DAILY_LIMIT_CHOICES}
                current={state.session.dailyLimitMinutes}
                noneLabel={t('boRg.noLimit')}
                submitLabel={t('boRg.saveDailyLimit')}
                busy={change.isPending}
                onSubmit={(event) => setSessionRule(event, 'daily', 'limitMinutes')}
              />
              <MinutesForm
                title={t('boRg.setRealityCheck')}
                label={t('boRg.interval')}
                name="minutes"
                choices={RG_REALITY_CHECK_MINUTES}
                current={state.session.realityCheckMinutes}
                noneLabel={t('boRg.off')}
                submitLabel={t('boRg.saveRealityCheck')}
                busy={change.isPending}
                onSubmit={(event) => setSessionRule(event, 'realityCheck', 'minutes')}
              />
              <form className="bo-form" aria-label={t('boRg.startBreak')} onSubmit={startBreak}>
                <h3>{t('boRg.startBreak')}</h3>
                <label>
                  {t('boRg.length')}
                  <select name="length">
                    {RG_COOL_OFF_LENGTHS.map((length) => (
                      <option key={length} value={`coolOff:${length}`}>
                        {t('boRg.kindsBreak.coolOff')} · {length}
                      </option>
                    ))}
                    {RG_EXCLUSION_LENGTHS.map((length) => (
                      <option key={length} value={`selfExclusion:${length}`}>
                        {t('boRg.kindsBreak.selfExclusion')} · {length}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t('boRg.reason')}
                  <input name="reason" required minLength={3} maxLength={200} />
                </label>
                <button type="submit" className="bo-danger" disabled={change.isPending}>
                  {t('boRg.startBreak')}
                </button>
              </form>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** A time limit's waiting raise or removal (the session limit, the daily limit), after its text; nothing when none waits. */
function PendingText({ pending }: { pending: { limitMinutes: number | null; appliesAt: string } | null }) {
  const { t } = useTranslation();
  if (!pending) return null;
  const at = formatGmt8(pending.appliesAt);
  return (
    <>
      {' '}
      {pending.limitMinutes === null
        ? t('boRg.sessionRemovalText', { at })
        : t('boRg.sessionPendingText', { minutes: pending.limitMinutes, at })}
    </>
  );
}

/** A session rule in minutes chosen from a list (or none), with the reason staff give: the session limit, the daily limit, the reality check. */
function MinutesForm(props: {
  title: string;
  label: string;
  name: string;
  choices: readonly number[];
  current: number | null;
  noneLabel: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <form className="bo-form" aria-label={props.title} onSubmit={props.onSubmit}>
      <h3>{props.title}</h3>
      <label>
        {props.label}
        <select name={props.name} defaultValue={props.current ?? ''}>
          <option value="">{props.noneLabel}</option>
          {props.choices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('boRg.minutes', { count: minutes })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('boRg.reason')}
        <input name="reason" required minLength={3} maxLength={200} />
      </label>
      <button type="submit" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
