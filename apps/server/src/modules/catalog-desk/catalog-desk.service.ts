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
import { selectBrandCode } from '../brands/index.ts';
import { auditStaffChange, assertBrandInScope, type StaffActor } from '../staff/index.ts';
import { rotateVendorSecret, VendorSecretError } from '../vendor-wallet/index.ts';

/**
 * The back office's catalogue desk (decision 040): a brand's vendors, games, game types and
 * deposit channels, through the same functions the operator CLIs use (games/game-admin.ts,
 * deposits/channel-admin.ts, vendor-wallet/vendor-secrets.ts), so both keep one set of rules and
 * one audit (as the staff member, with the values before and after, never a secret). After every
 * change `onChange` drops this process's cached brands, vendors and game types, so the site and the
 * wallet API see it at once.
 */
export function createCatalogDesk(deps: { db: Db; clock: Clock; appSecret: string; onChange: () => void }) {
  const { db, clock } = deps;

  /** The brand's code, when the brand is in the staff member's scope (else forbidden, nothing read). */
  async function brandCode(actor: StaffActor, brandId: string): Promise<string> {
    assertBrandInScope(actor, brandId);
    const code = await selectBrandCode(db, brandId);
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

  /** Runs a change; on success the caches are dropped, on a refusal nothing changed. */
  async function change<T>(work: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      throw asAppError(error);
    }
    deps.onChange();
    return result;
  }

  async function read<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw asAppError(error);
    }
  }

  return {
    async vendors(actor: StaffActor, brandId: string): Promise<BoVendorList> {
      const code = await brandCode(actor, brandId);
      return { list: (await read(() => listVendors(db, code))).map(toBoVendor) };
    },

    async createVendor(actor: StaffActor, input: BoVendorCreate): Promise<BoVendor> {
      const { brandId, vendorCode, ...fields } = input;
      const code = await brandCode(actor, brandId);
      return toBoVendor(await change(() => saveVendor(db, clock, { brand: code, vendor: vendorCode, create: true }, fields, actor)));
    },

    async updateVendor(actor: StaffActor, vendorCode: string, input: BoVendorUpdate): Promise<BoVendor> {
      const { brandId, ...fields } = input;
      const code = await brandCode(actor, brandId);
      const vendorChange: VendorChange = fields;
      if (Object.keys(vendorChange).length === 0) throw new AppError('catalog_invalid', 'nothing to change');
      return toBoVendor(await change(() => saveVendor(db, clock, { brand: code, vendor: vendorCode, create: false }, vendorChange, actor)));
    },

    /** A new wallet secret for the vendor, answered this once; the audit says only that it was rotated. */
    async rotateSecret(actor: StaffActor, vendorCode: string, brandId: string): Promise<BoVendorSecret> {
      const code = await brandCode(actor, brandId);
      const secret = await change(() =>
        db.transaction(async (tx) => {
          const [vendor] = await tx.query<{ hadSecret: boolean }>(
            `select wallet_secret_sealed is not null as "hadSecret" from game_vendors where merchant_id = $1 and vendor_code = $2 for update`,
            [brandId, vendorCode],
          );
          if (!vendor) throw new GameAdminError('not_found', `no vendor "${vendorCode}" in this brand`);
          const fresh = await rotateVendorSecret(tx, deps.appSecret, code, vendorCode);
          await auditStaffChange(tx, clock, actor, {
            action: 'game_vendor.secret_rotate',
            merchantId: brandId,
            target: `game_vendor:${vendorCode}`,
            detail: { before: { hasWalletSecret: vendor.hadSecret }, after: { hasWalletSecret: true } },
          });
          return fresh;
        }),
      );
      return { vendorCode, secret };
    },

    async games(actor: StaffActor, query: BoGameQuery): Promise<BoGamePage> {
      const code = await brandCode(actor, query.brandId);
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
      const code = await brandCode(actor, brandId);
      const target = { brand: code, vendor: vendorCode, code: gameCode, create: true };
      return toBoGame(await change(() => saveGame(db, clock, target, gameChange(fields), actor)));
    },

    async updateGame(actor: StaffActor, vendorCode: string, gameCode: string, input: BoGameUpdate): Promise<BoGame> {
      const { brandId, ...fields } = input;
      const code = await brandCode(actor, brandId);
      if (Object.keys(fields).length === 0) throw new AppError('catalog_invalid', 'nothing to change');
      const target = { brand: code, vendor: vendorCode, code: gameCode, create: false };
      return toBoGame(await change(() => saveGame(db, clock, target, gameChange(fields), actor)));
    },

    async gameTypes(actor: StaffActor, brandId: string): Promise<BoGameTypeList> {
      const code = await brandCode(actor, brandId);
      return { list: await read(() => gameTypeSummary(db, code)) };
    },

    async setGameType(actor: StaffActor, input: BoGameTypeSet): Promise<BoGameTypeList> {
      const code = await brandCode(actor, input.brandId);
      const switches = input.offered ? { disable: [], enable: [input.gameType] } : { disable: [input.gameType], enable: [] };
      await change(() => switchGameTypes(db, clock, code, switches, actor));
      return { list: await gameTypeSummary(db, code) };
    },

    async channels(actor: StaffActor, brandId: string): Promise<BoChannelList> {
      const code = await brandCode(actor, brandId);
      const [brand] = await db.query<{ digits: number }>(`select currency_minor_digits as digits from merchants where id = $1`, [brandId]);
      return { list: (await read(() => listDepositChannels(db, code))).map(toBoChannel), minorDigits: Number(brand?.digits ?? 2) };
    },

    async createChannel(actor: StaffActor, input: BoChannelCreate): Promise<BoChannel> {
      const { brandId, code: channelCode, ...fields } = input;
      const code = await brandCode(actor, brandId);
      const options = { actor, expect: 'new' as const };
      return toBoChannel(await change(() => setDepositChannel(db, clock, code, channelCode, channelChange(fields), options)));
    },

    async updateChannel(actor: StaffActor, channelCode: string, input: BoChannelUpdate): Promise<BoChannel> {
      const { brandId, ...fields } = input;
      const code = await brandCode(actor, brandId);
      if (Object.keys(fields).length === 0) throw new AppError('catalog_invalid', 'nothing to change');
      const options = { actor, expect: 'existing' as const };
      return toBoChannel(await change(() => setDepositChannel(db, clock, code, channelCode, channelChange(fields), options)));
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
