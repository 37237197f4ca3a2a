import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BingoRoomSettings,
  BoBingoGameDetail,
  BoBingoGamesValue,
  BoBingoJackpotValue,
  BoBingoRoom,
  BoBingoRoomsValue,
  BoBingoRtpValue,
} from '@pkg/contracts/bingo';
import { bo } from '../lib/api';

/** The bingo desk's calls (decision 057): the server checks bingo.read or bingo.manage on each. */
export const bingoKeys = {
  rooms: (brandId: string) => ['bingo', 'rooms', brandId] as const,
  games: (tableId: string, pageNo: number) => ['bingo', 'games', tableId, pageNo] as const,
  game: (roundId: string) => ['bingo', 'game', roundId] as const,
  jackpot: (tableId: string) => ['bingo', 'jackpot', tableId] as const,
  rtp: (tableId: string, days: number) => ['bingo', 'rtp', tableId, days] as const,
};

export const fetchRooms = (brandId: string) => bo<BoBingoRoomsValue>(BO_API.bingoRooms, { query: { brandId } });
export const createRoom = (brandId: string, gameCode: string, settings: BingoRoomSettings) =>
  bo<BoBingoRoom>(BO_API.bingoRooms, { method: 'POST', body: { brandId, gameCode, settings } });
export const updateRoom = (tableId: string, settings: BingoRoomSettings) =>
  bo<BoBingoRoom>(BO_API.bingoRoom, { params: { id: tableId }, method: 'PUT', body: { settings } });
export const setRoomStatus = (tableId: string, status: BoBingoRoom['status']) =>
  bo<BoBingoRoom>(BO_API.bingoRoomStatus, { params: { id: tableId }, method: 'POST', body: { status } });
export const fetchGames = (tableId: string, pageNo: number) =>
  bo<BoBingoGamesValue>(BO_API.bingoRoomGames, { params: { id: tableId }, query: { pageNo, pageSize: 20 } });
export const fetchGame = (roundId: string) => bo<BoBingoGameDetail>(BO_API.bingoGame, { params: { id: roundId } });
export const fetchJackpot = (tableId: string) => bo<BoBingoJackpotValue>(BO_API.bingoRoomJackpot, { params: { id: tableId } });
export const fetchRtp = (tableId: string, days: number) =>
  bo<BoBingoRtpValue>(BO_API.bingoRoomRtp, { params: { id: tableId }, query: { days } });
