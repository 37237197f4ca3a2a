import type { ReferralRules } from '@pkg/contracts/referral';
import { formatMinor, parseMajorInput, type Currency } from '@pkg/money/money';
import { bpToPercentInput, percentToBp } from '@pkg/money/rates';
import { wageringBp, wageringMultiple } from '@pkg/web-kit/wagering';

/** The rules editor's fields as typed: amounts in major units, the share as a percent, wagering as a multiple. */
export interface RulesFields {
  enabled: boolean;
  minDeposit: string;
  minValidBet: string;
  windowDays: string;
  rewardFixed: string;
  rewardShare: string;
  shareMax: string;
  wagering: string;
  monthlyCap: string;
}

const plain = (currency: Currency): Currency => ({ ...currency, symbol: '' });

/** A brand's rules as the form shows them. */
export function fieldsOf(rules: ReferralRules, currency: Currency): RulesFields {
  const major = (minor: string) => formatMinor(BigInt(minor), plain(currency)).replaceAll(',', '');
  return {
    enabled: rules.enabled,
    minDeposit: major(rules.minDepositMinor),
    minValidBet: major(rules.minValidBetMinor),
    windowDays: String(rules.windowDays),
    rewardFixed: major(rules.rewardFixedMinor),
    rewardShare: bpToPercentInput(rules.rewardDepositBp),
    shareMax: major(rules.rewardShareMaxMinor),
    wagering: wageringMultiple(rules.wageringBp),
    monthlyCap: String(rules.monthlyCap),
  };
}

/**
 * The rules the form makes, or null when a figure is malformed: amounts not negative with at most
 * the currency's decimals, the share a percent up to 100, wagering a multiple with at most two
 * decimals (1.5 = 150%), whole days and caps. What the rules must ask and pay the server checks.
 */
export function rulesOf(fields: RulesFields, currency: Currency): ReferralRules | null {
  const amount = (text: string) => {
    const minor = parseMajorInput(text === '' ? '0' : text, currency);
    return minor === null || minor < 0n ? null : minor.toString();
  };
  const whole = (text: string, min: number, max: number) =>
    /^[0-9]{1,6}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null;
  const minDepositMinor = amount(fields.minDeposit);
  const minValidBetMinor = amount(fields.minValidBet);
  const rewardFixedMinor = amount(fields.rewardFixed);
  const rewardShareMaxMinor = amount(fields.shareMax);
  const rewardDepositBp = percentToBp(fields.rewardShare === '' ? '0' : fields.rewardShare);
  // The referral rules take the multiple in hundredths (1.25x), so basis points in whole hundreds.
  const typedWagering = wageringBp(fields.wagering);
  const wagering = typedWagering !== null && typedWagering % 100 === 0 ? typedWagering : null;
  const windowDays = whole(fields.windowDays, 1, 365);
  const monthlyCap = whole(fields.monthlyCap, 0, 10_000);
  if (
    minDepositMinor === null ||
    minValidBetMinor === null ||
    rewardFixedMinor === null ||
    rewardShareMaxMinor === null ||
    rewardDepositBp === null ||
    wagering === null ||
    windowDays === null ||
    monthlyCap === null
  ) {
    return null;
  }
  return {
    enabled: fields.enabled,
    minDepositMinor,
    minValidBetMinor,
    windowDays,
    rewardFixedMinor,
    rewardDepositBp,
    rewardShareMaxMinor,
    wageringBp: wagering,
    monthlyCap,
  };
}
