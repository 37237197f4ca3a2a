/**
 * What the lottery pages read (decision 028): menus with each game's open and last draw, the
 * popular list, the Vietnamese regions and today's stations (game-reads.ts), a game's open draw
 * with the next ones, its rules with the brand's odds, results, trends and a draw's proof
 * (draw-reads.ts).
 */
import { opened, proof, results, rules, trend } from './draw-reads.ts';
import { menus, popular, recent, vnMenus, vnOpen, type ReadDeps } from './game-reads.ts';

/** A read with the reads' dependencies given, as the routes call it. */
function withDeps<A extends unknown[], R>(deps: ReadDeps, read: (deps: ReadDeps, ...rest: A) => R): (...rest: A) => R {
  return (...rest) => read(deps, ...rest);
}

export function createLotteryReads(deps: ReadDeps) {
  return {
    menus: withDeps(deps, menus),
    popular: withDeps(deps, popular),
    vnMenus: withDeps(deps, vnMenus),
    vnOpen: withDeps(deps, vnOpen),
    recent: withDeps(deps, recent),
    opened: withDeps(deps, opened),
    rules: withDeps(deps, rules),
    results: withDeps(deps, results),
    trend: withDeps(deps, trend),
    proof: withDeps(deps, proof),
  };
}

export type LotteryReads = ReturnType<typeof createLotteryReads>;
