/**
 * The cockfight arena as a game of the round engine (decision 056): an operator table whose rounds
 * are the fights of its events. Staff open each fight with its card, call last call, close and
 * declare; nothing is dealt. Meron and Wala bets form a pari-mutuel pool per currency, paid from
 * itself alone (packages/games sabong: plasada fixed per event, breakage to the house, the cancel
 * rules refund every stake); draw bets are the house's fixed-odds market. The house never bets.
 */
import type { ArenaResultView, ArenaRoundInfo, ArenaSettingsView, ArenaStateView } from '@pkg/contracts/arena';
import { settleFight } from '@pkg/games/sabong/settle-fight';
import type { SabongBet, SabongSide } from '@pkg/games/sabong/sabong-rules';
import type { BetProblem, Json, PlacedBet, RoundGame, TableInfo } from '../rounds/index.ts';
import { arenaSettingsProblems, eventOfState, readArenaSettings, rulesView } from './arena-settings.ts';

/** The table kind of arenas. */
export const ARENA_KIND = 'sabong';

const SIDES: readonly SabongSide[] = ['meron', 'wala', 'draw'];
const isSide = (spot: string): spot is SabongSide => (SIDES as readonly string[]).includes(spot);
const WINNERS = ['meron', 'wala', 'draw'] as const;

/** A declared result as stored: who won (a cancel is a void round, not a result). */
export function readWinner(result: Json): ArenaResultView['winner'] | null {
  const winner = (result as { winner?: unknown } | null)?.winner;
  return typeof winner === 'string' && (WINNERS as readonly string[]).includes(winner) ? (winner as ArenaResultView['winner']) : null;
}

/** Checks a player's new bets against the limits, counting what they already have on the fight. */
function checkArenaBets(table: TableInfo, earlier: readonly PlacedBet[], bets: readonly { spot: string; stakeMinor: bigint }[]) {
  const { limits } = readArenaSettings(table.settings);
  const held = new Map<string, bigint>();
  for (const bet of earlier) held.set(bet.spot, (held.get(bet.spot) ?? 0n) + bet.stakeMinor);
  const problems: BetProblem[] = [];
  bets.forEach((bet, index) => {
    if (!isSide(bet.spot)) return problems.push({ index, problem: 'unknown_spot' });
    if (bet.stakeMinor < limits.minMinor) return problems.push({ index, problem: 'below_min' });
    const total = (held.get(bet.spot) ?? 0n) + bet.stakeMinor;
    held.set(bet.spot, total);
    if (total > (bet.spot === 'draw' ? limits.drawMaxMinor : limits.maxMinor)) return problems.push({ index, problem: 'above_max' });
    return undefined;
  });
  return problems;
}

/** Each bet's return when `winner` is declared: per currency, one pool (trial money never meets real money). */
function settleArena(table: TableInfo, result: Json, bets: readonly PlacedBet[]): Map<string, bigint> {
  const { rules } = readArenaSettings(table.settings);
  const winner = readWinner(result);
  if (!winner) throw new Error(`not an arena result: ${JSON.stringify(result)}`);
  const byCurrency = new Map<string, SabongBet[]>();
  for (const bet of bets) {
    const pool = byCurrency.get(bet.currency) ?? [];
    pool.push({ id: bet.betId, side: bet.spot as SabongSide, stakeMinor: bet.stakeMinor });
    byCurrency.set(bet.currency, pool);
  }
  const returns = new Map<string, bigint>();
  for (const pool of byCurrency.values()) {
    for (const bet of settleFight(pool, winner, rules).bets) returns.set(bet.id, bet.returnMinor);
  }
  return returns;
}

/** The arena's RoundGame. */
export function arenaGame(): RoundGame {
  return {
    kind: ARENA_KIND,
    settingsProblems: arenaSettingsProblems,
    initialState: () => ({ event: null }),
    publicSettings(raw): Json {
      const settings = readArenaSettings(raw);
      const view: ArenaSettingsView = {
        kind: 'sabong',
        names: settings.names,
        rules: rulesView(settings.rules),
        limits: {
          minMinor: settings.limits.minMinor.toString(),
          maxMinor: settings.limits.maxMinor.toString(),
          drawMaxMinor: settings.limits.drawMaxMinor.toString(),
        },
        chipsMinor: settings.chipsMinor.map(String),
      };
      return view as unknown as Json;
    },
    publicState(_settings, state): Json {
      const event = eventOfState(state);
      const view: ArenaStateView = {
        event: event && {
          eventId: event.eventId,
          title: event.title,
          venue: event.venue,
          streamUrl: event.streamUrl === '' ? null : event.streamUrl,
          rules: event.rules,
          startedAt: event.startedAt,
        },
      };
      return view as unknown as Json;
    },
    // Staff move the fights: nothing runs on a timer.
    timing: () => ({ bettingMs: 0, revealMs: 0 }),
    stateForRound: (table) => table.state,
    checkBets(table, earlier, bets) {
      const problems = checkArenaBets(table, earlier, bets);
      if (problems.length > 0) return { ok: false, problems };
      return { ok: true, bets: bets.map((bet) => ({ spot: bet.spot, stakeMinor: bet.stakeMinor, detail: null })) };
    },
    deal() {
      throw new Error('an arena fight is declared by staff, never dealt');
    },
    parts: () => [{ part: 0, afterMs: 0 }],
    settle: settleArena,
    publicResult: (_table, result) => result,
    publicRound(table, seq): Json {
      const { fight, rules } = readArenaSettings(table.settings);
      if (!fight) return null;
      const info: ArenaRoundInfo = {
        eventId: fight.eventId,
        fightNo: seq - fight.seqBase,
        meron: fight.meron,
        wala: fight.wala,
        rules: rulesView(rules),
      };
      return info as unknown as Json;
    },
    readDeclaredResult(_table, input) {
      return typeof input === 'string' && (WINNERS as readonly string[]).includes(input) ? { winner: input } : null;
    },
  };
}
