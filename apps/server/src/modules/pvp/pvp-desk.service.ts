/**
 * The PVP desk (decision 059): rooms (their rules checked by the game before anything is written,
 * applied from each table's next hand; open or closed), the tables in play, hand histories with
 * their proofs (the seed only once a hand is over, even for staff), and the collusion report. Every
 * change is in the staff audit, in its own transaction, with the rules before and after.
 */
import type {
  BoPvpCollusionValue,
  BoPvpRoom,
  BoPvpRoomBody,
  BoPvpRoomsValue,
  BoPvpRoomStatusBody,
  BoPvpTablesValue,
} from '@pkg/contracts/pvp-desk';
import type { PvpScoring } from '@pkg/contracts/pvp';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays, checkDay, startOfDay } from '../../lib/gmt8-days.ts';
import { AppError } from '../../http/errors.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { maxUnitsOf, PVP_VENDOR_CODE, roomRulesProblems, type RoomRules } from './pvp-games.ts';
import { isAway } from './pvp-turns.ts';
import { roomName } from './pvp-views.ts';
import { lockRoom, selectRoom, selectRooms, updateRoom, type RoomRow } from './rooms.queries.ts';
import { selectBrandCodes, selectDeskTables, selectPairs, selectRoomActivity } from './pvp-desk.queries.ts';

/** The brands an actor reads: the one asked (in scope), else all in scope (null: every brand). */
export function brandsOf(actor: StaffActor, brandId: string | undefined): string[] | null {
  if (brandId) {
    assertBrandInScope(actor, brandId);
    return [brandId];
  }
  return actor.staff.scope;
}

/** A whole number of minor units typed by staff, or pvp_room_invalid naming the field. */
function minorOf(text: string, field: string): bigint {
  if (!/^(0|[1-9][0-9]{0,17})$/.test(text.trim())) throw new AppError('pvp_room_invalid', `${field}: whole minor units`, { field });
  return BigInt(text.trim());
}

function roomLine(room: RoomRow, brandCode: string, activity: { seated: number; handsInPlay: number } | undefined): BoPvpRoom {
  const maxUnits = maxUnitsOf(room);
  return {
    brand: { id: room.brandId, code: brandCode },
    roomCode: room.roomCode,
    name: roomName(room, 'EN'),
    game: room.game,
    status: room.status,
    enabled: room.enabled,
    maintenance: room.maintenance,
    unitMinor: room.unitMinor.toString(),
    rakeX10k: room.rakeX10k,
    rakeCapMinor: room.rakeCapMinor?.toString() ?? null,
    turnSeconds: room.turnSeconds,
    scoring: room.scoring,
    maxUnits,
    holdMinor: (BigInt(maxUnits) * room.unitMinor).toString(),
    seated: activity?.seated ?? 0,
    handsInPlay: activity?.handsInPlay ?? 0,
    updatedAt: room.updatedAt.toISOString(),
  };
}

/** The JSON of a room's rules for the audit (amounts as text). */
const auditRules = (rules: RoomRules) => ({
  ...rules,
  unitMinor: rules.unitMinor.toString(),
  rakeCapMinor: rules.rakeCapMinor?.toString() ?? null,
});

export function createPvpDesk(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function roomOrThrow(actor: StaffActor, brandId: string, roomCode: string): Promise<RoomRow> {
    assertBrandInScope(actor, brandId);
    const room = await selectRoom(db, brandId, PVP_VENDOR_CODE, roomCode);
    if (!room) throw new AppError('pvp_not_found');
    return room;
  }

  async function line(room: RoomRow): Promise<BoPvpRoom> {
    const codes = await selectBrandCodes(db, [room.brandId]);
    const activity = await selectRoomActivity(db, [room.brandId]);
    return roomLine(room, codes.get(room.brandId) ?? '', activity.get(`${room.brandId}:${room.roomCode}`));
  }

  /** Writes a room change under its lock with its staff audit entry. */
  async function change(actor: StaffActor, room: RoomRow, patch: Parameters<typeof updateRoom>[3], action: string, detail: object) {
    await db.transaction(async (tx) => {
      if (!(await lockRoom(tx, room.brandId, room.roomCode))) throw new AppError('pvp_not_found');
      await updateRoom(tx, room.brandId, room.roomCode, patch, clock.now());
      await auditStaffChange(tx, clock, actor, {
        action,
        brandId: room.brandId,
        target: `pvp-room:${room.roomCode}`,
        detail: { ...detail },
      });
    });
  }

  return {
    async rooms(actor: StaffActor, brandId: string | undefined): Promise<BoPvpRoomsValue> {
      const brands = brandsOf(actor, brandId);
      const rooms = await selectRooms(db, PVP_VENDOR_CODE, brands);
      const codes = await selectBrandCodes(db, [...new Set(rooms.map((room) => room.brandId))]);
      const activity = await selectRoomActivity(db, brands);
      return {
        rooms: rooms.map((room) => roomLine(room, codes.get(room.brandId) ?? '', activity.get(`${room.brandId}:${room.roomCode}`))),
      };
    },

    /** New rules of a room, checked first (pvp_room_invalid with the problems; nothing written). */
    async saveRoom(actor: StaffActor, roomCode: string, body: BoPvpRoomBody): Promise<BoPvpRoom> {
      const room = await roomOrThrow(actor, body.brandId, roomCode);
      const rules: RoomRules = {
        game: room.game,
        unitMinor: minorOf(body.unitMinor, 'unitMinor'),
        rakeX10k: body.rakeX10k,
        rakeCapMinor: body.rakeCapMinor === null || body.rakeCapMinor.trim() === '' ? null : minorOf(body.rakeCapMinor, 'rakeCapMinor'),
        turnSeconds: body.turnSeconds,
        scoring: body.scoring as PvpScoring,
      };
      const problems = typeof body.scoring === 'object' && body.scoring !== null ? roomRulesProblems(rules) : ['scoring must be an object'];
      if (problems.length > 0) throw new AppError('pvp_room_invalid', problems.join('; '), { problems });
      await change(actor, room, { rules }, 'pvp.room.rules', {
        before: auditRules(room),
        after: auditRules(rules),
        reason: body.reason ?? null,
      });
      return line((await selectRoom(db, room.brandId, PVP_VENDOR_CODE, roomCode)) as RoomRow);
    },

    /** Opens or closes a room: closed, it seats nobody and deals no new hand; hands in play end as usual. */
    async setStatus(actor: StaffActor, roomCode: string, body: BoPvpRoomStatusBody): Promise<BoPvpRoom> {
      const room = await roomOrThrow(actor, body.brandId, roomCode);
      await change(actor, room, { status: body.status }, 'pvp.room.status', {
        before: room.status,
        after: body.status,
        reason: body.reason ?? null,
      });
      return line((await selectRoom(db, room.brandId, PVP_VENDOR_CODE, roomCode)) as RoomRow);
    },

    async tables(actor: StaffActor, brandId: string | undefined): Promise<BoPvpTablesValue> {
      const rows = await selectDeskTables(db, brandsOf(actor, brandId));
      const codes = await selectBrandCodes(db, [...new Set(rows.map((row) => row.brandId))]);
      const rooms = await selectRooms(db, PVP_VENDOR_CODE, brandsOf(actor, brandId));
      const now = clock.now();
      return {
        tables: rows.map((row) => ({
          id: row.id,
          brand: { id: row.brandId, code: codes.get(row.brandId) ?? '' },
          roomCode: row.roomCode,
          game: rooms.find((room) => room.brandId === row.brandId && room.roomCode === row.roomCode)?.game ?? 'pusoy-dos',
          currency: row.currency,
          seats: row.seats,
          players: row.players.map(({ presentUntil, ...player }) => ({
            ...player,
            away: isAway({ presentUntil: new Date(presentUntil) }, now),
          })),
          hand: row.hand && { ...row.hand, deadline: row.hand.deadline ? new Date(row.hand.deadline).toISOString() : null },
        })),
      };
    },

    /**
     * Pairs of players in a window of GMT+8 days: often together (half the less busy one's hands or
     * more), money flowing one way (80 % or more of what passed between them), or the same address
     * or device seen for both (multi-accounting across tables).
     */
    async collusion(
      actor: StaffActor,
      query: { brandId?: string; from: string; to: string; minHands?: number },
    ): Promise<BoPvpCollusionValue> {
      const from = startOfDay(checkDay(query.from));
      const to = startOfDay(addDays(checkDay(query.to), 1));
      if (to.getTime() <= from.getTime()) throw new AppError('bad_request', 'to is before from');
      const pairs = await selectPairs(db, { brandIds: brandsOf(actor, query.brandId), from, to, minHands: query.minHands ?? 5 });
      const codes = await selectBrandCodes(db, [...new Set(pairs.map((pair) => pair.brandId))]);
      return {
        pairs: pairs.map((pair) => {
          const flow = pair.aToBMinor + pair.bToAMinor;
          const oneWay =
            flow === 0n ? 0 : Number(((pair.aToBMinor > pair.bToAMinor ? pair.aToBMinor : pair.bToAMinor) * 1000n) / flow) / 10;
          const share = Math.round((pair.together / Math.max(1, Math.min(pair.aHands, pair.bHands))) * 1000) / 10;
          const flags: Array<'often_together' | 'one_way_flow' | 'shared_origin'> = [];
          if (share >= 50) flags.push('often_together');
          if (flow > 0n && oneWay >= 80) flags.push('one_way_flow');
          if (pair.sharedOrigin) flags.push('shared_origin');
          return {
            brand: { id: pair.brandId, code: codes.get(pair.brandId) ?? '' },
            currency: pair.currency,
            a: { accountId: pair.aId, username: pair.aName, hands: pair.aHands },
            b: { accountId: pair.bId, username: pair.bName, hands: pair.bHands },
            handsTogether: pair.together,
            sharePercent: share,
            aToBMinor: pair.aToBMinor.toString(),
            bToAMinor: pair.bToAMinor.toString(),
            oneWayPercent: oneWay,
            sharedOrigin: pair.sharedOrigin,
            flags,
          };
        }),
      };
    },
  };
}

export type PvpDesk = ReturnType<typeof createPvpDesk>;
