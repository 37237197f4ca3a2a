import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ARENA_CANCEL_REASONS, FIGHT_RESULTS, type ArenaCancelReason, type BoArena, type FightResultCode } from '@pkg/contracts/arena';
import { FailAlert } from '../../components/desk-ui';
import { formatGmt8 } from '@pkg/web-kit/time';
import { arenaFightAction, proposeArenaCorrection } from '../../api/arena';
import { PoolsTable, useArenaChange } from './arena-ui';

type Fight = NonNullable<BoArena['fight']>;

/** Picks a result (and, for a cancel, its reason). */
function ResultPicker(props: {
  result: FightResultCode | '';
  reason: ArenaCancelReason;
  onResult: (result: FightResultCode) => void;
  onReason: (reason: ArenaCancelReason) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="bo-choice">
        <legend>{t('boArena.fight.result')}</legend>
        {FIGHT_RESULTS.map((result) => (
          <label key={result}>
            <input type="radio" name="arena-result" checked={props.result === result} onChange={() => props.onResult(result)} />
            {t(`boArena.result.${result}`)}
          </label>
        ))}
      </fieldset>
      {props.result === 'cancelled' && (
        <label>
          {t('boArena.fight.cancelReason')}
          <select value={props.reason} onChange={(event) => props.onReason(event.target.value as ArenaCancelReason)}>
            {ARENA_CANCEL_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`boArena.cancel.${reason}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}

/** Last call, close and the first declaration of the fight's result. */
function FightActions({ fight }: { fight: Fight }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<FightResultCode | ''>('');
  const [reason, setReason] = useState<ArenaCancelReason>('no_show');
  const act = useArenaChange(
    (body: { action: string; result?: string; cancelReason?: string }) => arenaFightAction(fight.roundId, body),
    () => setResult(''),
  );
  const declare = (event: FormEvent) => {
    event.preventDefault();
    if (result) act.mutate({ action: 'declare', result, ...(result === 'cancelled' ? { cancelReason: reason } : {}) });
  };
  const taking = fight.status === 'open';
  return (
    <div className="bo-arena-actions">
      <div className="bo-actions">
        {taking && !fight.lastCall && (
          <button type="button" disabled={act.isPending} onClick={() => act.mutate({ action: 'lastCall' })}>
            {t('boArena.fight.lastCall')}
          </button>
        )}
        {taking && (
          <button type="button" disabled={act.isPending} onClick={() => act.mutate({ action: 'close' })}>
            {t('boArena.fight.close')}
          </button>
        )}
      </div>
      <form className="bo-form" onSubmit={declare} aria-label={t('boArena.fight.declare')}>
        <ResultPicker result={result} reason={reason} onResult={setResult} onReason={setReason} />
        {taking && <p className="bo-note">{t('boArena.fight.closeFirst')}</p>}
        <button type="submit" disabled={act.isPending || result === '' || (taking && result !== 'cancelled')}>
          {t('boArena.fight.declare')}
        </button>
      </form>
      <FailAlert of={act} />
    </div>
  );
}

/** Proposes another result for a declared fight (a second staff member approves it). */
function CorrectionForm({ fight }: { fight: Fight }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<FightResultCode | ''>('');
  const [reason, setReason] = useState<ArenaCancelReason>('other');
  const [why, setWhy] = useState('');
  const propose = useArenaChange(
    (body: { result: string; reason: string; cancelReason?: string }) => proposeArenaCorrection(fight.roundId, body),
    () => {
      setResult('');
      setWhy('');
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result && why.trim()) propose.mutate({ result, reason: why.trim(), ...(result === 'cancelled' ? { cancelReason: reason } : {}) });
  };
  return (
    <form className="bo-form bo-panel" onSubmit={submit} aria-label={t('boArena.correction.title')}>
      <h3>{t('boArena.correction.title')}</h3>
      <p className="bo-note">{t('boArena.correction.note')}</p>
      <ResultPicker result={result} reason={reason} onResult={setResult} onReason={setReason} />
      <label>
        {t('boArena.correction.reason')}
        <input value={why} maxLength={500} onChange={(event) => setWhy(event.target.value)} />
      </label>
      <button type="submit" disabled={propose.isPending || !result || !why.trim()}>
        {t('boArena.correction.propose')}
      </button>
      <FailAlert of={propose} />
    </form>
  );
}

/** The current fight: its card, status, pools and players, and what staff may do with it now. */
export function FightDesk({ arena, canManage }: { arena: BoArena; canManage: boolean }) {
  const { t } = useTranslation();
  const { fight } = arena;
  if (!fight) return <p className="bo-note">{t('boArena.fight.none')}</p>;
  const declared = fight.status === 'dealt' || fight.status === 'settled';
  const players = Object.entries(fight.players)
    .map(([currency, count]) => `${currency} ${count}`)
    .join(' · ');
  return (
    <section className="bo-panel" aria-labelledby="bo-arena-fight">
      <div className="bo-panel-head">
        <h2 id="bo-arena-fight">{t('boArena.fight.title', { number: fight.fightNo })}</h2>
        <span className="bo-chip" data-testid="desk-fight-status">
          {fight.status === 'open' && fight.lastCall ? t('boArena.status.lastCall') : t(`boArena.status.${fight.status}`)}
        </span>
      </div>
      <p className="bo-arena-card">
        <span className="bo-arena-meron">
          {t('boArena.corner', { side: t('boArena.result.meron'), name: fight.meron.name, detail: fight.meron.detail })}
        </span>
        <span className="bo-arena-wala">
          {t('boArena.corner', { side: t('boArena.result.wala'), name: fight.wala.name, detail: fight.wala.detail })}
        </span>
      </p>
      <dl className="bo-facts">
        <dt>{t('boArena.fight.opened')}</dt>
        <dd>{formatGmt8(fight.openedAt)}</dd>
        <dt>{t('boArena.fight.result')}</dt>
        <dd>
          {fight.result ? t(`boArena.result.${fight.result}`) : '—'}
          {fight.voidReason ? ` · ${t(`boArena.cancel.${fight.voidReason}`)}` : ''}
          {fight.resultVersion > 1 ? ` · ${t('boArena.fight.version', { version: fight.resultVersion })}` : ''}
        </dd>
        <dt>{t('boArena.fight.players')}</dt>
        <dd>{players || '—'}</dd>
      </dl>
      <PoolsTable pools={fight.pools} currency={arena.currency} />
      {canManage && (fight.status === 'open' || fight.status === 'closed') && <FightActions fight={fight} />}
      {canManage && declared && !fight.corrections.some((entry) => entry.status === 'pending') && <CorrectionForm fight={fight} />}
    </section>
  );
}
