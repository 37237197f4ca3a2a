import { promotionRules, type PromotionKind } from '@pkg/contracts/promotions';
import { formatMoney, type Currency } from '@pkg/money/money';
import { wageringMultiple } from '@pkg/web-kit/wagering';

/** One line of a promotion's rules: a text key (promotions.rules.*) and its values, translated by the page. */
export interface RuleLine {
  key: string;
  vars?: Record<string, string | number>;
}

/** A rate in basis points as a percent players read ("100", "0.8", "0.05"), by integer arithmetic. */
export function percentOfBp(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * A promotion's settings as readable lines per kind (decision 030's rules): the bonus share and its
 * cap, the minimum deposit, check-in amounts per day, raffle prizes with their chance, rebate rates
 * per game type, then the wagering multiple. Settings the page cannot read give no line (the
 * promotion's own text still explains it).
 */
export function ruleLines(kind: PromotionKind, rules: Record<string, unknown>, wageringBp: number, currency: Currency): RuleLine[] {
  const money = (minor: string) => formatMoney(BigInt(minor), currency);
  const lines: RuleLine[] = [];
  if (kind === 'apply') {
    const parsed = promotionRules.apply.safeParse(rules);
    if (parsed.success) lines.push({ key: 'promotions.rules.applyMax', vars: { amount: money(parsed.data.maxBonusMinor) } });
  } else if (kind === 'zalo') {
    const parsed = promotionRules.zalo.safeParse(rules);
    if (parsed.success) lines.push({ key: 'promotions.rules.zaloMax', vars: { amount: money(parsed.data.maxBonusMinor) } });
  } else if (kind === 'first_deposit') {
    const parsed = promotionRules.first_deposit.safeParse(rules);
    if (parsed.success) {
      const r = parsed.data;
      lines.push({ key: 'promotions.rules.percent', vars: { percent: percentOfBp(r.percentBp), max: money(r.maxBonusMinor) } });
      if (BigInt(r.minDepositMinor) > 0n) lines.push({ key: 'promotions.rules.minDeposit', vars: { amount: money(r.minDepositMinor) } });
      lines.push({ key: 'promotions.rules.claimDays', vars: { days: r.claimDays } });
    }
  } else if (kind === 'rebate') {
    const parsed = promotionRules.rebate.safeParse(rules);
    if (parsed.success) {
      const r = parsed.data;
      for (const [gameType, bp] of Object.entries(r.ratesBp)) {
        lines.push({ key: 'promotions.rules.rebateRate', vars: { gameType, percent: percentOfBp(bp) } });
      }
      if (BigInt(r.minRebateMinor) > 0n) lines.push({ key: 'promotions.rules.minRebate', vars: { amount: money(r.minRebateMinor) } });
      lines.push({ key: 'promotions.rules.claimDays', vars: { days: r.claimDays } });
    }
  } else if (kind === 'checkin') {
    const parsed = promotionRules.checkin.safeParse(rules);
    if (parsed.success) {
      const r = parsed.data;
      r.amountsMinor.forEach((amount, index) => {
        const last = index === r.amountsMinor.length - 1;
        lines.push({
          key: last ? 'promotions.rules.checkinDayOn' : 'promotions.rules.checkinDay',
          vars: { day: index + 1, amount: money(amount) },
        });
      });
      if (BigInt(r.minValidBetMinor) > 0n)
        lines.push({ key: 'promotions.rules.checkinMinBet', vars: { amount: money(r.minValidBetMinor) } });
    }
  } else if (kind === 'raffle') {
    const parsed = promotionRules.raffle.safeParse(rules);
    if (parsed.success) {
      const r = parsed.data;
      if (BigInt(r.minDepositTodayMinor) > 0n)
        lines.push({ key: 'promotions.rules.raffleMinDeposit', vars: { amount: money(r.minDepositTodayMinor) } });
      const total = r.prizes.reduce((sum, prize) => sum + prize.weight, 0);
      for (const prize of r.prizes) {
        // The chance in hundredths of a percent, rounded down, so shares never add up above 100%.
        const chance = percentOfBp(Math.floor((prize.weight * 10_000) / total));
        lines.push(
          BigInt(prize.amountMinor) > 0n
            ? { key: 'promotions.rules.rafflePrize', vars: { amount: money(prize.amountMinor), chance } }
            : { key: 'promotions.rules.raffleNoPrize', vars: { chance } },
        );
      }
    }
  }
  if (kind !== 'info') {
    lines.push(
      wageringBp > 0
        ? { key: 'promotions.rules.wagering', vars: { multiple: wageringMultiple(wageringBp) } }
        : { key: 'promotions.rules.noWagering' },
    );
  }
  return lines;
}
