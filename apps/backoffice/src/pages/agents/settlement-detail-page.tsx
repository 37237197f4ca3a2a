import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoSettlementDetail } from '@pkg/contracts/agent-desk';
import type { StatementView } from '@pkg/contracts/agent-contracts';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from '../finance/reason-form';
import { agentAmount, agentMoney, formatBp, periodLabel } from './agent-format';
import { SettlementChips, errorText } from './agents-ui';
import { canApproveRerun, canHold, canProposeRerun, canRelease, canRetry, settlementRefreshMs } from './settlement-state';
// The desk's shared classes (page head, chips, panels, outcome) live with the lottery desk.
import '../lottery/lottery.css';
import './agents.css';
import { agentsKeys, fetchSettlement, settlementStep, type SettlementStep } from '../../api/agents';

type Step = SettlementStep;
type Mode = 'idle' | 'hold' | 'rerun';

/**
 * One settlement period (decision 029): its figures, every statement of every run version (each
 * with its formula), and for staff who manage agents: hold a pending period (asks why), release a
 * held one, retry a stalled one (its run's job failed for good), propose a re-run of a settled one
 * (asks why), and approve a re-run another staff member proposed. While its run waits or runs the
 * page looks again until it is done.
 */
export function AgentSettlementDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOutletContext<StaffMe>();
  const location = useLocation();
  const back = typeof (location.state as { back?: unknown } | null)?.back === 'string' ? (location.state as { back: string }).back : '';
  const settlement = useQuery({
    queryKey: agentsKeys.settlement(id),
    queryFn: () => fetchSettlement(id),
    refetchInterval: (query) => (query.state.data ? settlementRefreshMs(query.state.data) : false),
  });

  return (
    <section aria-labelledby="bo-agent-settlement">
      <p>
        <Link to={`/agents/settlements${back}`}>{t('boAgents.settlements.back')}</Link>
      </p>
      {settlement.isPending && <p>{t('boConsole.loading')}</p>}
      {settlement.isError && (
        <p className="bo-error" role="alert">
          {errorText(settlement.error, t('boConsole.loadFailed'))}
        </p>
      )}
      {settlement.data && <SettlementView settlement={settlement.data} canManage={me.permissions.includes('agents.manage')} />}
    </section>
  );
}

function SettlementView({ settlement: s, canManage }: { settlement: BoSettlementDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [outcome, setOutcome] = useState<Step | null>(null);
  const act = useMutation({
    mutationFn: ({ step, reason }: { step: Step; reason?: string }) => settlementStep(s.id, step, reason),
    onSuccess: async (detail, { step }) => {
      queryClient.setQueryData(agentsKeys.settlement(s.id), detail);
      setMode('idle');
      setOutcome(step);
      await queryClient.invalidateQueries({ queryKey: agentsKeys.settlements });
    },
    onError: () => {
      // The period changed under us (settlement_state ...): show the error and what it is now.
      void queryClient.invalidateQueries({ queryKey: agentsKeys.settlement(s.id) });
    },
  });
  const start = (next: Mode) => {
    act.reset();
    setOutcome(null);
    setMode(next);
  };
  const kind = t(`boAgents.kinds.${s.kind}`);
  const period = periodLabel(s.periodKey);
  const facts: [string, string | null][] = [
    [t('boConsole.finance.brand'), s.brandCode],
    [t('boAgents.kind'), kind],
    [t('boAgents.period'), period],
    [t('boAgents.window'), t('boAgents.windowValue', { from: formatGmt8(s.periodStart), to: formatGmt8(s.periodEnd) })],
    [t('boAgents.runVersion'), String(s.runVersion)],
    [t('boAgents.contractsCount'), String(s.contracts)],
    [t('boAgents.paid'), agentMoney(s.paidMinor, s.currency)],
    [t('boAgents.finished'), s.finishedAt && formatGmt8(s.finishedAt)],
    [t('boAgents.heldBy'), s.heldBy],
    [t('boAgents.holdReason'), s.heldReason],
  ];
  const versions = [...new Set(s.statements.map((statement) => statement.runVersion))].sort((a, b) => b - a);
  const running = (s.status === 'pending' || s.status === 'running') && !s.stalled;

  return (
    <>
      <div className="bo-page-head">
        <h1 id="bo-agent-settlement">{t('boAgents.detail.title', { kind, period })}</h1>
        <SettlementChips settlement={s} />
      </div>
      {outcome && (
        <p className="bo-outcome" role="status">
          {t(`boAgents.outcome.${outcome}`, { version: s.runVersion })}
        </p>
      )}
      <dl className="bo-facts bo-agent-facts">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {running && (
        <p className="bo-settle bo-settle--settling" role="status">
          <span className="bo-spinner" aria-hidden="true" />
          {t(`boAgents.detail.${s.status}`, { version: s.runVersion })}
        </p>
      )}
      {s.status === 'held' && <p className="bo-note">{t('boAgents.detail.heldNote')}</p>}

      {s.stalled && (
        <section className="bo-panel bo-pending" aria-labelledby="bo-stalled-title">
          {/* The page's chips above already say "Run stopped"; the title says it again, enough. */}
          <div className="bo-panel-head">
            <h2 id="bo-stalled-title">{t('boAgents.stalled.title')}</h2>
          </div>
          <p className="bo-note">{t('boAgents.stalled.explain', { version: s.runVersion })}</p>
          {s.runTriedAt && <p>{t('boAgents.stalled.triedAt', { at: formatGmt8(s.runTriedAt) })}</p>}
          {s.runError && (
            <p>
              <strong>{t('boAgents.stalled.error')}:</strong> <code className="bo-mono bo-run-error">{s.runError}</code>
            </p>
          )}
          {canManage && canRetry(s) ? (
            <div className="bo-actions">
              <button type="button" disabled={act.isPending} onClick={() => act.mutate({ step: 'retry' })}>
                {t('boAgents.stalled.retry')}
              </button>
            </div>
          ) : (
            <p className="bo-note">{t('boAgents.readOnly')}</p>
          )}
        </section>
      )}

      {s.rerun && (
        <section className="bo-panel bo-pending" aria-labelledby="bo-rerun-title">
          <div className="bo-panel-head">
            <h2 id="bo-rerun-title">{t('boAgents.rerun.title')}</h2>
            <span className="bo-chip bo-chip--pending">{t('boAgents.rerun.chip')}</span>
          </div>
          <p className="bo-note">{t('boAgents.rerun.proposedLine', { by: s.rerun.requestedBy, at: formatGmt8(s.rerun.at) })}</p>
          <p>
            <strong>{t('boAgents.reason')}:</strong> {s.rerun.reason}
          </p>
          <p className="bo-note">{t('boAgents.rerun.explain', { version: s.runVersion + 1 })}</p>
          {s.rerun.mine ? (
            <p className="bo-waiting" role="status">
              {t('boAgents.rerun.waiting')}
            </p>
          ) : canManage && canApproveRerun(s) ? (
            <div className="bo-actions">
              <button type="button" disabled={act.isPending} onClick={() => act.mutate({ step: 'approve' })}>
                {t('boAgents.rerun.approve')}
              </button>
            </div>
          ) : (
            <p className="bo-note">{t('boAgents.readOnly')}</p>
          )}
        </section>
      )}

      {canManage && mode === 'idle' && (canHold(s) || canRelease(s) || canProposeRerun(s)) && (
        <div className="bo-actions">
          {canHold(s) && (
            <button type="button" className="bo-danger" onClick={() => start('hold')}>
              {t('boAgents.hold.open')}
            </button>
          )}
          {canRelease(s) && (
            <button type="button" disabled={act.isPending} onClick={() => act.mutate({ step: 'release' })}>
              {t('boAgents.release')}
            </button>
          )}
          {canProposeRerun(s) && (
            <button type="button" onClick={() => start('rerun')}>
              {t('boAgents.rerun.open')}
            </button>
          )}
        </div>
      )}
      {mode === 'hold' && canHold(s) && (
        <section className="bo-panel" aria-labelledby="bo-hold-title">
          <h2 id="bo-hold-title">{t('boAgents.hold.title')}</h2>
          <p className="bo-note">{t('boAgents.hold.explain')}</p>
          <ReasonForm
            id="bo-hold-reason"
            label={t('boAgents.hold.reason')}
            submitLabel={t('boAgents.hold.submit')}
            busy={act.isPending}
            onSubmit={(reason) => act.mutate({ step: 'hold', reason })}
            onCancel={() => setMode('idle')}
          />
        </section>
      )}
      {mode === 'rerun' && canProposeRerun(s) && (
        <section className="bo-panel" aria-labelledby="bo-rerun-form-title">
          <h2 id="bo-rerun-form-title">{t('boAgents.rerun.formTitle')}</h2>
          <p className="bo-note">{t('boAgents.rerun.explain', { version: s.runVersion + 1 })}</p>
          <ReasonForm
            id="bo-rerun-reason"
            label={t('boAgents.rerun.reason')}
            submitLabel={t('boAgents.rerun.submit')}
            busy={act.isPending}
            onSubmit={(reason) => act.mutate({ step: 'rerun', reason })}
            onCancel={() => setMode('idle')}
          />
        </section>
      )}
      {act.error && (
        <p className="bo-error" role="alert">
          {errorText(act.error, t('boConsole.networkError'))}
        </p>
      )}

      <h2>{t('boAgents.statements.title')}</h2>
      {versions.length === 0 && (
        <p>{t(running || s.stalled || s.status === 'held' ? 'boAgents.statements.notYet' : 'boAgents.statements.none')}</p>
      )}
      {versions.map((version) => (
        <Statements
          key={version}
          version={version}
          current={version === s.runVersion}
          currency={s.currency}
          period={{ start: s.periodStart, end: s.periodEnd }}
          statements={s.statements.filter((statement) => statement.runVersion === version)}
        />
      ))}
    </>
  );
}

/**
 * The statements of one run version: each contract's inputs, figures and what it paid, with its
 * formula on a line of its own beneath. Amounts are in the brand's currency, named once above.
 */
function Statements({
  version,
  current,
  currency,
  period,
  statements,
}: {
  version: number;
  current: boolean;
  currency: string;
  period: { start: string; end: string };
  statements: StatementView[];
}) {
  const { t } = useTranslation();
  const amount = (minor: string) => agentAmount(minor, currency);
  const label = t('boAgents.statements.versionLabel', { version });
  const wholePeriod = (st: StatementView) =>
    Date.parse(st.windowStart) === Date.parse(period.start) && Date.parse(st.windowEnd) === Date.parse(period.end);
  return (
    <section className="bo-agent-version">
      <h3>
        {label}
        {current && <span className="bo-chip bo-chip--agent-current">{t('boAgents.statements.current')}</span>}
      </h3>
      <p className="bo-note">{t('boAgents.statements.amountsIn', { currency })}</p>
      <div className="bo-scroll" tabIndex={0}>
        <table className="bo-table bo-agent-table bo-statements" aria-label={label}>
          <thead>
            <tr>
              <th>{t('boAgents.statements.agent')}</th>
              <th>{t('boAgents.window')}</th>
              <th className="bo-number">{t('boAgents.statements.validBets')}</th>
              <th className="bo-number">{t('boAgents.statements.activeMembers')}</th>
              <th className="bo-number">{t('boAgents.statements.netLoss')}</th>
              <th className="bo-number">{t('boAgents.statements.rate')}</th>
              <th className="bo-number">{t('boAgents.statements.tier')}</th>
              <th className="bo-number">{t('boAgents.statements.gross')}</th>
              <th className="bo-number">{t('boAgents.statements.downline')}</th>
              <th className="bo-number">{t('boAgents.statements.carryIn')}</th>
              <th className="bo-number">{t('boAgents.statements.net')}</th>
              <th className="bo-number">{t('boAgents.paid')}</th>
              <th className="bo-number">{t('boAgents.statements.carryOut')}</th>
              <th>{t('boAgents.statusLabel')}</th>
              <th className="bo-number">{t('boAgents.statements.version')}</th>
            </tr>
          </thead>
          {statements.map((st) => (
            <tbody key={`${st.contractId}:${st.runVersion}`} className="bo-statement">
              <tr>
                <td>
                  <strong>{st.agent.username}</strong>
                  <span className="bo-sub">{t('boAgents.statements.contract', { id: st.contractId })}</span>
                </td>
                <td className="bo-window">
                  {wholePeriod(st) ? (
                    t('boAgents.statements.wholePeriod')
                  ) : (
                    <>
                      {formatGmt8(st.windowStart)}
                      <span className="bo-sub">{t('boAgents.statements.until', { at: formatGmt8(st.windowEnd) })}</span>
                    </>
                  )}
                </td>
                <td className="bo-number">{amount(st.validBetMinor)}</td>
                <td className="bo-number">{st.activeMembers}</td>
                <td className="bo-number">{amount(st.netLossMinor)}</td>
                <td className="bo-number">{formatBp(st.rateBp)}</td>
                <td className="bo-number">{st.tier > 0 ? st.tier : t('boAgents.statements.noTier')}</td>
                <td className="bo-number">{amount(st.grossMinor)}</td>
                <td className="bo-number">{amount(st.downlineMinor)}</td>
                <td className="bo-number">{amount(st.carryInMinor)}</td>
                <td className="bo-number">{amount(st.netMinor)}</td>
                <td className="bo-number">
                  <strong>{amount(st.paidMinor)}</strong>
                </td>
                <td className="bo-number">{amount(st.carryOutMinor)}</td>
                <td>
                  <span className={`bo-chip bo-chip--statement-${st.status}`}>{t(`boAgents.statements.status.${st.status}`)}</span>
                </td>
                <td className="bo-number">{st.runVersion}</td>
              </tr>
              <tr className="bo-formula-row">
                <td colSpan={15}>
                  <span className="bo-formula-label">{t('boAgents.statements.formula')}:</span>{' '}
                  <code className="bo-mono">{st.formula}</code>
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
