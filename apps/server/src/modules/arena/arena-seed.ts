/**
 * Gives a brand an arena as the demo ships it (decision 056): the arena's game in the catalogue
 * under the cockfight vendor, its table, a live event and its first fight open for bets, so a new
 * visitor can bet at once; staff run the fight from the arena desk. Safe on every start: it adds
 * only what is missing (a brand that has its arena is left as it is).
 */
import type { ArenaCorner } from '@pkg/contracts/arena';
import type { Db } from '../../db/client.ts';
import { insertRound, insertTable, roundContext, updateTable, type Json } from '../rounds/index.ts';
import { ARENA_KIND } from './arena-game.ts';
import { ARENA_GAME_CODE, ARENA_LAUNCH_URL } from './arena-desk-kit.ts';
import type { StoredArenaEvent, StoredArenaSettings } from './arena-settings.ts';
import { insertArenaGame, insertEvent, insertFight, selectVendorWalletType } from './arena.queries.ts';

/** What the seeded arena starts with. */
export interface ArenaSeed {
  settings: StoredArenaSettings;
  event: { title: string; venue: string; streamUrl: string };
  firstFight: { meron: ArenaCorner; wala: ArenaCorner };
}

/** Seeds a brand's arena (by brand id and code) with its event and first fight; nothing when it has one. */
export async function seedArena(db: Db, brand: { id: string; code: string }, vendorCode: string, seed: ArenaSeed, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await selectVendorWalletType(tx, brand.id, vendorCode)) !== 'seamless') return;
    await insertArenaGame(tx, {
      brandId: brand.id,
      vendorCode,
      gameCode: ARENA_GAME_CODE,
      launchUrl: ARENA_LAUNCH_URL,
      names: seed.settings.names,
    });
    const table = { brandId: brand.id, vendorCode, gameCode: ARENA_GAME_CODE, kind: ARENA_KIND, drive: 'operator' as const };
    const tableId = await insertTable(tx, { ...table, settings: seed.settings as unknown as Json, state: { event: null } }, at);
    if (!tableId) return;
    const { rules } = seed.settings;
    const eventId = await insertEvent(tx, { ...table, tableId, ...seed.event, rules: rules as unknown as Json, seqBase: 0 }, null, at);
    if (!eventId) return;
    const event: StoredArenaEvent = { eventId, ...seed.event, rules, startedAt: at.toISOString(), seqBase: 0 };
    const state = { event } as unknown as Json;
    await updateTable(tx, tableId, { state }, at);
    const settings: StoredArenaSettings = { ...seed.settings, fight: { eventId, seqBase: 0, ...seed.firstFight } };
    const round = await insertRound(tx, {
      brandId: brand.id,
      tableId,
      seq: 1,
      opensAt: at,
      closesAt: null,
      seedSealed: null,
      seedHash: null,
      context: roundContext({ brandCode: brand.code, vendorCode, gameCode: ARENA_GAME_CODE }, 1),
      settings: settings as unknown as Json,
      stateBefore: state,
    });
    if (round) await insertFight(tx, { roundId: round.id, eventId, fightNo: 1, ...seed.firstFight });
  });
}
