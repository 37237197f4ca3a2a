import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoDrawDetail } from '@pkg/contracts/lottery-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { BoError } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from '../finance/reason-form';
import { canProposeResult, canProposeVoid, detailRefreshMs, drawMoney, settlementState } from './draw-state';
import { ResultView, StatusChips } from './lottery-ui';
import { PendingProposal, type Decision } from './pending-proposal';
import { ResultForm } from './result-form';
import './lottery.css';
import { fetchDraw, lotteryKeys, proposeDrawVoid } from '../../api/lottery';

const errorText = (error: unknown, fallback: string) => (error instanceof BoError && error.message ? error.message : fallback);

/**
 * One draw (decision 028): its facts, its result as the prize table, the money its settlements
 * moved, the settlement job, a pending proposal with its decision, and the history of proposals.
 * Staff who manage lottery draws propose an official result (or a correction) and voids here.
 */
export function DrawDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOutletContext<StaffMe>();
  const location = useLocation();
  const back = typeof (location.state as { back?: unknown } | null)?.back === 'string' ? (location.state as { back: string }).back : '';
  const [mode, setMode] = useState<'idle' | 'result' | 'void'>('idle');
  const [outcome, setOutcome] = useState<Decision | 'proposed' | null>(null);
  const draw = useQuery({
    queryKey: lotteryKeys.draw(id),
    queryFn: () => fetchDraw(id),
    // Settling: look again until the settlement catches up; a pending proposal: until it is decided.
    refetchInterval: (query) => (query.state.data ? detailRefreshMs(query.state.data) : false),
  });
  const canManage = me.permissions.includes('lottery.manage');

  return (
    <section aria-labelledby="bo-draw">
      <p>
        <Link to={`/lottery${back}`}>{t('boLottery.back')}</Link>
      </p>
      {draw.isPending && <p>{t('boConsole.loading')}</p>}
      {draw.isError && (
        <p className="bo-error" role="alert">
          {errorText(draw.error, t('boConsole.loadFailed'))}
        </p>
      )}
      {draw.data && (
        <DrawView
          draw={draw.data}
          canManage={canManage}
          mode={mode}
          setMode={(next) => {
            setMode(next);
            if (next !== 'idle') setOutcome(null);
          }}
          outcome={outcome}
          setOutcome={setOutcome}
        />
      )}
    </section>
  );
}

function DrawView({
  draw,
  canManage,
  mode,
  setMode,
  outcome,
  setOutcome,
}: {
  draw: BoDrawDetail;
  canManage: boolean;
  mode: 'idle' | 'result' | 'void';
  setMode: (mode: 'idle' | 'result' | 'void') => void;
  outcome: Decision | 'proposed' | null;
  setOutcome: (outcome: Decision | 'proposed' | null) => void;
}) {
  const { t } = useTranslation();
  const now = Date.now();
  const pending = draw.pending;
  const facts: [string, string | null][] = [
    [t('boConsole.finance.brand'), draw.brand.code],
    [t('boLottery.game'), `${draw.gameName} (${draw.gameCode})`],
    [t('boLottery.format'), t(`boLottery.formats.${draw.format}`)],
    [t('boLottery.resultSource'), t(`boLottery.sources.${draw.resultSource}`)],
    [t('boLottery.numero'), draw.numero],
    [t('boLottery.station'), draw.stationName && `${draw.stationName} (${draw.stationCode ?? ''})`],
    [t('boLottery.opensAt'), formatGmt8(draw.opensAt)],
    [t('boLottery.closesAt'), formatGmt8(draw.closesAt)],
    [t('boLottery.drawAt'), formatGmt8(draw.drawAt)],
    [t('boLottery.versions'), t('boLottery.versionsValue', { result: draw.resultVersion, settled: draw.settledVersion })],
    [t('boLottery.voidReason'), draw.voidReason],
  ];
  return (
    <>
      <div className="bo-page-head">
        <h1 id="bo-draw">{t('boLottery.detailTitle', { game: draw.gameName, numero: draw.numero })}</h1>
        <StatusChips draw={draw} now={now} withPending />
      </div>
      {outcome && <Outcome outcome={outcome} draw={draw} />}
      <dl className="bo-facts bo-draw-facts">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {draw.seedHash && (
        <p className="bo-seed">
          <span>{t('boLottery.seedHash')}</span> <code>{draw.seedHash}</code>
        </p>
      )}

      <h2>{t('boLottery.result')}</h2>
      {draw.status === 'void' ? (
        <p>{t('boLottery.voidNoResult')}</p>
      ) : draw.result ? (
        <ResultView format={draw.format} numbers={draw.result} label={t('boLottery.resultLabel', { numero: draw.numero })} />
      ) : (
        <p>{t(draw.resultSource === 'official' ? 'boLottery.noResultOfficial' : 'boLottery.noResultHouse')}</p>
      )}

      {pending && (
        <PendingProposal
          key={pending.id}
          draw={draw}
          action={pending}
          canManage={canManage}
          onDecided={(decision) => {
            setOutcome(decision);
            setMode('idle');
          }}
        />
      )}

      {canManage && mode === 'idle' && (canProposeResult(draw, now) || canProposeVoid(draw)) && (
        <div className="bo-actions">
          {canProposeResult(draw, now) && (
            <button type="button" onClick={() => setMode('result')}>
              {t(draw.result ? 'boLottery.correctResult' : 'boLottery.enterResult')}
            </button>
          )}
          {canProposeVoid(draw) && (
            <button type="button" className="bo-danger" onClick={() => setMode('void')}>
              {t('boLottery.void.open')}
            </button>
          )}
        </div>
      )}
      {canManage && !pending && draw.resultSource === 'official' && draw.status !== 'void' && new Date(draw.drawAt).getTime() > now && (
        <p className="bo-note">{t('boLottery.notYet', { at: formatGmt8(draw.drawAt) })}</p>
      )}
      {mode === 'result' && !pending && (
        <ResultForm
          draw={draw}
          onCancel={() => setMode('idle')}
          onProposed={() => {
            setMode('idle');
            setOutcome('proposed');
          }}
        />
      )}
      {mode === 'void' && !pending && (
        <VoidForm
          draw={draw}
          onCancel={() => setMode('idle')}
          onProposed={() => {
            setMode('idle');
            setOutcome('proposed');
          }}
        />
      )}

      <h2>{t('boLottery.money.title')}</h2>
      <dl className="bo-facts bo-draw-facts">
        <div>
          <dt>{t('boLottery.tickets')}</dt>
          <dd>{draw.tickets}</dd>
        </div>
        <div>
          <dt>{t('boLottery.stake')}</dt>
          <dd>{drawMoney(draw.stakeMinor, draw.currency)}</dd>
        </div>
        <div>
          <dt>{t('boLottery.win')}</dt>
          <dd>{drawMoney(draw.winMinor, draw.currency)}</dd>
        </div>
        <div>
          <dt>{t('boLottery.money.paid')}</dt>
          <dd>{drawMoney(draw.paidMinor, draw.currency)}</dd>
        </div>
        <div>
          <dt>{t('boLottery.money.clawed')}</dt>
          <dd>{drawMoney(draw.clawedMinor, draw.currency)}</dd>
        </div>
        <div className={BigInt(draw.shortMinor) > 0n ? 'bo-warning' : undefined}>
          <dt>{t('boLottery.money.short')}</dt>
          <dd>
            {drawMoney(draw.shortMinor, draw.currency)}
            {BigInt(draw.shortMinor) > 0n && <span className="bo-warning-text">{t('boLottery.money.shortWarning')}</span>}
          </dd>
        </div>
      </dl>

      <Settlement draw={draw} />
      <History draw={draw} />
    </>
  );
}

/** What the last step did: proposed (waiting), rejected or withdrawn, or approved with the draw's new state. */
function Outcome({ outcome, draw }: { outcome: Decision | 'proposed'; draw: BoDrawDetail }) {
  const { t } = useTranslation();
  let text: string;
  if (outcome === 'proposed') text = t('boLottery.outcome.proposed');
  else if (!outcome.approved) text = t(outcome.mine ? 'boLottery.outcome.withdrawn' : 'boLottery.outcome.rejected');
  else text = t(`boLottery.outcome.approved.${outcome.kind}`, { status: t(`boLottery.status.${draw.status}`) });
  return (
    <p className="bo-outcome" role="status">
      {text}
    </p>
  );
}

/** The settlement of the latest result version: settling (the page looks again), done, or failed with its error. */
function Settlement({ draw }: { draw: BoDrawDetail }) {
  const { t } = useTranslation();
  const state = settlementState(draw);
  return (
    <section aria-labelledby="bo-settlement">
      <h2 id="bo-settlement">{t('boLottery.settlement.title')}</h2>
      <p className={`bo-settle bo-settle--${state}`} role="status">
        {state === 'settling' && <span className="bo-spinner" aria-hidden="true" />}
        {t(`boLottery.settlement.state.${state}`, { version: draw.resultVersion })}
      </p>
      {draw.settlement && (
        <dl className="bo-facts bo-draw-facts">
          <div>
            <dt>{t('boLottery.settlement.job')}</dt>
            <dd>
              {t(
                `boLottery.settlement.jobStatus.${['pending', 'done', 'failed'].includes(draw.settlement.status) ? draw.settlement.status : 'other'}`,
                { status: draw.settlement.status },
              )}
            </dd>
          </div>
          <div>
            <dt>{t('boLottery.settlement.attempts')}</dt>
            <dd>{draw.settlement.attempts}</dd>
          </div>
          {draw.settlement.lastError && (
            <div className="bo-warning">
              <dt>{t('boLottery.settlement.lastError')}</dt>
              <dd className="bo-mono">{draw.settlement.lastError}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

/** Every proposal on the draw, newest first: who proposed what, who decided, when, why, from where. */
function History({ draw }: { draw: BoDrawDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bo-history">
      <h2 id="bo-history">{t('boLottery.history.title')}</h2>
      {draw.actions.length === 0 ? (
        <p>{t('boLottery.history.empty')}</p>
      ) : (
        <div className="bo-scroll" tabIndex={0}>
          <table className="bo-table bo-history">
            <thead>
              <tr>
                <th>{t('boLottery.history.proposedAt')}</th>
                <th>{t('boLottery.history.kind')}</th>
                <th>{t('boLottery.history.what')}</th>
                <th>{t('boLottery.history.decision')}</th>
                <th>{t('boLottery.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {draw.actions.map((action) => (
                <tr key={action.id}>
                  <td>
                    {formatGmt8(action.proposedAt)}
                    <span className="bo-sub">
                      {t('boLottery.history.byFrom', {
                        by: action.proposedBy,
                        source: t(`boLottery.source.${action.source === 'import' ? 'import' : 'manual'}`),
                      })}
                    </span>
                  </td>
                  <td>{t(`boLottery.history.kinds.${action.kind}`)}</td>
                  <td className="bo-mono bo-wrap bo-numbers-cell">{action.numbers ? action.numbers.join(' ') : '—'}</td>
                  <td>
                    <span className={`bo-chip bo-chip--action-${action.status}`}>
                      {/* A proposal its own proposer rejected was withdrawn. */}
                      {t(
                        `boLottery.history.status.${action.status === 'rejected' && action.decidedBy === action.proposedBy ? 'withdrawn' : action.status}`,
                      )}
                    </span>
                    {action.decidedBy && action.decidedAt && (
                      <span className="bo-sub">
                        {t('boLottery.history.byAt', { by: action.decidedBy, at: formatGmt8(action.decidedAt) })}
                      </span>
                    )}
                  </td>
                  <td className="bo-wrap">{action.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Proposing a void: what it does to the money, and why (a second staff member approves). */
function VoidForm({ draw, onCancel, onProposed }: { draw: BoDrawDetail; onCancel: () => void; onProposed: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const propose = useMutation({
    mutationFn: (reason: string) => proposeDrawVoid(draw.id, reason),
    onSuccess: async (detail) => {
      queryClient.setQueryData(lotteryKeys.draw(draw.id), detail);
      onProposed();
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.draws });
    },
  });
  return (
    <section className="bo-panel bo-void" aria-labelledby="bo-void-title">
      <h2 id="bo-void-title">{t('boLottery.void.title')}</h2>
      <p>{t('boLottery.void.explain')}</p>
      {draw.tickets > 0 && (
        <p className="bo-note">{t('boLottery.void.tickets', { count: draw.tickets, stake: drawMoney(draw.stakeMinor, draw.currency) })}</p>
      )}
      <ReasonForm
        id="bo-void-reason"
        label={t('boLottery.void.reason')}
        submitLabel={t('boLottery.void.submit')}
        busy={propose.isPending}
        onSubmit={(reason) => propose.mutate(reason)}
        onCancel={onCancel}
      />
      {propose.error && (
        <p className="bo-error" role="alert">
          {errorText(propose.error, t('boConsole.networkError'))}
        </p>
      )}
    </section>
  );
}
