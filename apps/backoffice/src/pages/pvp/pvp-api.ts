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
import { bo } from '../../lib/api';

/** The PVP desk's calls (decision 059): the server checks pvp.read or pvp.manage on each. */
const withRoom = (path: string, roomCode: string) => path.replace(':roomCode', encodeURIComponent(roomCode));
const brandQuery = (brandId: string) => `?brandId=${encodeURIComponent(brandId)}`;

export const pvpKeys = {
  rooms: (brandId: string) => ['pvp', 'rooms', brandId] as const,
  tables: (brandId: string) => ['pvp', 'tables', brandId] as const,
  hands: (brandId: string, before: string | null) => ['pvp', 'hands', brandId, before] as const,
  hand: (id: string) => ['pvp', 'hand', id] as const,
  collusion: (brandId: string, from: string, to: string, minHands: number) => ['pvp', 'collusion', brandId, from, to, minHands] as const,
};

export const fetchRooms = (brandId: string) => bo<BoPvpRoomsValue>(`${BO_API.pvpRooms}${brandQuery(brandId)}`);
export const saveRoom = (roomCode: string, body: BoPvpRoomBody) =>
  bo<BoPvpRoom>(withRoom(BO_API.pvpRoom, roomCode), { method: 'PUT', body });
export const setRoomStatus = (brandId: string, roomCode: string, status: BoPvpRoom['status']) =>
  bo<BoPvpRoom>(withRoom(BO_API.pvpRoomStatus, roomCode), { method: 'POST', body: { brandId, status } });
export const fetchTables = (brandId: string) => bo<BoPvpTablesValue>(`${BO_API.pvpTables}${brandQuery(brandId)}`);
export const fetchHands = (brandId: string, before: string | null) =>
  bo<BoPvpHandsValue>(`${BO_API.pvpHands}${brandQuery(brandId)}${before ? `&before=${encodeURIComponent(before)}` : ''}`);
export const fetchHand = (id: string) => bo<BoPvpHandDetail>(BO_API.pvpHand.replace(':id', encodeURIComponent(id)));
export const fetchCollusion = (brandId: string, from: string, to: string, minHands: number) =>
  bo<BoPvpCollusionValue>(`${BO_API.pvpCollusion}${brandQuery(brandId)}&from=${from}&to=${to}&minHands=${minHands}`);

/** Minor units as a plain amount with two decimals (the row's currency is beside it). */
export const amount = (minor: string | null): string => {
  if (minor === null) return '—';
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${(abs / 100n).toLocaleString('en-US')}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** A plain amount typed by staff ("5", "5.25") as minor units, or null when it is not one. */
export function minorOf(text: string): string | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return (BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))).toString();
}

/** Cards (ids 0..51 = rank × 4 + suit) as short text, e.g. "10♦ A♣". */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♠', '♥', '♦'];
export const cardsText = (cards: readonly number[]) => cards.map((card) => `${RANKS[card >> 2]}${SUITS[card & 3]}`).join(' ');
