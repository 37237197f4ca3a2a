import type { ContractKind, ContractTerms } from '@pkg/contracts/agent-contracts';
import { parseMajorInput, type Currency } from '@pkg/money/money';
import { bpToPercentInput, percentToBp } from '@pkg/money/rates';

/**
 * An agent contract offer's inputs as typed, and the contract terms they make (decision 029): the
 * same form in the site (an agent's offer to a downline, capped by the agent's own rate) and the
 * console (the operator's offer, capped at 100%). Salary tiers (daily, hourly) are a minimum of
 * valid bets, a minimum of active members and a rate; dividend tiers a minimum of net loss, of
 * active members and a share, per half month (H) or month (M); a real-time salary is one rate.
 * Amounts are typed in major units and become minor units exactly (packages/money), percents
 * become basis points on the digits. The checks repeat the server's (contract-terms.ts), so a slip
 * costs no round trip: rates from 0.01% up to the cap, at most ten tiers, each asking at least as
 * much as the one before and paying more.
 */

/** One tier row as typed: an amount in major units ("10,000.50"), a whole count, a percent. */
export interface TierInput {
  min: string;
  active: string;
  rate: string;
}

export interface OfferInput {
  /** Dividends settle per half month (H) or month (M). */
  period: 'H' | 'M';
  tiers: TierInput[];
  /** The real-time salary's single rate. */
  rate: string;
}

export const MAX_TIERS = 10;
const MAX_ACTIVE = 1_000_000;
/** The largest amount the wire carries (18 digits of minor units). */
const MAX_MINOR = 999_999_999_999_999_999n;
/** 100%: the cap of an offer made by the operator, who has no rate of their own above it. */
const ALL_BP = 10_000;

/** Why an input is refused; each has a text under agent.offer.problems (site) and boAgents.offer.problems (console). */
export type OfferProblem = 'amountInvalid' | 'activeInvalid' | 'rateInvalid' | 'rateTooHigh' | 'tierNotRising';

/** Problems keyed by the input they concern: `rate`, or `tiers.<n>.min|active|rate`. */
export type OfferProblems = Record<string, OfferProblem>;

export type OfferCheck = { ok: true; terms: ContractTerms } | { ok: false; problems: OfferProblems };

export const emptyTier = (): TierInput => ({ min: '', active: '', rate: '' });

/** An empty form for a kind: one tier (or the single rate). */
export function emptyOffer(): OfferInput {
  return { period: 'M', tiers: [emptyTier()], rate: '' };
}

/** A rate of 0.01% to 100% (percentToBp refuses more), and no more than the cap. */
function checkRate(input: string, maxRateBp: number): { bp: number } | { problem: OfferProblem } {
  const bp = percentToBp(input);
  if (bp === null || bp < 1) return { problem: 'rateInvalid' };
  if (bp > maxRateBp) return { problem: 'rateTooHigh' };
  return { bp };
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

/**
 * Reads the form into terms of the kind, or says what is wrong with which input. `maxRateBp` is
 * the agent's own rate in the site; the console's operator offers up to 100%.
 */
export function buildTerms(kind: ContractKind, input: OfferInput, currency: Currency, maxRateBp: number = ALL_BP): OfferCheck {
  const problems: OfferProblems = {};
  if (kind === 'realtime_salary') {
    const rate = checkRate(input.rate, maxRateBp);
    if ('problem' in rate) return { ok: false, problems: { rate: rate.problem } };
    return { ok: true, terms: { rateBp: rate.bp } };
  }
  const tiers: Array<{ min: bigint; active: number; rateBp: number }> = [];
  input.tiers.slice(0, MAX_TIERS).forEach((tier, index) => {
    const min = amountOf(tier.min, currency);
    const active = activeOf(tier.active);
    const rate = checkRate(tier.rate, maxRateBp);
    if (min === null) problems[`tiers.${index}.min`] = 'amountInvalid';
    if (active === null) problems[`tiers.${index}.active`] = 'activeInvalid';
    if ('problem' in rate) problems[`tiers.${index}.rate`] = rate.problem;
    if (min !== null && active !== null && 'bp' in rate) tiers.push({ min, active, rateBp: rate.bp });
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
        period: input.period,
        tiers: tiers.map((tier) => ({ minNetLossMinor: tier.min.toString(), minActiveMembers: tier.active, shareBp: tier.rateBp })),
      },
    };
  }
  return {
    ok: true,
    terms: { tiers: tiers.map((tier) => ({ minValidBetMinor: tier.min.toString(), minActiveMembers: tier.active, rateBp: tier.rateBp })) },
  };
}

/** A held contract's terms as form inputs, so an offer can start from them (amounts without grouping). */
export function offerFromTerms(terms: ContractTerms, currency: Currency): OfferInput {
  const major = (minor: string) => {
    const digits = BigInt(minor)
      .toString()
      .padStart(currency.minorDigits + 1, '0');
    const cut = digits.length - currency.minorDigits;
    return currency.minorDigits > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
  };
  if ('rateBp' in terms) return { ...emptyOffer(), rate: bpToPercentInput(terms.rateBp) };
  if ('period' in terms) {
    return {
      period: terms.period,
      rate: '',
      tiers: terms.tiers.map((tier) => ({
        min: major(tier.minNetLossMinor),
        active: String(tier.minActiveMembers),
        rate: bpToPercentInput(tier.shareBp),
      })),
    };
  }
  return {
    period: 'M',
    rate: '',
    tiers: terms.tiers.map((tier) => ({
      min: major(tier.minValidBetMinor),
      active: String(tier.minActiveMembers),
      rate: bpToPercentInput(tier.rateBp),
    })),
  };
}
