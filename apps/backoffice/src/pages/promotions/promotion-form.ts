/**
 * The promotion editor's typed values and the wire body (decision 030). Staff type amounts in major
 * units of the brand's currency (two decimals) and they travel as minor units; percents travel as
 * basis points (1% = 100), the wagering multiple as basis points of the bonus (5x = 50000), times
 * typed in GMT+8 as instants. Pure, so every conversion is tested; none goes through floating point.
 * The checks repeat the server's `promotionRules` so a slip names its field without a round trip;
 * the server checks everything again.
 */
import type { BoPromotion, BoPromotionInput, PROMOTION_STATES } from '@pkg/contracts/promotion-desk';
import { promotionRules, zaloRewardCapMinor, type PromotionKind } from '@pkg/contracts/promotions';
import { formatAmountTokens } from '@pkg/money/amount-tokens';
import { formatMinor, parseMajorInput, type Currency } from '@pkg/money/money';
import { bpToPercentInput, percentToBp } from '@pkg/money/rates';
// One way of typing GMT+8 times and wagering multiples in the back office: the missions editor's.
import { gmt8Input, gmt8InputInstant } from '@pkg/web-kit/time';
import { wageringBp as wageringBpOf, wageringMultiple } from '@pkg/web-kit/wagering';

/** The game types a rebate pays on, in the order the form lists them. */
export const REBATE_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'COCKFIGHT', 'BINGO', 'ELOTT', 'LOTT'] as const;
export type RebateGameType = (typeof REBATE_GAME_TYPES)[number];

export type PromotionState = (typeof PROMOTION_STATES)[number];

/** The largest amount the wire carries (18 digits of minor units). */
const MAX_MINOR = 999_999_999_999_999_999n;
/** A rebate rate is at most 10% (the server's 1,000 basis points). */
const MAX_REBATE_BP = 1_000;
export const MAX_CHECKIN_DAYS = 31;
export const MAX_PRIZES = 20;

/** Amounts are read and typed with two decimals: every brand currency today has two (as on the other desks). */
/** An operator's title as the desk lists it: its amount tokens ({{amount:290}}) as amounts of the brand's currency (decision 067). */
export function titleText(title: string, currency: string): string {
  return formatAmountTokens(title, deskCurrency(currency));
}

export function deskCurrency(code: string): Currency {
  return { code, symbol: code, minorDigits: 2 };
}

/** Minor units as staff type them back ("1234.50", no grouping). */
function majorOf(minor: string | undefined, currency: Currency): string {
  return minor === undefined ? '' : formatMinor(BigInt(minor), currency).replaceAll(',', '');
}

export interface PrizeDraft {
  amount: string;
  weight: string;
}

export interface PromotionForm {
  brandId: string;
  kind: PromotionKind;
  category: string;
  title: string;
  summary: string;
  content: string;
  imageUrl: string;
  /** The multiple of the bonus to wager, e.g. "5". */
  wagering: string;
  /** yyyy-MM-ddTHH:mm in GMT+8 (a datetime-local input). */
  startsAt: string;
  endsAt: string;
  status: PromotionState;
  sort: string;
  /** apply, first_deposit: the largest bonus. */
  maxBonus: string;
  /** first_deposit */
  percent: string;
  minDeposit: string;
  /** first_deposit, rebate: days the offered bonus stays claimable. */
  claimDays: string;
  /** rebate: a percent per game type; empty pays nothing on that type. */
  rates: Record<RebateGameType, string>;
  minRebate: string;
  /** checkin: day n of a streak pays amounts[n-1]; the last repeats. */
  amounts: string[];
  minValidBet: string;
  /** raffle */
  prizes: PrizeDraft[];
  minDepositToday: string;
  /** zalo: the brand's Zalo official account link (https://zalo.me/...). */
  oaUrl: string;
}

/** Why a value is refused; each has a text under boPromotions.problems. */
export type FormProblem =
  | 'required'
  | 'category'
  | 'amount'
  | 'positive'
  | 'percent'
  | 'rebateRate'
  | 'rebateNone'
  | 'multiple'
  | 'whole'
  | 'date'
  | 'endsBeforeStart'
  | 'imageUrl'
  | 'oaUrl'
  | 'zaloCap';

/** The field a value failed in (`amounts.2`, `prizes.0.weight`, `rates.LIVE`) and why. */
export interface FormFailure {
  field: string;
  problem: FormProblem;
}

const emptyRates = (): Record<RebateGameType, string> =>
  Object.fromEntries(REBATE_GAME_TYPES.map((type) => [type, ''])) as Record<RebateGameType, string>;

/** A new promotion of a kind for a brand, starting now, as a draft. */
export function emptyForm(brandId: string, kind: PromotionKind, now: Date): PromotionForm {
  return {
    brandId,
    kind,
    category: 'general',
    title: '',
    summary: '',
    content: '',
    imageUrl: '',
    wagering: '1',
    startsAt: gmt8Input(now.toISOString()),
    endsAt: '',
    status: 'draft',
    sort: '0',
    maxBonus: '',
    percent: '',
    minDeposit: '0',
    claimDays: '7',
    rates: emptyRates(),
    minRebate: '0',
    amounts: [''],
    minValidBet: '0',
    prizes: [{ amount: '', weight: '1' }],
    minDepositToday: '0',
    oaUrl: '',
  };
}

/** An existing promotion as the editor shows it: its kind's rules read back into typed values. */
export function formOf(promotion: BoPromotion, now: Date): PromotionForm {
  const currency = deskCurrency(promotion.currency);
  const form: PromotionForm = {
    ...emptyForm(promotion.brandId, promotion.kind, now),
    category: promotion.category,
    title: promotion.title,
    summary: promotion.summary,
    content: promotion.content,
    imageUrl: promotion.imageUrl ?? '',
    wagering: wageringMultiple(promotion.wageringBp),
    startsAt: gmt8Input(promotion.startsAt),
    endsAt: promotion.endsAt ? gmt8Input(promotion.endsAt) : '',
    status: promotion.status,
    sort: String(promotion.sort),
  };
  switch (promotion.kind) {
    case 'apply': {
      const rules = promotionRules.apply.safeParse(promotion.rules);
      if (rules.success) form.maxBonus = majorOf(rules.data.maxBonusMinor, currency);
      break;
    }
    case 'first_deposit': {
      const rules = promotionRules.first_deposit.safeParse(promotion.rules);
      if (rules.success) {
        form.percent = bpToPercentInput(rules.data.percentBp);
        form.maxBonus = majorOf(rules.data.maxBonusMinor, currency);
        form.minDeposit = majorOf(rules.data.minDepositMinor, currency);
        form.claimDays = String(rules.data.claimDays);
      }
      break;
    }
    case 'rebate': {
      const rules = promotionRules.rebate.safeParse(promotion.rules);
      if (rules.success) {
        for (const type of REBATE_GAME_TYPES) {
          const bp = rules.data.ratesBp[type];
          form.rates[type] = bp === undefined ? '' : bpToPercentInput(bp);
        }
        form.minRebate = majorOf(rules.data.minRebateMinor, currency);
        form.claimDays = String(rules.data.claimDays);
      }
      break;
    }
    case 'checkin': {
      const rules = promotionRules.checkin.safeParse(promotion.rules);
      if (rules.success) {
        form.amounts = rules.data.amountsMinor.map((amount) => majorOf(amount, currency));
        form.minValidBet = majorOf(rules.data.minValidBetMinor, currency);
      }
      break;
    }
    case 'raffle': {
      const rules = promotionRules.raffle.safeParse(promotion.rules);
      if (rules.success) {
        form.prizes = rules.data.prizes.map((prize) => ({ amount: majorOf(prize.amountMinor, currency), weight: String(prize.weight) }));
        form.minDepositToday = majorOf(rules.data.minDepositTodayMinor, currency);
      }
      break;
    }
    case 'zalo': {
      const rules = promotionRules.zalo.safeParse(promotion.rules);
      if (rules.success) {
        form.maxBonus = majorOf(rules.data.maxBonusMinor, currency);
        form.oaUrl = rules.data.oaUrl;
      }
      break;
    }
    case 'info':
      break;
  }
  return form;
}

class Refused extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure.field);
  }
}

const refuse = (field: string, problem: FormProblem): never => {
  throw new Refused({ field, problem });
};

/** An amount of at least zero (empty is zero) in minor units. */
function minorOf(field: string, input: string, currency: Currency): string {
  const minor = parseMajorInput(input.trim() === '' ? '0' : input, currency);
  if (minor === null || minor < 0n || minor > MAX_MINOR) return refuse(field, 'amount');
  return minor.toString();
}

/** An amount above zero in minor units. */
function positiveMinorOf(field: string, input: string, currency: Currency): string {
  if (input.trim() === '') return refuse(field, 'required');
  const minor = minorOf(field, input, currency);
  return minor === '0' ? refuse(field, 'positive') : minor;
}

/** A whole number from min to max. */
function wholeOf(field: string, input: string, min: number, max: number): number {
  const text = input.trim();
  if (!/^[0-9]{1,7}$/.test(text)) return refuse(field, 'whole');
  const value = Number(text);
  return value < min || value > max ? refuse(field, 'whole') : value;
}

/** The kind's rules as the server's promotionRules expect them. */
function rulesOf(form: PromotionForm, currency: Currency): Record<string, unknown> {
  switch (form.kind) {
    case 'apply':
      return { maxBonusMinor: positiveMinorOf('maxBonus', form.maxBonus, currency) };
    case 'first_deposit': {
      const percentBp = percentToBp(form.percent);
      if (percentBp === null || percentBp < 1) return refuse('percent', 'percent');
      return {
        percentBp,
        maxBonusMinor: positiveMinorOf('maxBonus', form.maxBonus, currency),
        minDepositMinor: minorOf('minDeposit', form.minDeposit, currency),
        claimDays: wholeOf('claimDays', form.claimDays, 1, 90),
      };
    }
    case 'rebate': {
      const ratesBp: Record<string, number> = {};
      for (const type of REBATE_GAME_TYPES) {
        const typed = form.rates[type].trim();
        if (typed === '') continue;
        const bp = percentToBp(typed);
        if (bp === null || bp < 1 || bp > MAX_REBATE_BP) return refuse(`rates.${type}`, 'rebateRate');
        ratesBp[type] = bp;
      }
      if (Object.keys(ratesBp).length === 0) return refuse(`rates.${REBATE_GAME_TYPES[0]}`, 'rebateNone');
      return {
        ratesBp,
        minRebateMinor: minorOf('minRebate', form.minRebate, currency),
        claimDays: wholeOf('claimDays', form.claimDays, 1, 90),
      };
    }
    case 'checkin':
      return {
        amountsMinor: form.amounts.slice(0, MAX_CHECKIN_DAYS).map((amount, index) => positiveMinorOf(`amounts.${index}`, amount, currency)),
        minValidBetMinor: minorOf('minValidBet', form.minValidBet, currency),
      };
    case 'raffle':
      return {
        minDepositTodayMinor: minorOf('minDepositToday', form.minDepositToday, currency),
        prizes: form.prizes.slice(0, MAX_PRIZES).map((prize, index) => ({
          amountMinor: minorOf(`prizes.${index}.amount`, prize.amount, currency),
          weight: wholeOf(`prizes.${index}.weight`, prize.weight, 1, 1_000_000),
        })),
      };
    case 'zalo': {
      const maxBonusMinor = positiveMinorOf('maxBonus', form.maxBonus, currency);
      // The spec's 131K cap in the brand's currency (decision 075); the server holds it too.
      const cap = zaloRewardCapMinor(currency.code, currency.minorDigits);
      if (cap === null || BigInt(maxBonusMinor) > cap) return refuse('maxBonus', 'zaloCap');
      const oaUrl = form.oaUrl.trim();
      if (!promotionRules.zalo.shape.oaUrl.safeParse(oaUrl).success) return refuse('oaUrl', 'oaUrl');
      return { maxBonusMinor, oaUrl };
    }
    case 'info':
      return {};
  }
}

/** The Zalo reward's cap as staff type amounts ("290.00"); null when the currency has none (decision 075). */
export function zaloCapText(currencyCode: string): string | null {
  const currency = deskCurrency(currencyCode);
  const cap = zaloRewardCapMinor(currency.code, currency.minorDigits);
  return cap === null ? null : majorOf(cap.toString(), currency);
}

/** The wire body of a form (create or replace), or the first field that is not a valid value. */
export function bodyOf(form: PromotionForm, currencyCode: string): { body: BoPromotionInput } | FormFailure {
  const currency = deskCurrency(currencyCode);
  try {
    const category = form.category.trim();
    if (!/^[a-z0-9_-]{1,30}$/.test(category)) return refuse('category', 'category');
    const title = form.title.trim();
    if (title === '') return refuse('title', 'required');
    const imageUrl = form.imageUrl.trim();
    if (imageUrl !== '' && !/^(\/|https:\/\/)\S+$/.test(imageUrl)) return refuse('imageUrl', 'imageUrl');
    const wageringBp = wageringBpOf(form.wagering);
    if (wageringBp === null || wageringBp > 1_000_000) return refuse('wagering', 'multiple');
    const startsLocal = gmt8InputInstant(form.startsAt);
    if (!startsLocal) return refuse('startsAt', 'date');
    const endsLocal = form.endsAt ? gmt8InputInstant(form.endsAt) : null;
    if (form.endsAt && !endsLocal) return refuse('endsAt', 'date');
    const startsAt = new Date(startsLocal).toISOString();
    const endsAt = endsLocal ? new Date(endsLocal).toISOString() : null;
    if (endsAt && endsAt <= startsAt) return refuse('endsAt', 'endsBeforeStart');
    const sort = wholeOf('sort', form.sort, 0, 10_000);
    const rules = rulesOf(form, currency);
    return {
      body: {
        brandId: form.brandId,
        kind: form.kind,
        category,
        title,
        summary: form.summary.trim(),
        content: form.content,
        imageUrl: imageUrl === '' ? null : imageUrl,
        rules,
        wageringBp,
        startsAt,
        endsAt,
        status: form.status,
        sort,
      },
    };
  } catch (error) {
    if (error instanceof Refused) return error.failure;
    throw error;
  }
}

/** Wagering basis points as staff read them, e.g. 50000 -> "5x". */
export function wageringText(bp: number): string {
  return `${wageringMultiple(bp)}x`;
}

/** An amount typed to issue on an application: above zero and at most the promotion's maximum (when it has one). */
export function issueAmountOf(
  input: string,
  maxMinor: string,
  currencyCode: string,
): { amountMinor: string } | { problem: 'amount' | 'positive' | 'overMax' } {
  const minor = parseMajorInput(input, deskCurrency(currencyCode));
  if (minor === null || minor > MAX_MINOR) return { problem: 'amount' };
  if (minor <= 0n) return { problem: 'positive' };
  const max = BigInt(maxMinor);
  if (max > 0n && minor > max) return { problem: 'overMax' };
  return { amountMinor: minor.toString() };
}
