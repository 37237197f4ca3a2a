import {
  dividendTerms,
  realtimeTerms,
  salaryTerms,
  type ContractKind,
  type ContractTerms,
  type DividendTerms,
  type RealtimeTerms,
  type SalaryTerms,
} from '@pkg/contracts/agent-contracts';
import { AppError } from '../../http/errors.ts';
import type { PeriodKind } from '../../lib/periods.ts';

/**
 * Contract terms per kind (decision 029): checked on every offer, read back from the database,
 * and turned into a rate for a period's figures. Tiers rise: each tier asks at least as much as the
 * one before and pays at least as much, so "the highest tier reached" is well defined.
 */

/** The terms of a kind, or contract_terms_invalid. */
export function checkTerms(kind: ContractKind, terms: unknown): ContractTerms {
  const parsed = (kind === 'dividend' ? dividendTerms : kind === 'realtime_salary' ? realtimeTerms : salaryTerms).safeParse(terms);
  if (!parsed.success) throw new AppError('contract_terms_invalid', `terms do not fit a ${kind} contract`);
  const value = parsed.data;
  if ('tiers' in value) {
    const tiers = value.tiers.map((tier) => ({
      min: BigInt('minNetLossMinor' in tier ? tier.minNetLossMinor : tier.minValidBetMinor),
      active: tier.minActiveMembers,
      rate: 'shareBp' in tier ? tier.shareBp : tier.rateBp,
    }));
    for (let i = 1; i < tiers.length; i += 1) {
      const [before, tier] = [tiers[i - 1]!, tiers[i]!];
      if (tier.min < before.min || tier.active < before.active || tier.rate <= before.rate) {
        throw new AppError('contract_terms_invalid', 'each tier must ask at least as much as the one before and pay more');
      }
    }
  }
  return value;
}

/** The highest rate (or share) the terms can pay: what a downline may be offered at most. */
export function maxRateOf(terms: ContractTerms): number {
  if ('rateBp' in terms) return terms.rateBp;
  const rates = terms.tiers.map((tier) => ('shareBp' in tier ? tier.shareBp : tier.rateBp));
  return Math.max(...rates);
}

/** The period a kind (and, for dividends, its terms) settles by. */
export function periodKindOf(kind: ContractKind, terms: ContractTerms): PeriodKind {
  if (kind === 'daily_salary') return 'D';
  if (kind === 'hourly_salary') return 'hour';
  if (kind === 'realtime_salary') return 'rt';
  return (terms as DividendTerms).period;
}

/** The tier a team reaches with its basis (valid bets, or net loss for dividends) and active members. */
export interface TierReached {
  /** 1 for the first tier, 0 when none is reached. */
  tier: number;
  rateBp: number;
}

export function tierReached(kind: ContractKind, terms: ContractTerms, basisMinor: bigint, activeMembers: number): TierReached {
  if (kind === 'realtime_salary') return { tier: 1, rateBp: (terms as RealtimeTerms).rateBp };
  const tiers =
    kind === 'dividend'
      ? (terms as DividendTerms).tiers.map((t) => ({ min: BigInt(t.minNetLossMinor), active: t.minActiveMembers, rate: t.shareBp }))
      : (terms as SalaryTerms).tiers.map((t) => ({ min: BigInt(t.minValidBetMinor), active: t.minActiveMembers, rate: t.rateBp }));
  let reached: TierReached = { tier: 0, rateBp: 0 };
  tiers.forEach((tier, index) => {
    if (basisMinor >= tier.min && activeMembers >= tier.active) reached = { tier: index + 1, rateBp: tier.rate };
  });
  // A dividend's negative period still shares the loss at the first tier's share, so it carries over.
  if (kind === 'dividend' && basisMinor < 0n && tiers[0]) return { tier: 0, rateBp: tiers[0].rate };
  return reached;
}

/** rate × basis in minor units, rounded toward zero (never pays a fraction of a centavo more). */
export function applyRate(basisMinor: bigint, rateBp: number): bigint {
  return (basisMinor * BigInt(rateBp)) / 10_000n;
}
