/**
 * A fight's pools as published (decision 056): per currency (trial XTS bets form their own pool),
 * the Meron, Wala and draw totals, each side's odds as the return per 100 staked, whether the pool
 * stands by the cancel rules and, once a result is declared, what it was paid on and the plasada.
 * The same maths settles the fight (packages/games sabong), so what is shown is what is paid.
 */
import type { ArenaPoolView, FightResultCode } from '@pkg/contracts/arena';
import { drawReturn, poolStatus, sideOdds, type PoolTotals } from '@pkg/games/sabong/pari-mutuel';
import type { SabongRules } from '@pkg/games/sabong/sabong-rules';

/** Stakes by currency, then spot (the engine's totals). */
export type StakeTotals = Record<string, Record<string, bigint>>;

/** The pool of one currency's stakes. */
export function poolTotalsOf(spots: Record<string, bigint>): PoolTotals {
  return { meronMinor: spots.meron ?? 0n, walaMinor: spots.wala ?? 0n, drawMinor: spots.draw ?? 0n };
}

/** What a pool was paid on for a declared result: the result, or refunded (a cancel, or the pool failed a cancel rule). */
export function outcomeOf(totals: PoolTotals, rules: SabongRules, result: FightResultCode | null): ArenaPoolView['outcome'] {
  if (result === null) return null;
  if (result === 'cancelled' || !poolStatus(totals, rules).ok) return 'refunded';
  return result;
}

/** The published pools of a fight, one per currency in code order. */
export function poolViews(stakes: StakeTotals, rules: SabongRules, result: FightResultCode | null): ArenaPoolView[] {
  return Object.keys(stakes)
    .sort()
    .map((currency) => {
      const totals = poolTotalsOf(stakes[currency] ?? {});
      const status = poolStatus(totals, rules);
      const outcome = outcomeOf(totals, rules, result);
      const pool = totals.meronMinor + totals.walaMinor;
      const plasada = outcome === 'meron' || outcome === 'wala' ? (pool * BigInt(rules.plasadaBp)) / 10_000n : 0n;
      return {
        currency,
        meronMinor: totals.meronMinor.toString(),
        walaMinor: totals.walaMinor.toString(),
        drawMinor: totals.drawMinor.toString(),
        meronPer100: sideOdds(totals, 'meron', rules)?.per100 ?? null,
        walaPer100: sideOdds(totals, 'wala', rules)?.per100 ?? null,
        drawPer100: Number(drawReturn(100n, rules)),
        standing: status.ok ? 'ok' : status.reason,
        outcome,
        plasadaMinor: plasada.toString(),
      };
    });
}
