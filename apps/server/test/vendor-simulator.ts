import assert from 'node:assert/strict';
import type { WalletAnswer } from '@pkg/contracts/vendor-wallet';
import { WALLET_HEADERS } from '@pkg/contracts/vendor-wallet';
import { API } from '@pkg/contracts/routes';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import type { Brand } from '../src/modules/brands/brand.types.ts';
import { createGameSessions } from '../src/modules/vendor-wallet/game-sessions.ts';
import { HOUSE_VENDOR_CODE, houseVendorSecret, signWalletRequest } from '../src/modules/vendor-wallet/signature.ts';
import { createVendorWalletClient } from '../src/modules/vendor-wallet/wallet-client.ts';
import { TEST_APP_SECRET, type TestApp } from './test-app.ts';

/** A player the simulated vendor plays for: account id and the game session token. */
export interface SimPlayer {
  accountId: string;
  token: string;
}

let serial = 0;

/** A fresh vendor id (transaction, round, request) that no other test uses. */
export function simId(prefix: string): string {
  serial += 1;
  return `${prefix}-${process.pid}-${serial}`;
}

/**
 * A third-party game vendor driving the seamless wallet API through the full HTTP route and
 * signature path (app.inject), with the fault cases vendors produce: duplicates, lost answers
 * and retries, out-of-order calls, expired sessions, bad signatures, wrong currencies.
 */
export function createVendorSimulator(t: TestApp, options: { vendorCode?: string; secret?: string; brandCode?: string } = {}) {
  const vendorCode = options.vendorCode ?? HOUSE_VENDOR_CODE;
  const secret = options.secret ?? houseVendorSecret(TEST_APP_SECRET);
  const sessions = createGameSessions(t.db, t.clock);
  const brands = createBrandService(t.db, t.clock, 0);
  const send = async (path: string, rawBody: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'POST', url: path, payload: rawBody, headers });
    return { statusCode: response.statusCode, body: response.body };
  };
  const client = createVendorWalletClient({ vendorCode, secret, clock: t.clock, send });
  const path = (action: string) => API.vendorWallet.replace(':vendorCode', vendorCode).replace(':action', action);

  async function brand(): Promise<Brand> {
    const found = await brands.byCode(options.brandCode ?? 'bituin');
    assert.ok(found, 'the brand exists');
    return found;
  }

  return {
    client,
    vendorCode,

    /** Opens a game session for the account, as a launch does. */
    async launch(account: { id: string; accountType?: number }, gameCode = 'bituin-lines'): Promise<SimPlayer> {
      const opened = await sessions.open({
        brand: await brand(),
        account: { id: account.id, accountType: account.accountType ?? 0 },
        vendorCode,
        gameCode,
        language: 'EN',
      });
      return { accountId: account.id, token: opened.token };
    },

    /** A stake of `amount` minor units in a round (new ids unless given). */
    debit(player: SimPlayer, amount: string, ids: { transactionId?: string; roundId?: string; currency?: string } = {}) {
      return client.debit({
        requestId: simId('req'),
        token: player.token,
        transactionId: ids.transactionId ?? simId('bet'),
        roundId: ids.roundId ?? simId('round'),
        gameCode: 'bituin-lines',
        amount,
        currency: ids.currency ?? 'PHP',
      });
    },

    /** A win (or "0") for a round. */
    credit(
      player: SimPlayer,
      roundId: string,
      amount: string,
      extra: { transactionId?: string; currency?: string; roundClosed?: boolean } = {},
    ) {
      return client.credit({
        requestId: simId('req'),
        playerId: player.accountId,
        transactionId: extra.transactionId ?? simId('win'),
        roundId,
        gameCode: 'bituin-lines',
        amount,
        currency: extra.currency ?? 'PHP',
        ...(extra.roundClosed === undefined ? {} : { roundClosed: extra.roundClosed }),
      });
    },

    /** Rolls back the debit with this transaction id. */
    rollback(player: SimPlayer, roundId: string, transactionId: string) {
      return client.rollback({ requestId: simId('req'), playerId: player.accountId, transactionId, roundId, gameCode: 'bituin-lines' });
    },

    /**
     * A call whose answer is lost on the way back: the vendor sent it, the wallet processed it,
     * the vendor saw nothing. Returns the answer the vendor never saw, for the test to compare.
     */
    async lostAnswer<T>(call: () => Promise<T>): Promise<T> {
      return call();
    },

    /** Sends a raw body with the given signature headers (or a signature by another secret). */
    async raw(action: string, body: string, headers: Record<string, string> = {}) {
      const response = await t.app.inject({
        method: 'POST',
        url: path(action),
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
      return { statusCode: response.statusCode, answer: response.json() as WalletAnswer };
    },

    /** Signs a body as this vendor at the clock's time, or at another time. */
    signed(body: object, signWith = secret, timestampMs = t.clock.now().getTime()) {
      const raw = JSON.stringify(body);
      return {
        raw,
        headers: {
          [WALLET_HEADERS.timestamp]: String(timestampMs),
          [WALLET_HEADERS.signature]: signWalletRequest(signWith, timestampMs, raw),
        },
      };
    },

    /** Lets the game session idle out. */
    expireSessions() {
      t.clock.advanceMs(31 * 60_000);
    },
  };
}

/** The simulator. */
export type VendorSimulator = ReturnType<typeof createVendorSimulator>;
