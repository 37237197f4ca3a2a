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
  BoGameTypeSet,
  BoGameUpdate,
  BoVendor,
  BoVendorCreate,
  BoVendorList,
  BoVendorSecret,
  BoVendorUpdate,
} from '@pkg/contracts/catalog-desk';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { ChannelAdminError, listDepositChannels, setDepositChannel, type ChannelChange } from '../deposits/index.ts';
import type { DepositChannel } from '../deposits/index.ts';
import {
  findGames,
  GameAdminError,
  gameTypeSummary,
  listVendors,
  saveGame,
  saveVendor,
  switchGameTypes,
  type AdminGame,
  type AdminVendor,
  type GameChange,
  type VendorChange,
} from '../games/index.ts';
import { brandCodeOf } from '../brands/index.ts';
import { auditStaffChange, assertBrandInScope, type StaffActor } from '../staff/index.ts';
import { rotateVendorSecret, VendorSecretError } from '../vendor-wallet/index.ts';
import { lockVendorSecretState, selectMinorDigits } from './catalog-desk.queries.ts';

interface DeskDeps {
  db: Db;
  clock: Clock;
  appSecret: string;
  onChange: () => void;
}

/** The brand's code, when the brand is in the staff member's scope (else forbidden, nothing read). */
async function brandCode(db: Db, actor: StaffActor, brandId: string): Promise<string> {
  assertBrandInScope(actor, brandId);
  const code = await brandCodeOf(db, brandId);
  if (code === null) throw new AppError('forbidden', 'unknown brand');
  return code;
}

/** The shared rules' refusals as the API's codes; the message says which rule. */
function asAppError(error: unknown): unknown {
  if (error instanceof GameAdminError || error instanceof ChannelAdminError) {
    if (error.kind === 'not_found') return new AppError('catalog_not_found', error.message);
    if (error.kind === 'exists') return new AppError('catalog_exists', error.message);
    if (error.kind === 'invalid') return new AppError('catalog_invalid', error.message);
  }
  if (error instanceof VendorSecretError) return new AppError('catalog_invalid', error.message);
  return error;
}

async function read<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asAppError(error);
  }
}

/** Runs a change; on success the caches are dropped (onChange), on a refusal nothing changed. */
async function change<T>(deps: DeskDeps, work: () => Promise<T>): Promise<T> {
  const result = await read(work);
  deps.onChange();
  return result;
}

/** A new wallet secret for a brand's vendor, in one transaction with the audit (which says only that it was rotated). */
async function rotateSecret(deps: DeskDeps, actor: StaffActor, brand: { id: string; code: string }, vendorCode: string): Promise<string> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const vendor = await lockVendorSecretState(tx, brand.id, vendorCode);
    if (!vendor) throw new GameAdminError('not_found', `no vendor "${vendorCode}" in this brand`);
    const fresh = await rotateVendorSecret(tx, deps.appSecret, brand.code, vendorCode);
    await auditStaffChange(tx, clock, actor, {
      action: 'game_vendor.secret_rotate',
      brandId: brand.id,
      target: `game_vendor:${vendorCode}`,
      detail: { before: { hasWalletSecret: vendor.hadSecret }, after: { hasWalletSecret: true } },
    });
    return fresh;
  });
}

/**
 * The back office's catalogue desk (decision 040): a brand's vendors, games, game types and
 * deposit channels, through the same functions the operator CLIs use (games/game-admin.ts,
 * deposits/channel-admin.ts, vendor-wallet/vendor-secrets.ts), so both keep one set of rules and
 * one audit (as the staff member, with the values before and after, never a secret). After every
 * change `onChange` drops this process's cached brands, vendors and game types, so the site and the
 * wallet API see it at once.
 */
export function createCatalogDesk(deps: DeskDeps) {
  const { db, clock } = deps;
  const codeOf = (actor: StaffActor, brandId: string) => brandCode(db, actor, brandId);
  const changed = <T>(work: () => Promise<T>) => change(deps, work);

  return {
    async vendors(actor: StaffActor, brandId: string): Promise<BoVendorList> {
      const code = await codeOf(actor, brandId);
      return { list: (await read(() => listVendors(db, code))).map(toBoVendor) };
    },

    async createVendor(actor: StaffActor, input: BoVendorCreate): Promise<BoVendor> {
      const { brandId, vendorCode, ...fields } = input;
      const code = await codeOf(actor, brandId);
      return toBoVendor(await changed(() => saveVendor(db, clock, { brand: code, vendor: vendorCode, create: true }, fields, actor)));
    },

    async updateVendor(actor: StaffActor, vendorCode: string, input: BoVendorUpdate): Promise<BoVendor> {
      const { brandId, ...fields } = input;
      const code = await codeOf(actor, brandId);
      const vendorChange: VendorChange = fields;
      if (Object.keys(vendorChange).length === 0) throw new AppError('catalog_invalid', 'nothing to change');
      return toBoVendor(
        await changed(() => saveVendor(db, clock, { brand: code, vendor: vendorCode, create: false }, vendorChange, actor)),
      );
    },

    /** A new wallet secret for the vendor, answered this once; the audit says only that it was rotated. */
    async rotateSecret(actor: StaffActor, vendorCode: string, brandId: string): Promise<BoVendorSecret> {
      const code = await codeOf(actor, brandId);
      const secret = await changed(() => rotateSecret(deps, actor, { id: brandId, code }, vendorCode));
      return { vendorCode, secret };
    },

    async games(actor: StaffActor, query: BoGameQuery): Promise<BoGamePage> {
      const code = await codeOf(actor, query.brandId);
      const filter = {
        ...(query.vendor ? { vendor: query.vendor } : {}),
        ...(query.gameType ? { gameType: query.gameType } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(query.state ? { enabled: query.state === 'on' } : {}),
      };
      const page = await read(() => findGames(db, code, filter, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }));
      return { list: page.rows.map(toBoGame), total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async createGame(actor: StaffActor, input: BoGameCreate): Promise<BoGame> {
      const { brandId, vendorCode, gameCode, ...fields } = input;
      const code = await codeOf(actor, brandId);
      const target = { brand: code, vendor: vendorCode, code: gameCode, create: true };
      return toBoGame(await changed(() => saveGame(db, clock, target, gameChange(fields), actor)));
    },

    async updateGame(actor: StaffActor, vendorCode: string, gameCode: string, input: BoGameUpdate): Promise<BoGame> {
      const { brandId, ...fields } = input;
      const code = await codeOf(actor, brandId);
      if (Object.keys(fields).length === 0) throw new AppError('catalog_invalid', 'nothing to change');
      const target = { brand: code, vendor: vendorCode, code: gameCode, create: false };
      return toBoGame(await changed(() => saveGame(db, clock, target, gameChange(fields), actor)));
    },

    async gameTypes(actor: StaffActor, brandId: string): Promise<BoGameTypeList> {
      const code = await codeOf(actor, brandId);
      return { list: await read(() => gameTypeSummary(db, code)) };
    },

    async setGameType(actor: StaffActor, input: BoGameTypeSet): Promise<BoGameTypeList> {
      const code = await codeOf(actor, input.brandId);
      const switches = input.offered ? { disable: [], enable: [input.gameType] } : { disable: [input.gameType], enable: [] };
      await changed(() => switchGameTypes(db, clock, code, switches, actor));
      return { list: await gameTypeSummary(db, code) };
    },

    async channels(actor: StaffActor, brandId: string): Promise<BoChannelList> {
      const code = await codeOf(actor, brandId);
      const minorDigits = await selectMinorDigits(db, brandId);
      return { list: (await read(() => listDepositChannels(db, code))).map(toBoChannel), minorDigits };
    },

    async createChannel(actor: StaffActor, input: BoChannelCreate): Promise<BoChannel> {
      const { brandId, code: channelCode, ...fields } = input;
      const code = await codeOf(actor, brandId);
      const options = { actor, expect: 'new' as const };
      return toBoChannel(await changed(() => setDepositChannel(db, clock, code, channelCode, channelChange(fields), options)));
    },

    async updateChannel(actor: StaffActor, channelCode: string, input: BoChannelUpdate): Promise<BoChannel> {
      const { brandId, ...fields } = input;
      const code = await codeOf(actor, brandId);
      if (Object.keys(fields).length === 0) throw new AppError('catalog_invalid', 'nothing to change');
      const options = { actor, expect: 'existing' as const };
      return toBoChannel(await changed(() => setDepositChannel(db, clock, code, channelCode, channelChange(fields), options)));
    },
  };
}

export type CatalogDesk = ReturnType<typeof createCatalogDesk>;

function gameChange(fields: Omit<BoGameUpdate, 'brandId'>): GameChange {
  const { names, ...rest } = fields;
  return { ...rest, ...(names ? { names: Object.fromEntries(Object.entries(names).filter(([, name]) => name !== undefined)) } : {}) };
}

function channelChange(fields: Omit<BoChannelUpdate, 'brandId'> & { kind?: 'manual' | 'gateway' }): ChannelChange {
  const { minAmountMinor, maxAmountMinor, instructions, ...rest } = fields;
  return {
    ...rest,
    ...(minAmountMinor === undefined ? {} : { minMinor: BigInt(minAmountMinor) }),
    ...(maxAmountMinor === undefined ? {} : { maxMinor: BigInt(maxAmountMinor) }),
    ...(instructions ? { instructions: Object.fromEntries(Object.entries(instructions).filter(([, text]) => text !== undefined)) } : {}),
  };
}

function toBoVendor(vendor: AdminVendor): BoVendor {
  return vendor as BoVendor;
}

function toBoGame(game: AdminGame): BoGame {
  return game as BoGame;
}

function toBoChannel(channel: DepositChannel): BoChannel {
  return {
    code: channel.code,
    kind: channel.kind,
    displayName: channel.displayName,
    currency: channel.currency,
    minAmountMinor: channel.minAmountMinor.toString(),
    maxAmountMinor: channel.maxAmountMinor.toString(),
    enabled: channel.enabled,
    sortOrder: channel.sortOrder,
    expiryMinutes: channel.expiryMinutes,
    payTo: channel.payTo,
    instructions: channel.instructions,
    gateway: channel.gateway,
  };
}
