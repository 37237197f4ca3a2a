import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoRoundVoid, BoTableRoundDetail } from '@pkg/contracts/live-table-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from '../finance/reason-form';
import { RoundStatusChip, resultLine, tableMoney } from './tables-ui';
import './tables.css';
import { approveRoundVoid, fetchTableRound, proposeRoundVoid, rejectRoundVoid, tablesKeys } from '../../api/tables';

/**
 * One round of a live table (decision 054): its proof (the seed hash published at the open, the
 * seed and context once dealt, the state it was dealt from, the result), its money and settlement,
 * and its voids: one staff member proposes a void with a reason, another approves it (every bet is
 * refunded through the ledger, what was paid taken back) or rejects it; the proposer may withdraw.
 */
export function RoundPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOutletContext<StaffMe>();
  const round = useQuery({
    queryKey: tablesKeys.round(id),
    queryFn: () => fetchTableRound(id),
    // A round in play or being paid: look again until it is settled.
    refetchInterval: (query) =>
      query.state.data && query.state.data.settledVersion === query.state.data.resultVersion && query.state.data.status !== 'open'
        ? false
        : 5_000,
  });
  return (
    <section aria-labelledby="bo-tround">
      {round.isPending && <p>{t('boConsole.loading')}</p>}
      {round.isError && (
        <p className="bo-error" role="alert">
          {errorOf(round.error)}
        </p>
      )}
      {round.data && <RoundView round={round.data} canManage={me.permissions.includes('tables.manage')} />}
    </section>
  );
}

function RoundView({ round, canManage }: { round: BoTableRoundDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const money = (minor: string) => tableMoney(minor, round.currency);
  const pending = round.voids.find((entry) => entry.status === 'pending');
  const facts: Array<[string, string | null]> = [
    [t('boTables.game'), `${round.table.name} (${round.table.gameCode}) · ${round.table.brandCode}`],
    [t('boTables.proof.opensAt'), formatGmt8(round.opensAt)],
    [t('boTables.proof.closesAt'), round.closesAt && formatGmt8(round.closesAt)],
    [t('boTables.proof.dealtAt'), round.dealtAt && formatGmt8(round.dealtAt)],
    [t('boTables.proof.settledAt'), round.settledAt && formatGmt8(round.settledAt)],
    [t('boTables.proof.versions'), t('boTables.proof.versionsValue', { result: round.resultVersion, settled: round.settledVersion })],
    [t('boTables.proof.voidReason'), round.voidReason],
  ];
  return (
    <>
      <p>
        <Link to={`/tables/${round.table.id}`}>{t('boTables.backToTable', { name: round.table.name })}</Link>
      </p>
      <div className="bo-panel-head">
        <h1 id="bo-tround">{t('boTables.proof.title', { seq: round.seq })}</h1>
        <RoundStatusChip status={round.status} />
      </div>
      <dl className="bo-facts">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>

      <h2>{t('boTables.proof.heading')}</h2>
      <dl className="bo-facts">
        <div>
          <dt>{t('boTables.proof.seedHash')}</dt>
          <dd className="bo-tmono">{round.seedHash ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('boTables.proof.seed')}</dt>
          <dd className="bo-tmono">{round.seed ?? t('boTables.proof.seedHidden')}</dd>
        </div>
        <div>
          <dt>{t('boTables.proof.context')}</dt>
          <dd className="bo-tmono">{round.context}</dd>
        </div>
        <div>
          <dt>{t('boTables.proof.result')}</dt>
          <dd className="bo-tmono">{resultLine(round.result)}</dd>
        </div>
      </dl>
      {round.stateBefore !== null && Object.keys(round.stateBefore as object).length > 0 && (
        <details>
          <summary>{t('boTables.proof.stateBefore')}</summary>
          <pre className="bo-tpre">{JSON.stringify(round.stateBefore)}</pre>
        </details>
      )}
      <p className="bo-note">{t('boTables.proof.verify', { command: `npm run rounds:verify -- --round ${round.id}` })}</p>

      <h2>{t('boTables.money.title')}</h2>
      <dl className="bo-facts">
        {(
          [
            ['bets', String(round.bets)],
            ['players', String(round.players)],
            ['stake', money(round.stakeMinor)],
            ['returned', money(round.returnMinor)],
            ['net', money(round.netMinor)],
            ['paid', money(round.paidMinor)],
            ['clawed', money(round.clawedMinor)],
            ['short', money(round.shortMinor)],
          ] as const
        ).map(([name, value]) => (
          <div key={name}>
            <dt>{t(`boTables.money.${name}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {round.settlement && (
          <div>
            <dt>{t('boTables.money.settlement')}</dt>
            <dd>
              {t('boTables.money.job', {
                status: t(`boTables.money.jobStatus.${round.settlement.status}`, { defaultValue: round.settlement.status }),
                attempts: round.settlement.attempts,
              })}
              {round.settlement.lastError && <span className="bo-tsub bo-tmono">{round.settlement.lastError}</span>}
            </dd>
          </div>
        )}
      </dl>

      {pending && <PendingVoid round={round} proposal={pending} canManage={canManage} />}
      {canManage && !pending && round.status !== 'void' && <ProposeVoid round={round} />}
      <VoidHistory voids={round.voids} />
    </>
  );
}

function useRoundChange(round: BoTableRoundDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    // Each change is one of api/tables.ts's calls; each answers the round.
    mutationFn: (call: () => Promise<BoTableRoundDetail>) => call(),
    onSuccess: async (detail) => {
      queryClient.setQueryData(tablesKeys.round(round.id), detail);
      await queryClient.invalidateQueries({ queryKey: tablesKeys.all });
    },
  });
}

function ProposeVoid({ round }: { round: BoTableRoundDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const propose = useRoundChange(round);
  if (!open)
    return (
      <div className="bo-actions">
        <button type="button" className="bo-danger" onClick={() => setOpen(true)}>
          {t('boTables.void.open')}
        </button>
      </div>
    );
  return (
    <section className="bo-panel" aria-labelledby="bo-tvoid">
      <h2 id="bo-tvoid">{t('boTables.void.title')}</h2>
      <p>{t(round.status === 'settled' ? 'boTables.void.explainSettled' : 'boTables.void.explain')}</p>
      <ReasonForm
        id="bo-tvoid-reason"
        label={t('boTables.void.reason')}
        submitLabel={t('boTables.void.submit')}
        busy={propose.isPending}
        onSubmit={(reason) => propose.mutate(() => proposeRoundVoid(round.id, reason), { onSuccess: () => setOpen(false) })}
        onCancel={() => setOpen(false)}
      />
      {propose.isError && (
        <p className="bo-error" role="alert">
          {errorOf(propose.error)}
        </p>
      )}
    </section>
  );
}

function PendingVoid({ round, proposal, canManage }: { round: BoTableRoundDetail; proposal: BoRoundVoid; canManage: boolean }) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const decide = useRoundChange(round);
  const reject = (reason: string) => decide.mutate(() => rejectRoundVoid(proposal.id, reason));
  return (
    <section className="bo-panel" aria-labelledby="bo-tpending">
      <div className="bo-panel-head">
        <h2 id="bo-tpending">{t('boTables.void.pendingTitle')}</h2>
        <span className="bo-tchip bo-tchip--pending">{t('boTables.voidPending')}</span>
      </div>
      <p>{t('boTables.void.proposedLine', { by: proposal.proposedBy, at: formatGmt8(proposal.proposedAt) })}</p>
      <p>
        <strong>{t('boTables.void.reason')}:</strong> {proposal.reason}
      </p>
      {!canManage ? (
        <p className="bo-note">{t('boTables.void.readOnly')}</p>
      ) : rejecting ? (
        <ReasonForm
          id="bo-tvoid-reject"
          label={t(proposal.mine ? 'boTables.void.withdrawReason' : 'boTables.void.rejectReason')}
          submitLabel={t(proposal.mine ? 'boTables.void.withdraw' : 'boTables.void.reject')}
          busy={decide.isPending}
          onSubmit={reject}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <>
          {proposal.mine && (
            <p className="bo-note" role="status">
              {t('boTables.void.waiting')}
            </p>
          )}
          <div className="bo-actions">
            {!proposal.mine && (
              <button type="button" disabled={decide.isPending} onClick={() => decide.mutate(() => approveRoundVoid(proposal.id))}>
                {t('boTables.void.approve')}
              </button>
            )}
            <button type="button" className={proposal.mine ? 'bo-secondary' : 'bo-danger'} onClick={() => setRejecting(true)}>
              {t(proposal.mine ? 'boTables.void.withdraw' : 'boTables.void.reject')}
            </button>
          </div>
        </>
      )}
      {decide.isError && (
        <p className="bo-error" role="alert">
          {errorOf(decide.error)}
        </p>
      )}
    </section>
  );
}

function VoidHistory({ voids }: { voids: BoRoundVoid[] }) {
  const { t } = useTranslation();
  if (voids.length === 0) return null;
  return (
    <section aria-labelledby="bo-tvoids">
      <h2 id="bo-tvoids">{t('boTables.void.history')}</h2>
      <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boTables.void.history')}>
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boTables.void.proposed')}</th>
              <th>{t('boTables.void.reason')}</th>
              <th>{t('boTables.void.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {voids.map((entry) => (
              <tr key={entry.id}>
                <td>
                  {formatGmt8(entry.proposedAt)}
                  <span className="bo-tsub">{entry.proposedBy}</span>
                </td>
                <td>{entry.reason}</td>
                <td>
                  <span className={`bo-tchip bo-tchip--${entry.status}`}>{t(`boTables.void.status.${entry.status}`)}</span>
                  {entry.decidedBy && entry.decidedAt && (
                    <span className="bo-tsub">
                      {entry.decidedBy} · {formatGmt8(entry.decidedAt)}
                      {entry.decisionReason ? ` · ${entry.decisionReason}` : ''}
                      {entry.version !== null ? ` · v${entry.version}` : ''}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
