import type { ReferralRules } from '@pkg/contracts/referral';
import { formatMoney, type Currency } from '@pkg/money/money';
import { formatBp } from '@pkg/money/rates';
import { wageringMultiple } from '@pkg/web-kit/wagering';

/** One line of "how you earn": a text key and its values. */
export interface RuleLine {
  key: string;
  values: Record<string, string | number>;
}

/** The brand's rules as the lines the page shows, in order: what a friend does, then what the player earns. */
export function ruleLines(rules: ReferralRules, currency: Currency): RuleLine[] {
  const money = (minor: string) => formatMoney(BigInt(minor), currency);
  const lines: RuleLine[] = [];
  if (BigInt(rules.minDepositMinor) > 0n) lines.push({ key: 'deposit', values: { amount: money(rules.minDepositMinor) } });
  if (BigInt(rules.minValidBetMinor) > 0n) lines.push({ key: 'bets', values: { amount: money(rules.minValidBetMinor) } });
  lines.push({ key: 'window', values: { days: rules.windowDays } });
  const fixed = BigInt(rules.rewardFixedMinor) > 0n;
  const share = rules.rewardDepositBp > 0;
  if (fixed && share)
    lines.push({ key: 'fixedAndShare', values: { amount: money(rules.rewardFixedMinor), percent: formatBp(rules.rewardDepositBp) } });
  else if (share) lines.push({ key: 'share', values: { percent: formatBp(rules.rewardDepositBp) } });
  else lines.push({ key: 'fixed', values: { amount: money(rules.rewardFixedMinor) } });
  if (share && BigInt(rules.rewardShareMaxMinor) > 0n)
    lines.push({ key: 'shareMax', values: { amount: money(rules.rewardShareMaxMinor) } });
  lines.push(
    rules.wageringBp > 0 ? { key: 'wagering', values: { times: wageringMultiple(rules.wageringBp) } } : { key: 'noWagering', values: {} },
  );
  if (rules.monthlyCap > 0) lines.push({ key: 'cap', values: { count: rules.monthlyCap } });
  return lines;
}
