import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTerms, ContractView } from '@pkg/contracts/agent-contracts';
import type { BoSettlement } from '@pkg/contracts/agent-desk';
import { formatMinor } from '@pkg/money/money';
import { BoError } from '../../lib/api';
import { deskCurrency, formatBp } from './agent-format';

/** The kinds and statuses for filters, in the contract's order; the types keep them complete (importing the contract's lists would bundle zod). */
const KIND_ORDER = { dividend: 0, daily_salary: 1, hourly_salary: 2, realtime_salary: 3 } satisfies Record<ContractKind, number>;
export const KINDS = Object.keys(KIND_ORDER) as ContractKind[];
const SETTLEMENT_STATUS_ORDER = { pending: 0, held: 1, running: 2, done: 3 } satisfies Record<BoSettlement['status'], number>;
export const SETTLEMENT_STATUSES = Object.keys(SETTLEMENT_STATUS_ORDER) as BoSettlement['status'][];

/** A failed call's translated message from the server, or the fallback. */
export const errorText = (error: unknown, fallback: string) => (error instanceof BoError && error.message ? error.message : fallback);

/**
 * A settlement's status as a chip, with "re-run awaits approval" beside it where one is. A stalled
 * run shows "run stopped" in place of its status: "running" beside "run stopped" reads as a contradiction.
 */
export function SettlementChips({ settlement }: { settlement: Pick<BoSettlement, 'status' | 'rerun' | 'stalled'> }) {
  const { t } = useTranslation();
  return (
    <span className="bo-chips">
      {settlement.stalled ? (
        <span className="bo-chip bo-chip--agent-stalled">{t('boAgents.stalled.chip')}</span>
      ) : (
        <span className={`bo-chip bo-chip--agent-${settlement.status}`}>{t(`boAgents.status.${settlement.status}`)}</span>
      )}
      {settlement.rerun && <span className="bo-chip bo-chip--pending">{t('boAgents.rerun.chip')}</span>}
    </span>
  );
}

/** A contract's status as a chip. */
export function ContractChip({ status }: { status: ContractView['status'] }) {
  const { t } = useTranslation();
  return <span className={`bo-chip bo-chip--contract-${status}`}>{t(`boAgents.contracts.status.${status}`)}</span>;
}

/**
 * A contract's terms in short lines: each tier's thresholds and rate (or share), a real-time
 * salary's one rate, a dividend's period first.
 */
export function TermsSummary({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const { t } = useTranslation();
  const money = (minor: string) => formatMinor(BigInt(minor), deskCurrency(''));
  if ('rateBp' in terms) return <span>{t('boAgents.terms.realtime', { rate: formatBp(terms.rateBp) })}</span>;
  const lines =
    'period' in terms
      ? terms.tiers.map((tier) =>
          t('boAgents.terms.dividendTier', {
            min: money(tier.minNetLossMinor),
            active: tier.minActiveMembers,
            rate: formatBp(tier.shareBp),
          }),
        )
      : terms.tiers.map((tier) =>
          t('boAgents.terms.salaryTier', { min: money(tier.minValidBetMinor), active: tier.minActiveMembers, rate: formatBp(tier.rateBp) }),
        );
  return (
    <>
      {'period' in terms && kind === 'dividend' && <span className="bo-sub">{t(`boAgents.terms.period.${terms.period}`)}</span>}
      <ol className="bo-terms">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </>
  );
}
