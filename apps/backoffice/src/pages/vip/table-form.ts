import type { BoVipLevelInput, VipLevel } from '@pkg/contracts/vip';
import { formatMinor, parseMajorInput, type Currency } from '@pkg/money/money';
import { wageringBp, wageringMultiple } from '@pkg/web-kit/wagering';

/** The money fields of a level, typed by staff in major units. */
export const MONEY_FIELDS = [
  'betMinor',
  'depositMinor',
  'keepBetMinor',
  'keepDepositMinor',
  'upgradeBonusMinor',
  'monthlyGiftMinor',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** A level row as the editor holds it: amounts as typed, turnover as a multiple ("1" = 1x). */
export interface LevelDraft {
  name: string;
  iconUrl: string;
  colour: string;
  amounts: Record<MoneyField, string>;
  upgradeTurnover: string;
  giftTurnover: string;
  perks: string;
}

/** What is wrong with a row (the first problem), for the editor to show; the server checks the same and more. */
export type DraftProblem =
  | { row: number; problem: 'name' | 'colour' | 'turnover' | 'nothingAsked' | 'keepAboveReach' | 'notRising' }
  | { row: number; problem: 'amount'; field: MoneyField };

const plain = (currency: Currency): Currency => ({ ...currency, symbol: '' });

export function draftOf(level: VipLevel, currency: Currency): LevelDraft {
  const amount = (minor: string) => (minor === '0' ? '' : formatMinor(BigInt(minor), plain(currency)).replaceAll(',', ''));
  return {
    name: level.name,
    iconUrl: level.iconUrl,
    colour: level.colour,
    amounts: Object.fromEntries(MONEY_FIELDS.map((field) => [field, amount(level[field])])) as Record<MoneyField, string>,
    upgradeTurnover: wageringMultiple(level.upgradeWageringBp),
    giftTurnover: wageringMultiple(level.giftWageringBp),
    perks: level.perks,
  };
}

export function emptyDraft(): LevelDraft {
  return {
    name: '',
    iconUrl: '',
    colour: '#888888',
    amounts: Object.fromEntries(MONEY_FIELDS.map((field) => [field, ''])) as Record<MoneyField, string>,
    upgradeTurnover: '1',
    giftTurnover: '1',
    perks: '',
  };
}

/** Basis points from a typed multiple ("1.5" -> 15000); null unless 0 to 100 with at most four decimals. Empty is 0. */
export function turnoverBp(input: string): number | null {
  const bp = wageringBp(input.trim() === '' ? '0' : input);
  return bp !== null && bp <= 1_000_000 ? bp : null;
}

/**
 * Turns the editor's rows into the call's levels (numbered in order), or the first problem: each
 * row named, a colour, amounts that parse, something asked, keep at most reach, every asked
 * threshold rising with the level.
 */
export function levelsOf(drafts: readonly LevelDraft[], currency: Currency): { levels: BoVipLevelInput[] } | { problem: DraftProblem } {
  const levels: BoVipLevelInput[] = [];
  for (const [index, draft] of drafts.entries()) {
    const row = index + 1;
    if (!draft.name.trim()) return { problem: { row, problem: 'name' } };
    if (!/^#[0-9a-fA-F]{6}$/.test(draft.colour)) return { problem: { row, problem: 'colour' } };
    const amounts = {} as Record<MoneyField, bigint>;
    for (const field of MONEY_FIELDS) {
      const typed = draft.amounts[field].trim();
      const minor = typed === '' ? 0n : parseMajorInput(typed, currency);
      if (minor === null || minor < 0n) return { problem: { row, problem: 'amount', field } };
      amounts[field] = minor;
    }
    const upgradeWageringBp = turnoverBp(draft.upgradeTurnover);
    const giftWageringBp = turnoverBp(draft.giftTurnover);
    if (upgradeWageringBp === null || giftWageringBp === null) return { problem: { row, problem: 'turnover' } };
    if (amounts.betMinor === 0n && amounts.depositMinor === 0n) return { problem: { row, problem: 'nothingAsked' } };
    if (amounts.keepBetMinor > amounts.betMinor || amounts.keepDepositMinor > amounts.depositMinor)
      return { problem: { row, problem: 'keepAboveReach' } };
    const below = levels[index - 1];
    if (below) {
      const bet = BigInt(below.betMinor);
      const deposit = BigInt(below.depositMinor);
      if ((bet > 0n && amounts.betMinor <= bet) || (deposit > 0n && amounts.depositMinor <= deposit))
        return { problem: { row, problem: 'notRising' } };
    }
    levels.push({
      level: row,
      name: draft.name.trim(),
      iconUrl: draft.iconUrl.trim(),
      colour: draft.colour,
      betMinor: amounts.betMinor.toString(),
      depositMinor: amounts.depositMinor.toString(),
      keepBetMinor: amounts.keepBetMinor.toString(),
      keepDepositMinor: amounts.keepDepositMinor.toString(),
      upgradeBonusMinor: amounts.upgradeBonusMinor.toString(),
      upgradeWageringBp,
      monthlyGiftMinor: amounts.monthlyGiftMinor.toString(),
      giftWageringBp,
      perks: draft.perks.trim(),
    });
  }
  return { levels };
}
