import {
  walletAnswer,
  WALLET_HEADERS,
  type AuthenticateBody,
  type BalanceBody,
  type CreditBody,
  type DebitBody,
  type RollbackBody,
  type WalletAction,
  type WalletAnswer,
} from '@pkg/contracts/vendor-wallet';
import { API } from '@pkg/contracts/routes';
import type { Clock } from '../../lib/clock.ts';
import { signWalletRequest } from './signature.ts';

/** Sends one signed call; the house slots pass app.inject, a remote caller an HTTP POST. */
export type WalletSend = (path: string, rawBody: string, headers: Record<string, string>) => Promise<{ statusCode: number; body: string }>;

/** Thrown when the wallet answered something that is not a wallet answer (a server fault, a proxy's page). */
export class WalletClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`wallet answered ${statusCode}: ${body.slice(0, 200)}`);
  }
}

/**
 * A caller of the seamless wallet API (decision 023) as a vendor: signs each JSON body with the
 * vendor's secret and the clock's time, sends it, and parses the answer. Business refusals come
 * back as answers (status INSUFFICIENT_FUNDS ...); anything else throws WalletClientError.
 */
export function createVendorWalletClient(options: { vendorCode: string; secret: string; clock: Clock; send: WalletSend }) {
  async function call(action: WalletAction, body: object): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const timestamp = options.clock.now().getTime();
    const headers = {
      'content-type': 'application/json',
      [WALLET_HEADERS.timestamp]: String(timestamp),
      [WALLET_HEADERS.signature]: signWalletRequest(options.secret, timestamp, raw),
    };
    const path = API.vendorWallet.replace(':vendorCode', encodeURIComponent(options.vendorCode)).replace(':action', action);
    const response = await options.send(path, raw, headers);
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      throw new WalletClientError(response.statusCode, response.body);
    }
    const answer = walletAnswer.safeParse(parsed);
    if (!answer.success || response.statusCode >= 500) throw new WalletClientError(response.statusCode, response.body);
    return answer.data;
  }

  return {
    authenticate: (body: AuthenticateBody) => call('authenticate', body),
    balance: (body: BalanceBody) => call('balance', body),
    debit: (body: DebitBody) => call('debit', body),
    credit: (body: CreditBody) => call('credit', body),
    rollback: (body: RollbackBody) => call('rollback', body),
  };
}

/** The wallet API client. */
export type VendorWalletClient = ReturnType<typeof createVendorWalletClient>;
