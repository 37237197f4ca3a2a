import { createHash } from 'node:crypto';
import type { DownlineTransferBody, TransferValue, UplineInfoValue, UplineTransferBody, WalletTransferBody } from '@pkg/contracts/wallet';
import { MAIN_WALLET, type RecordType } from '@pkg/contracts/wallet-codes';
import { parseMinor } from '@pkg/money/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { checkIdempotencyKey } from '../../http/idempotency-key.ts';
import { openPlayerWallet, openVendorWallet, MAX_AMOUNT_MINOR, transfer, transferHash } from '../../ledger/index.ts';
import type { BalanceAfter, LedgerAccount } from '../../ledger/index.ts';
import type { Account } from '../accounts/index.ts';
import { assertNoOpenWagering } from '../rewards/index.ts';
import type { Brand } from '../brands/index.ts';
import type { PaymentPasswordService } from '../payment-password/index.ts';
import { moneyOf, walletCodeOf } from './balance.service.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import {
  selectDirectDownline,
  selectStoredTransfer,
  selectTransferContext,
  selectUplineAgent,
  type PartyRow,
  type StoredTransfer,
  type VendorWalletRow,
} from './wallet.queries.ts';

export interface TransferDeps {
  db: Db;
  clock: Clock;
  events: WalletEventBus;
  paymentPassword: Pick<PaymentPasswordService, 'verifyRow'>;
}

/** Who asks, from where. */
export interface Caller {
  brand: Brand;
  account: Account;
  ip: string;
}

/** A transfer's answer, and whether it is the stored first answer of a replayed key. */
export interface TransferOutcome {
  value: TransferValue;
  replayed: boolean;
}

type Operation = 'upline' | 'downline' | 'wallet';

/** Which wallet of whom: the main wallet, or a vendor's sub-wallet. */
interface WalletSpec {
  ownerId: string;
  vendorCode: string | null;
}

/** One movement, checked but with its wallets not yet opened (a refused call opens nothing). */
interface Plan {
  code: Extract<RecordType, 'transfer_upline' | 'transfer_downline' | 'wallet_transfer'>;
  from: WalletSpec;
  to: WalletSpec;
  amount: bigint;
  /** What the answer and the record name as the two sides. */
  fromName: string;
  toName: string;
  /** The accounts whose balance streams hear of it. */
  notify: string[];
}

/** A positive whole number of minor units up to the ledger's limit, parsed by packages/money. */
export function parseAmount(wire: string): bigint {
  let amount: bigint;
  try {
    amount = parseMinor(wire);
  } catch {
    throw new AppError('amount_invalid', `not whole minor units: ${wire}`, { field: 'amountMinor' });
  }
  if (amount <= 0n || amount > MAX_AMOUNT_MINOR) throw new AppError('amount_invalid', `out of range: ${wire}`, { field: 'amountMinor' });
  return amount;
}

/** The fingerprint of a call: what it asks for, without the payment password. */
function fingerprint(operation: Operation, fields: Record<string, string>): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, fields]))
    .digest('base64url');
}

/** The ledger key of a player's call: scoped by account, so two players' keys never meet. */
export function ledgerKeyOf(accountId: string, key: string): string {
  return `wallet:${accountId}:${key}`;
}

/**
 * True when a recorded transfer was made by a call with this fingerprint. The ledger keeps, with
 * the key, the hash of the movement's own fields joined with the caller's hash (transferHash):
 * the same fields and this fingerprint give the same hash exactly when the first call's body was
 * the same, so a replay is told from a reuse of the key without anything stored beside the ledger.
 */
function madeBy(stored: StoredTransfer, hash: string): boolean {
  return stored.requestHash === transferHash(stored.transfer, hash);
}

/**
 * The player's transfers (decision 018): to the upline agent, an agent's to a direct downline,
 * and between the main wallet and vendors' transfer wallets. Each needs its brand switch, the
 * payment password and an Idempotency-Key: a replay with the same body answers the first result
 * (without asking for the password again), another body under the key is refused.
 */
export function createTransferService(deps: TransferDeps) {
  const { db, clock, events } = deps;

  function checkMoney(brand: Brand, body: { amountMinor: string; currency: string }): bigint {
    const amount = parseAmount(body.amountMinor);
    if (body.currency !== brand.currency.code) throw new AppError('currency_mismatch', `this brand's wallets hold ${brand.currency.code}`);
    return amount;
  }

  function checkSwitch(on: boolean): void {
    if (!on) throw new AppError('feature_disabled', 'transfers of this kind are switched off for this brand');
  }

  /** The caller's wallet a spec names, among the caller's opened wallets. */
  function findWallet(own: readonly LedgerAccount[], spec: WalletSpec): LedgerAccount | undefined {
    return own.find(
      (wallet) =>
        wallet.ownerAccountId === spec.ownerId &&
        (spec.vendorCode === null ? wallet.kind === 'player_main' : wallet.kind === 'player_vendor' && wallet.ref === spec.vendorCode),
    );
  }

  function openWallet(brand: Brand, spec: WalletSpec, at: Date): Promise<LedgerAccount> {
    return spec.vendorCode === null
      ? openPlayerWallet(db, brand.id, brand.currency.code, spec.ownerId, at)
      : openVendorWallet(db, brand.id, brand.currency.code, spec.ownerId, spec.vendorCode, at);
  }

  /**
   * The common path: the first answer again for a replayed key; else check the request, the funds
   * (a read: the ledger checks again under its lock) and the payment password, open the wallets,
   * and make the ledger transfer, which is the stored answer too; tell the streams after commit.
   */
  async function run(
    caller: Caller,
    rawKey: unknown,
    operation: Operation,
    fields: Record<string, string>,
    pin: string,
    /** Checks the request against the caller's opened wallets (and the vendor it names) and says what to move. */
    plan: (own: readonly LedgerAccount[], vendor: VendorWalletRow | undefined) => Promise<Plan>,
    /** The vendor whose wallet the call names, read with the rest; null for none. */
    vendorCode: string | null = null,
  ): Promise<TransferOutcome> {
    const key = checkIdempotencyKey(rawKey);
    const { brand, account } = caller;
    const hash = fingerprint(operation, fields);
    const ledgerKey = ledgerKeyOf(account.id, key);
    // One read: the transfer the key already made, the caller's wallets, the vendor named and the payment password.
    const context = await selectTransferContext(db, {
      brandId: brand.id,
      accountId: account.id,
      ledgerKey,
      currency: brand.currency.code,
      vendorCode,
    });
    const { stored, wallets: own } = context;
    if (stored) return replayOf(caller, stored, hash);
    const move = await plan(own, context.vendor);
    // Money always leaves one of the caller's own wallets, which must exist to hold any.
    const from = findWallet(own, move.from);
    if (!from || from.availableMinor < move.amount) {
      // A twin of this request may have spent the money between the two reads above: its answer wins.
      const twin = await selectStoredTransfer(db, brand.id, ledgerKey);
      if (twin) return replayOf(caller, twin, hash);
      throw new AppError('insufficient_funds');
    }
    await deps.paymentPassword.verifyRow(account, pin, context.paymentPassword);
    const now = clock.now();
    const to = findWallet(own, move.to) ?? (await openWallet(brand, move.to, now));
    // A twin that got to the ledger first makes this a replay of its transfer (or a reuse refused).
    const result = await transfer(db, {
      brandId: brand.id,
      currency: brand.currency.code,
      code: move.code,
      idempotencyKey: ledgerKey,
      requestHash: hash,
      fromAccountId: from.id,
      toAccountId: to.id,
      amountMinor: move.amount,
      // The names the answer shows, kept with the movement: the answer is rebuilt from it on a replay.
      metadata: { fromName: move.fromName, toName: move.toName },
      actor: `self:${account.id}`,
      ip: caller.ip,
      at: now,
    });
    const ownSides = [from, to].filter((wallet) => wallet.ownerAccountId === account.id);
    const value = answerOf(brand, result.transfer, result.balances, ownSides);
    if (!result.replayed) for (const accountId of move.notify) events.publish({ brandId: brand.id, accountId, code: move.code });
    return { value, replayed: result.replayed };
  }

  /** The first answer of a key's transfer, rebuilt from the ledger; idempotency_key_reused for another body. */
  function replayOf(caller: Caller, stored: StoredTransfer, hash: string): TransferOutcome {
    if (!madeBy(stored, hash)) throw new AppError('idempotency_key_reused', 'this Idempotency-Key was used for another request');
    const ownSides = stored.legs
      .filter((leg) => leg.ownerAccountId === caller.account.id)
      .map((leg) => ({ id: leg.accountId, kind: leg.kind, ref: leg.ref }));
    return { value: answerOf(caller.brand, stored.transfer, stored.legs, ownSides), replayed: true };
  }

  /**
   * The answer, the same for the call that moved the money and every replay: both sides by the
   * names kept in the transfer's metadata, and the caller's own wallets it touched (from-side
   * first) with their posted balance right after it.
   */
  function answerOf(
    brand: Brand,
    moved: StoredTransfer['transfer'],
    balances: readonly BalanceAfter[],
    own: ReadonlyArray<Pick<LedgerAccount, 'id' | 'kind' | 'ref'>>,
  ): TransferValue {
    const amount = moneyOf(moved.amountMinor, brand.currency);
    const names = moved.metadata as { fromName: string; toName: string };
    return {
      transferId: moved.id,
      type: moved.code as TransferValue['type'],
      amount: amount.formatted,
      amountMinor: amount.minor,
      currency: moved.currency,
      from: names.fromName,
      to: names.toName,
      wallets: own.map((wallet) => {
        const after = moneyOf(balances.find((balance) => balance.accountId === wallet.id)?.balanceMinor ?? 0n, brand.currency);
        return { walletCode: walletCodeOf(wallet), balance: after.formatted, balanceMinor: after.minor };
      }),
      createdAt: moved.createdAt.toISOString(),
    };
  }

  async function uplineOf(caller: Caller): Promise<PartyRow> {
    const { brand, account } = caller;
    const upline = account.uplineId ? await selectUplineAgent(db, brand.id, account.uplineId) : undefined;
    if (!upline) throw new AppError('no_upline');
    return upline;
  }

  const main = (ownerId: string): WalletSpec => ({ ownerId, vendorCode: null });

  return {
    /** Who the caller's upline agent is (the transfer page shows it); no_upline when there is none. */
    async uplineInfo(caller: Caller): Promise<UplineInfoValue> {
      checkSwitch(caller.brand.flags.playerTransfers);
      return { upline: (await uplineOf(caller)).username };
    },

    /** A member's main wallet to the upline agent's main wallet. */
    transferUpline(caller: Caller, key: unknown, body: UplineTransferBody): Promise<TransferOutcome> {
      const { brand, account } = caller;
      const fields = { amountMinor: body.amountMinor, currency: body.currency };
      return run(caller, key, 'upline', fields, body.paymentPassword, async () => {
        checkSwitch(brand.flags.playerTransfers);
        const amount = checkMoney(brand, body);
        // A bonus never leaves the player's hands before its turnover requirement is met (decision 030).
        // After run()'s balance read, on purpose: a claim credits a bonus and opens its requirement in
        // one commit, so a balance that counts a bonus is always followed by a read that sees it.
        await assertNoOpenWagering(db, { brandId: brand.id, accountId: account.id, currency: brand.currency.code }, clock.now());
        const upline = await uplineOf(caller);
        return {
          code: 'transfer_upline',
          from: main(account.id),
          to: main(upline.id),
          amount,
          fromName: account.username,
          toName: upline.username,
          notify: [account.id, upline.id],
        };
      });
    },

    /** An agent's main wallet to a direct downline's main wallet (by username). */
    transferDownline(caller: Caller, key: unknown, body: DownlineTransferBody): Promise<TransferOutcome> {
      const { brand, account } = caller;
      const fields = { downline: body.downline.trim().toLowerCase(), amountMinor: body.amountMinor, currency: body.currency };
      return run(caller, key, 'downline', fields, body.paymentPassword, async () => {
        checkSwitch(brand.flags.playerTransfers);
        const amount = checkMoney(brand, body);
        // A bonus never leaves the player's hands before its turnover requirement is met (decision 030).
        await assertNoOpenWagering(db, { brandId: brand.id, accountId: account.id, currency: brand.currency.code }, clock.now());
        const downline = await selectDirectDownline(db, brand.id, account.id, body.downline.trim());
        if (!downline) throw new AppError('not_downline', undefined, { field: 'downline' });
        return {
          code: 'transfer_downline',
          from: main(account.id),
          to: main(downline.id),
          amount,
          fromName: account.username,
          toName: downline.username,
          notify: [account.id, downline.id],
        };
      });
    },

    /**
     * Main wallet to a vendor's transfer wallet or back. Money goes in only to an enabled
     * transfer-wallet vendor out of maintenance, of a category the brand offers; it comes out of any sub-wallet the player holds
     * (a vendor switched off later must not keep the player's money).
     */
    walletTransfer(caller: Caller, key: unknown, body: WalletTransferBody): Promise<TransferOutcome> {
      const { brand, account } = caller;
      const fields = { from: body.from, to: body.to, amountMinor: body.amountMinor, currency: body.currency };
      const inward = body.from === MAIN_WALLET;
      const vendorCode = inward ? body.to : body.from;
      return run(
        caller,
        key,
        'wallet',
        fields,
        body.paymentPassword,
        async (own, vendor) => {
          checkSwitch(brand.flags.walletTransfers);
          const amount = checkMoney(brand, body);
          if (inward === (body.to === MAIN_WALLET))
            throw new AppError('bad_request', 'one side must be the main wallet and the other a vendor wallet');
          const sub: WalletSpec = { ownerId: account.id, vendorCode };
          if (inward) {
            if (vendor?.walletType !== 'transfer' || !vendor.enabled)
              throw new AppError('wallet_not_found', `no transfer wallet ${vendorCode}`);
            // A category the brand does not offer (a jurisdiction's ban) takes no money in; what is there may come out.
            if ((brand.disabledGameTypes as string[]).includes(vendor.gameType)) throw new AppError('game_disabled');
            if (vendor.maintenance) throw new AppError('wallet_maintenance');
          } else if (!findWallet(own, sub)) {
            throw new AppError('wallet_not_found', `no wallet ${vendorCode}`);
          }
          return inward
            ? {
                code: 'wallet_transfer',
                from: main(account.id),
                to: sub,
                amount,
                fromName: MAIN_WALLET,
                toName: vendorCode,
                notify: [account.id],
              }
            : {
                code: 'wallet_transfer',
                from: sub,
                to: main(account.id),
                amount,
                fromName: vendorCode,
                toName: MAIN_WALLET,
                notify: [account.id],
              };
        },
        vendorCode,
      );
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
