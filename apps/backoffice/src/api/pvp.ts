import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoPvpCollusionValue,
  BoPvpHandDetail,
  BoPvpHandsValue,
  BoPvpRoom,
  BoPvpRoomBody,
  BoPvpRoomsValue,
  BoPvpTablesValue,
} from '@pkg/contracts/pvp-desk';
import { bo } from '../lib/api';

/** The PVP desk's calls (decision 059): the server checks pvp.read or pvp.manage on each. */
export const pvpKeys = {
  rooms: (brandId: string) => ['pvp', 'rooms', brandId] as const,
  tables: (brandId: string) => ['pvp', 'tables', brandId] as const,
  hands: (brandId: string, before: string | null) => ['pvp', 'hands', brandId, before] as const,
  hand: (id: string) => ['pvp', 'hand', id] as const,
  collusion: (brandId: string, from: string, to: string, minHands: number) => ['pvp', 'collusion', brandId, from, to, minHands] as const,
};

export const fetchRooms = (brandId: string) => bo<BoPvpRoomsValue>(BO_API.pvpRooms, { query: { brandId } });
export const saveRoom = (roomCode: string, body: BoPvpRoomBody) =>
  bo<BoPvpRoom>(BO_API.pvpRoom, { params: { roomCode }, method: 'PUT', body });
export const setRoomStatus = (brandId: string, roomCode: string, status: BoPvpRoom['status']) =>
  bo<BoPvpRoom>(BO_API.pvpRoomStatus, { params: { roomCode }, method: 'POST', body: { brandId, status } });
export const fetchTables = (brandId: string) => bo<BoPvpTablesValue>(BO_API.pvpTables, { query: { brandId } });
export const fetchHands = (brandId: string, before: string | null) => bo<BoPvpHandsValue>(BO_API.pvpHands, { query: { brandId, before } });
export const fetchHand = (id: string) => bo<BoPvpHandDetail>(BO_API.pvpHand, { params: { id } });
export const fetchCollusion = (brandId: string, from: string, to: string, minHands: number) =>
  bo<BoPvpCollusionValue>(BO_API.pvpCollusion, { query: { brandId, from, to, minHands } });
