import { z } from 'zod';
import { currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';
import { DEPOSIT_CHANNEL_KINDS } from './deposit-rules.ts';
import { GAME_TYPES } from './game-types.ts';
import { SHIPPED_LANGUAGES } from './languages.ts';

/**
 * The back office's catalogue desk and outbox viewer (decision 040): a brand's vendors, games, game
 * types and deposit channels (seen with brands.read, changed with catalog.manage), and its SMS and
 * e-mail outboxes with codes and links masked (outbox.read). The schemas check the shape; the
 * catalogue's own rules (the same the operator CLIs keep) answer catalog_invalid. Amounts are whole
 * minor units as decimal strings, like every amount on the wire.
 */

const brandId = z.string().regex(/^[0-9]{1,18}$/);
const flag = z.boolean();

/** `?brandId=`: the brand a list is of. */
export const boCatalogBrandQuery = z.object({ brandId });
export type BoCatalogBrandQuery = z.infer<typeof boCatalogBrandQuery>;

export const VENDOR_WALLET_TYPES = ['seamless', 'transfer'] as const;
export const VENDOR_KINDS = ['VASSALAGE', 'GAME'] as const;

/** A vendor of a brand; whether it has a wallet secret, never the secret. */
export const boVendor = z.object({
  vendorCode: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  logoUrl: z.string(),
  isHot: z.boolean(),
  isGame: z.enum(VENDOR_KINDS),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  launchUrl: z.string(),
  /** The second launch address template (the launch's game_url2, decision 044); "" for none. */
  launchUrl2: z.string(),
  walletType: z.enum(VENDOR_WALLET_TYPES),
  sort: z.number().int(),
  hasWalletSecret: z.boolean(),
  gameCount: z.number().int(),
});
export type BoVendor = z.infer<typeof boVendor>;
export const boVendorList = z.object({ list: z.array(boVendor) });
export type BoVendorList = z.infer<typeof boVendorList>;

const vendorFields = z.object({
  displayName: z.string().max(100),
  vassalage: z.string().max(32),
  gameType: z.enum(GAME_TYPES),
  logoUrl: z.string().max(500),
  isHot: flag,
  isGame: z.enum(VENDOR_KINDS),
  enabled: flag,
  maintenance: flag,
  launchUrl: z.string().max(500),
  launchUrl2: z.string().max(500),
  walletType: z.enum(VENDOR_WALLET_TYPES),
  sort: z.number().int(),
});

/** `POST /bo/catalog/vendors`: a new vendor of the brand (name and type needed). */
export const boVendorCreate = vendorFields
  .partial()
  .extend({ brandId, vendorCode: z.string().max(32), displayName: vendorFields.shape.displayName, gameType: vendorFields.shape.gameType });
export type BoVendorCreate = z.infer<typeof boVendorCreate>;

/** `POST /bo/catalog/vendors/:code`: the fields given change, the others stay. */
export const boVendorUpdate = vendorFields.partial().extend({ brandId });
export type BoVendorUpdate = z.infer<typeof boVendorUpdate>;

/** `POST /bo/catalog/vendors/:code/secret`: a new wallet secret, shown this once. */
export const boVendorSecretBody = z.object({ brandId });
export const boVendorSecret = z.object({ vendorCode: z.string(), secret: z.string() });
export type BoVendorSecret = z.infer<typeof boVendorSecret>;

/** A game of a brand, switched on or off. */
export const boGame = z.object({
  vendorCode: z.string(),
  gameCode: z.string(),
  displayName: z.string(),
  names: z.record(z.string(), z.string()),
  gameType: z.enum(GAME_TYPES),
  category: z.string(),
  iconUrl: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  roomId: z.string().nullable(),
  sort: z.number().int(),
});
export type BoGame = z.infer<typeof boGame>;

/** `GET /bo/catalog/games`: a page of the brand's games with filters. */
export const boGameQuery = z.object({
  brandId,
  vendor: z.string().max(32).optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  search: z.string().max(64).optional(),
  state: z.enum(['on', 'off']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type BoGameQuery = z.infer<typeof boGameQuery>;
export const boGamePage = z.object({
  list: z.array(boGame),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type BoGamePage = z.infer<typeof boGamePage>;

const gameFields = z.object({
  displayName: z.string().max(100),
  /** Names per language; "" removes that language's name. */
  names: z.partialRecord(z.enum(SHIPPED_LANGUAGES), z.string().max(100)),
  gameType: z.enum(GAME_TYPES),
  category: z.string().max(32),
  iconUrl: z.string().max(500),
  isHot: flag,
  isNew: flag,
  enabled: flag,
  maintenance: flag,
  /** The PVP room id; "" removes it. */
  roomId: z.string().max(64),
  sort: z.number().int(),
});

/** `POST /bo/catalog/games`: a new game of a vendor of the brand (name and type needed). */
export const boGameCreate = gameFields.partial().extend({
  brandId,
  vendorCode: z.string().max(32),
  gameCode: z.string().max(64),
  displayName: gameFields.shape.displayName,
  gameType: gameFields.shape.gameType,
});
export type BoGameCreate = z.infer<typeof boGameCreate>;

/** `POST /bo/catalog/games/:vendor/:code`: the fields given change (switches, maintenance, category, order ...). */
export const boGameUpdate = gameFields.partial().extend({ brandId });
export type BoGameUpdate = z.infer<typeof boGameUpdate>;

/** A game type (the catalogue's category) of the brand: offered or not, with its vendors, games and the vendors' kinds of game. */
export const boGameType = z.object({
  gameType: z.enum(GAME_TYPES),
  offered: z.boolean(),
  vendors: z.number().int(),
  games: z.number().int(),
  categories: z.array(z.object({ category: z.string(), games: z.number().int() })),
});
export type BoGameType = z.infer<typeof boGameType>;
export const boGameTypeList = z.object({ list: z.array(boGameType) });
export type BoGameTypeList = z.infer<typeof boGameTypeList>;

/** `POST /bo/catalog/game-types`: offer a game type in the brand or switch it off. */
export const boGameTypeSet = z.object({ brandId, gameType: z.enum(GAME_TYPES), offered: z.boolean() });
export type BoGameTypeSet = z.infer<typeof boGameTypeSet>;

/** A deposit channel of the brand with its limits in minor units. */
export const boChannel = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  displayName: z.string(),
  currency: currencyCode,
  minAmountMinor: positiveAmountMinor,
  maxAmountMinor: positiveAmountMinor,
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  expiryMinutes: z.number().int(),
  payTo: z
    .object({ provider: z.string(), accountName: z.string(), accountNumber: z.string(), qrImageUrl: z.string().nullable() })
    .nullable(),
  instructions: z.record(z.string(), z.string()),
  gateway: z.string().nullable(),
});
export type BoChannel = z.infer<typeof boChannel>;
export const boChannelList = z.object({ list: z.array(boChannel), minorDigits: z.number().int() });
export type BoChannelList = z.infer<typeof boChannelList>;

const channelFields = z.object({
  displayName: z.string().max(60),
  /** Checked against each other and the ledger's ceiling by the channel rules (catalog_invalid). */
  minAmountMinor: nonNegativeAmountMinor,
  maxAmountMinor: nonNegativeAmountMinor,
  expiryMinutes: z.number().int(),
  sortOrder: z.number().int(),
  enabled: flag,
  provider: z.string().max(60),
  accountName: z.string().max(80),
  accountNumber: z.string().max(64),
  /** https URL or site path; "" removes it. */
  qrImageUrl: z.string().max(500),
  /** Per language; "" removes that language's instructions. */
  instructions: z.partialRecord(z.enum(SHIPPED_LANGUAGES), z.string().max(1000)),
  gateway: z.string().max(32),
});

/** `POST /bo/catalog/channels`: a new channel (kind, name, limits and expiry needed; a manual one its pay-to account, a gateway one its gateway). */
export const boChannelCreate = channelFields.partial().extend({ brandId, code: z.string().max(32), kind: z.enum(DEPOSIT_CHANNEL_KINDS) });
export type BoChannelCreate = z.infer<typeof boChannelCreate>;

/** `POST /bo/catalog/channels/:code`: the fields given change (a channel keeps its kind). */
export const boChannelUpdate = channelFields.partial().extend({ brandId });
export type BoChannelUpdate = z.infer<typeof boChannelUpdate>;

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** `GET /bo/outbox`: a page of one outbox of the brand, newest first, optionally of recipients containing `recipient`. */
export const boOutboxQuery = z.object({
  brandId,
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string().max(120).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type BoOutboxQuery = z.infer<typeof boOutboxQuery>;

/** One message as staff see it: codes, tokens and link parameters masked; no HTML. */
export const boOutboxRow = z.object({
  id: z.string(),
  recipient: z.string(),
  /** The SMS purpose (login, register, reset ...) or the e-mail kind (password-reset, two-factor ...). */
  kind: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  providerReply: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type BoOutboxRow = z.infer<typeof boOutboxRow>;
export const boOutboxPage = z.object({
  list: z.array(boOutboxRow),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type BoOutboxPage = z.infer<typeof boOutboxPage>;
