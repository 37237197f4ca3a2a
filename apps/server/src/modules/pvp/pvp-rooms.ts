/**
 * The PVP rooms a brand starts with (decision 059) and the room list's figures. Each room is a game
 * of BTPVP in the catalogue (its room id its code) with its rules in pvp_rooms: Pusoy Dos and Tongits
 * at two stakes, a 5 % fee on the winner's gain, the games' default scoring.
 */
import { DEFAULT_PUSOY_TABLE } from '@pkg/games/pusoy-dos/pusoy-scoring';
import { DEFAULT_TONGITS_TABLE } from '@pkg/games/tongits/tongits-scoring';
import type { PvpRoomSeats } from '@pkg/contracts/pvp';
import type { Db } from '../../db/client.ts';
import { engineGame, PVP_VENDOR_CODE, roomRulesProblems, type RoomRules } from './pvp-games.ts';
import { insertRoomIfMissing, selectRooms, selectRoomSeats, setRoomIds } from './rooms.queries.ts';

/** A demo room: its catalogue entry and its rules. */
export interface DemoRoom {
  roomCode: string;
  names: Record<string, string>;
  iconUrl: string;
  isHot?: boolean;
  rules: RoomRules;
}

const { unitMinor: _pusoyUnit, ...pusoyScoring } = DEFAULT_PUSOY_TABLE;
const { unitMinor: _tongitsUnit, ...tongitsScoring } = DEFAULT_TONGITS_TABLE;

const pusoy = (unitMinor: bigint): RoomRules => ({
  game: 'pusoy-dos',
  unitMinor,
  rakeX10k: 500,
  rakeCapMinor: null,
  scoring: { multipliers: pusoyScoring.multipliers.map((step) => ({ ...step })) },
  turnSeconds: 20,
});
const tongits = (unitMinor: bigint): RoomRules => ({
  game: 'tongits',
  unitMinor,
  rakeX10k: 500,
  rakeCapMinor: null,
  scoring: { ...tongitsScoring },
  turnSeconds: 25,
});

/** The demo brand's rooms (units in centavos: ₱5 and ₱20 a card or unit). */
export const DEMO_PVP_ROOMS: readonly DemoRoom[] = [
  {
    roomCode: 'pusoy-5',
    names: { EN: 'Pusoy Dos ₱5', TY: 'Pusoy Dos ₱5', ZH: '菲律宾大老二 ₱5', TH: 'ปูซอยดอส ₱5', VI: 'Pusoy Dos ₱5' },
    iconUrl: '/games/pusoy-dos.svg',
    isHot: true,
    rules: pusoy(500n),
  },
  {
    roomCode: 'pusoy-20',
    names: { EN: 'Pusoy Dos ₱20', TY: 'Pusoy Dos ₱20', ZH: '菲律宾大老二 ₱20', TH: 'ปูซอยดอส ₱20', VI: 'Pusoy Dos ₱20' },
    iconUrl: '/games/pusoy-dos.svg',
    rules: pusoy(2_000n),
  },
  {
    roomCode: 'tongits-5',
    names: { EN: 'Tongits ₱5', TY: 'Tongits ₱5', ZH: '通吉斯 ₱5', TH: 'ทงกิตส์ ₱5', VI: 'Tongits ₱5' },
    iconUrl: '/games/tongits.svg',
    isHot: true,
    rules: tongits(500n),
  },
  {
    roomCode: 'tongits-20',
    names: { EN: 'Tongits ₱20', TY: 'Tongits ₱20', ZH: '通吉斯 ₱20', TH: 'ทงกิตส์ ₱20', VI: 'Tongits ₱20' },
    iconUrl: '/games/tongits.svg',
    rules: tongits(2_000n),
  },
];

for (const room of DEMO_PVP_ROOMS) {
  const problems = roomRulesProblems(room.rules);
  if (problems.length > 0) throw new Error(`demo room ${room.roomCode}: ${problems.join('; ')}`);
}

/** The room list's figures of a brand's rooms in a currency (GLS2_roomList through the games module). */
export function roomSeatsOf(db: Db) {
  return async (
    brandId: string,
    vendorCode: string,
    currency: string,
    roomCodes: readonly string[],
  ): Promise<Map<string, PvpRoomSeats>> => {
    if (vendorCode !== PVP_VENDOR_CODE || roomCodes.length === 0) return new Map();
    const rooms = (await selectRooms(db, vendorCode, [brandId])).filter((room) => roomCodes.includes(room.roomCode));
    const seats = await selectRoomSeats(db, brandId, currency, roomCodes);
    return new Map(
      rooms.map((room) => {
        const taken = seats.get(room.roomCode) ?? { seatsTaken: 0, seatsFree: 0, tables: 0 };
        const figures: PvpRoomSeats = {
          game: room.game,
          unitMinor: room.unitMinor.toString(),
          currency,
          rakeX10k: room.rakeX10k,
          seats: engineGame(room.game).seats,
          ...taken,
          status: room.status,
        };
        return [room.roomCode, figures];
      }),
    );
  };
}

/** Gives a brand the demo rooms' rules and room ids (its catalogue games exist already); adds only what is missing. */
export async function seedDemoPvpRooms(db: Db, brandId: string, at: Date): Promise<void> {
  for (const room of DEMO_PVP_ROOMS) await insertRoomIfMissing(db, brandId, room.roomCode, room.rules, at);
  await setRoomIds(
    db,
    brandId,
    PVP_VENDOR_CODE,
    DEMO_PVP_ROOMS.map((room) => room.roomCode),
  );
}
