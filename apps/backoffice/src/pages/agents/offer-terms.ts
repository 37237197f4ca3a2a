/**
 * The operator's offer form (decision 029): its inputs as typed and the contract terms they make.
 * Salary tiers (daily, hourly) are a minimum of valid bets, a minimum of active members and a
 * rate; dividend tiers a minimum of net loss, of active members and a share, per half month (H)
 * or month (M); a real-time salary is one rate. Amounts are typed in major units and become minor
 * units exactly (packages/money), percents become basis points on the digits. The checks repeat
 * the server's (contract-terms.ts) so a slip costs no round trip: rates from 0.01% to 100%, at
 * most ten tiers, each asking at least as much as the one before and paying more.
 */
import type { ContractKind, ContractTerms } from '@pkg/contracts/agent-contracts';
import { parseMajorInput, type Currency } from '@pkg/money/money';
import { percentToBp } from './agent-format.ts';

/** One tier as typed: an amount in major units ("10,000.50"), a whole count, a percent. */
export interface TierDraft {
  min: string;
  active: string;
  rate: string;
}

export interface OfferDraft {
  /** Dividends settle per half month (H) or month (M). */
  period: 'H' | 'M';
  tiers: TierDraft[];
  /** The real-time salary's one rate. */
  rate: string;
}

export const MAX_TIERS = 10;
const MAX_ACTIVE = 1_000_000;
/** The largest amount the wire carries (18 digits of minor units). */
const MAX_MINOR = 999_999_999_999_999_999n;

/** Why an input is refused; each has a text under boAgents.offer.problems. */
export type OfferProblem = 'amountInvalid' | 'activeInvalid' | 'rateInvalid' | 'tierNotRising';

/** Problems keyed by their input: `rate`, or `tiers.<index>.min|active|rate`. */
export type OfferProblems = Record<string, OfferProblem>;

export type OfferCheck = { ok: true; terms: ContractTerms } | { ok: false; problems: OfferProblems };

export const emptyTier = (): TierDraft => ({ min: '', active: '', rate: '' });

export function emptyOffer(): OfferDraft {
  return { period: 'M', tiers: [emptyTier()], rate: '' };
}

/** A rate of 0.01% to 100% as basis points, or null. */
function rateOf(input: string): number | null {
  const bp = percentToBp(input);
  return bp !== null && bp >= 1 ? bp : null;
}

/** A minimum in minor units (empty is zero), or null. */
function amountOf(input: string, currency: Currency): bigint | null {
  const minor = parseMajorInput(input.trim() === '' ? '0' : input, currency);
  return minor !== null && minor >= 0n && minor <= MAX_MINOR ? minor : null;
}

/** A whole number of members (empty is zero), or null. */
function activeOf(input: string): number | null {
  const text = input.trim();
  if (text === '') return 0;
  if (!/^[0-9]{1,7}$/.test(text)) return null;
  const count = Number(text);
  return count <= MAX_ACTIVE ? count : null;
}

/** Reads the form into terms of the kind, or says which inputs are wrong and why. */
export function buildTerms(kind: ContractKind, draft: OfferDraft, currency: Currency): OfferCheck {
  if (kind === 'realtime_salary') {
    const rateBp = rateOf(draft.rate);
    return rateBp === null ? { ok: false, problems: { rate: 'rateInvalid' } } : { ok: true, terms: { rateBp } };
  }
  const problems: OfferProblems = {};
  const tiers: { min: bigint; active: number; rateBp: number }[] = [];
  draft.tiers.slice(0, MAX_TIERS).forEach((tier, index) => {
    const min = amountOf(tier.min, currency);
    const active = activeOf(tier.active);
    const rateBp = rateOf(tier.rate);
    if (min === null) problems[`tiers.${index}.min`] = 'amountInvalid';
    if (active === null) problems[`tiers.${index}.active`] = 'activeInvalid';
    if (rateBp === null) problems[`tiers.${index}.rate`] = 'rateInvalid';
    if (min !== null && active !== null && rateBp !== null) tiers.push({ min, active, rateBp });
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  for (let index = 1; index < tiers.length; index += 1) {
    const [before, tier] = [tiers[index - 1]!, tiers[index]!];
    if (tier.min < before.min) problems[`tiers.${index}.min`] = 'tierNotRising';
    if (tier.active < before.active) problems[`tiers.${index}.active`] = 'tierNotRising';
    if (tier.rateBp <= before.rateBp) problems[`tiers.${index}.rate`] = 'tierNotRising';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  if (kind === 'dividend') {
    return {
      ok: true,
      terms: {
        period: draft.period,
        tiers: tiers.map((tier) => ({ minNetLossMinor: tier.min.toString(), minActiveMembers: tier.active, shareBp: tier.rateBp })),
      },
    };
  }
  return {
    ok: true,
    terms: { tiers: tiers.map((tier) => ({ minValidBetMinor: tier.min.toString(), minActiveMembers: tier.active, rateBp: tier.rateBp })) },
  };
}
