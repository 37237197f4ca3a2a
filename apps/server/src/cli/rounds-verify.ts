import { isDeepStrictEqual } from 'node:util';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { API } from '@pkg/contracts/routes';
import { commitmentOf } from '@pkg/games/lottery/fair-draw';
import { BACCARAT } from '@pkg/games/tables/baccarat-table';
import { COLOR_GAME } from '@pkg/games/tables/color-game-table';
import { DRAGON_TIGER } from '@pkg/games/tables/dragon-tiger-table';
import { SIC_BO } from '@pkg/games/tables/sic-bo-table';
import type { Shoe } from '@pkg/games/tables/table-shoe';
import { fairDeal, type TableGame } from '@pkg/games/tables/table-types';

/**
 * Checks a live table's round (decisions 053, 054) without trusting the site: the published seed
 * hash must be the SHA-256 of the revealed seed, and the seed with the round's context and the
 * public state it was dealt from (a card table's shoe: the cards dealt before) must deal the
 * published result, with this repository's game rules (packages/games). Fetches the round's public
 * proof from a running site (`--round ID [--site URL] [--brand CODE]`, the site by default
 * http://localhost:8080, a server on its default port) or takes the values given. Prints OK or
 * the mismatch; exits 0 when everything holds, 1 when anything differs or the round is not dealt
 * yet, 2 on bad input.
 */

const USAGE = `Usage: npm run rounds:verify -- --round 1234 [--site http://localhost:8080] [--brand CODE]
       npm run rounds:verify -- --kind baccarat --seed HEX --context BRAND:BTLIVE:GAME:SEQ --state @state.json [--hash HEX] [--result '{"g":"baccarat",...}']`;

const OPTIONS = {
  round: { type: 'string' },
  site: { type: 'string' },
  brand: { type: 'string' },
  kind: { type: 'string' },
  seed: { type: 'string' },
  context: { type: 'string' },
  state: { type: 'string' },
  hash: { type: 'string' },
  result: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The round's public proof (packages/contracts rounds.ts roundProofValue). */
interface Proof {
  roundId: string | null;
  kind: string;
  seq: number | null;
  seedHash: string | null;
  seed: string | null;
  context: string;
  stateBefore: unknown;
  result: unknown;
  resultVersion: number | null;
}

/** The live table games, by table kind; each round dealt from the shoe in its state (card games) or from nothing (dice). */
const GAMES: Record<string, { game: TableGame<unknown, unknown>; shoe: boolean }> = {
  baccarat: { game: BACCARAT as TableGame<unknown, unknown>, shoe: true },
  'dragon-tiger': { game: DRAGON_TIGER as TableGame<unknown, unknown>, shoe: true },
  'sic-bo': { game: SIC_BO as TableGame<unknown, unknown>, shoe: false },
  'color-game': { game: COLOR_GAME as TableGame<unknown, unknown>, shoe: false },
};

async function fetchProof(site: string, roundId: string, brand?: string): Promise<Proof> {
  const url = new URL(API.roundProof.replace(':roundId', encodeURIComponent(roundId)), site);
  const response = await fetch(url, { headers: { language: 'EN', ...(brand ? { merchant: brand } : {}) } });
  const body = (await response.json().catch(() => null)) as { success?: boolean; value?: Proof; message?: string } | null;
  if (!response.ok || !body?.success || !body.value) throw new Error(`${url} answered ${response.status}: ${body?.message ?? 'no proof'}`);
  return body.value;
}

/** A JSON value given inline or as @file. */
function jsonArgument(text: string | undefined): unknown {
  if (text === undefined) return null;
  return JSON.parse(text.startsWith('@') ? readFileSync(text.slice(1), 'utf8') : text) as unknown;
}

function proofOf(values: Record<string, string | boolean | undefined>): Proof {
  const { kind, seed, context } = values;
  if (typeof kind !== 'string' || typeof seed !== 'string' || typeof context !== 'string') {
    throw new Error(`give --round, or --kind, --seed and --context\n\n${USAGE}`);
  }
  return {
    roundId: null,
    kind,
    seq: null,
    seedHash: typeof values.hash === 'string' ? values.hash : null,
    seed,
    context,
    stateBefore: jsonArgument(values.state as string | undefined),
    result: jsonArgument(values.result as string | undefined),
    resultVersion: null,
  };
}

/** Deals the round again from the proof: the result the seed gives. */
function recompute(proof: Proof & { seed: string }): unknown {
  const entry = GAMES[proof.kind];
  if (!entry) throw new Error(`${proof.kind} is not a live table kind (${Object.keys(GAMES).join(', ')})`);
  const shoe = entry.shoe ? ((proof.stateBefore as { shoe?: Shoe } | null)?.shoe ?? null) : null;
  if (entry.shoe && !shoe) throw new Error('a card table round needs the shoe it was dealt from (stateBefore.shoe)');
  const { outcome } = fairDeal(entry.game, proof.seed, proof.context, shoe);
  return entry.game.describeOutcome(outcome);
}

async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let proof: Proof;
  if (values.round) {
    if (!/^[0-9]{1,18}$/.test(values.round)) throw new Error(`--round takes a round id\n\n${USAGE}`);
    const site = values.site ?? 'http://localhost:8080';
    proof = await fetchProof(site, values.round, values.brand);
  } else proof = proofOf(values);
  if (proof.seedHash === null && proof.roundId !== null) {
    console.log('This round has no seed (a declared result): nothing to recompute.');
    return 1;
  }
  if (!proof.seed) {
    console.log(`Not dealt yet: the seed is revealed with the result. Published seed hash: ${proof.seedHash ?? 'none'}`);
    return 1;
  }
  const computed = recompute({ ...proof, seed: proof.seed });
  const hashOk = proof.seedHash === null || commitmentOf(proof.seed) === proof.seedHash.toLowerCase();
  const resultOk = proof.result === null || isDeepStrictEqual(computed, proof.result);
  if (proof.roundId) console.log(`round     ${proof.roundId} (${proof.kind}, no. ${proof.seq}, result version ${proof.resultVersion})`);
  console.log(`context   ${proof.context}`);
  if (proof.seedHash === null) console.log('seed hash (not given)');
  else console.log(`seed hash ${proof.seedHash} ${hashOk ? 'matches the seed: OK' : 'DOES NOT match the seed: MISMATCH'}`);
  console.log(`result    ${JSON.stringify(computed)}`);
  if (proof.result !== null) {
    console.log(resultOk ? '          as published: OK' : `          DIFFERS from the published ${JSON.stringify(proof.result)}: MISMATCH`);
  }
  if ((proof.resultVersion ?? 1) > 1) {
    console.log(
      `note      the round has result version ${proof.resultVersion} (voided or corrected by staff); the seed proves the deal of version 1`,
    );
  }
  console.log(hashOk && resultOk ? 'OK' : 'MISMATCH');
  return hashOk && resultOk ? 0 : 1;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
