import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoChannel,
  BoChannelCreate,
  BoChannelList,
  BoChannelUpdate,
  BoGame,
  BoGameCreate,
  BoGamePage,
  BoGameQuery,
  BoGameTypeList,
  BoGameUpdate,
  BoOutboxPage,
  BoOutboxQuery,
  BoVendor,
  BoVendorCreate,
  BoVendorList,
  BoVendorSecret,
  BoVendorUpdate,
} from '@pkg/contracts/catalog-desk';
import { bo, type FilterQuery } from '../lib/api';

/** The catalogue desk's queries; every change refreshes those under catalogKeys.all. */
export const catalogKeys = {
  all: ['bo', 'catalog'] as const,
  vendors: (brandId: string) => ['bo', 'catalog', 'vendors', brandId] as const,
  games: (query: FilterQuery<BoGameQuery>) => ['bo', 'catalog', 'games', query] as const,
  types: (brandId: string) => ['bo', 'catalog', 'types', brandId] as const,
  channels: (brandId: string) => ['bo', 'catalog', 'channels', brandId] as const,
  outbox: (query: FilterQuery<BoOutboxQuery>) => ['bo', 'catalog', 'outbox', query] as const,
};

/** A brand's game vendors (catalog.read). */
export const fetchVendors = (brandId: string) => bo<BoVendorList>(BO_API.catalogVendors, { query: { brandId } });

/** Adds a vendor (code null) or changes one (catalog.manage). */
export const saveVendor = (code: string | null, body: BoVendorCreate | BoVendorUpdate) =>
  code === null
    ? bo<BoVendor>(BO_API.catalogVendors, { method: 'POST', body })
    : bo<BoVendor>(BO_API.catalogVendor, { params: { code }, method: 'POST', body });

/** A new callback secret for the vendor, shown once. */
export const rotateVendorSecret = (brandId: string, code: string) =>
  bo<BoVendorSecret>(BO_API.catalogVendorSecret, { params: { code }, method: 'POST', body: { brandId } });

/** One page of a brand's games, filtered. */
export const fetchGames = (query: FilterQuery<BoGameQuery>) => bo<BoGamePage>(BO_API.catalogGames, { query });

/** Adds a game (game null) or changes one. */
export const saveGame = (game: { vendor: string; code: string } | null, body: BoGameCreate | BoGameUpdate) =>
  game === null
    ? bo<BoGame>(BO_API.catalogGames, { method: 'POST', body })
    : bo<BoGame>(BO_API.catalogGame, { params: game, method: 'POST', body });

/** The brand's game categories and whether each is offered. */
export const fetchGameTypes = (brandId: string) => bo<BoGameTypeList>(BO_API.catalogGameTypes, { query: { brandId } });

/** Offers or withdraws a category. */
export const setGameTypeOffered = (brandId: string, gameType: string, offered: boolean) =>
  bo<BoGameTypeList>(BO_API.catalogGameTypes, { method: 'POST', body: { brandId, gameType, offered } });

/** A brand's deposit channels. */
export const fetchChannels = (brandId: string) => bo<BoChannelList>(BO_API.catalogChannels, { query: { brandId } });

/** Adds a channel (code null) or changes one. */
export const saveChannel = (code: string | null, body: BoChannelCreate | BoChannelUpdate) =>
  code === null
    ? bo<BoChannel>(BO_API.catalogChannels, { method: 'POST', body })
    : bo<BoChannel>(BO_API.catalogChannel, { params: { code }, method: 'POST', body });

/** One page of the messages sent to players (SMS, e-mail), masked. */
export const fetchOutbox = (query: FilterQuery<BoOutboxQuery>) => bo<BoOutboxPage>(BO_API.outbox, { query });
