import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BalanceValue } from '@pkg/contracts/wallet';
import { WALLET_STREAM_EVENTS } from '@pkg/contracts/wallet-codes';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { Cluster, SlotHolder } from '../../lib/cluster.ts';
import { AppError } from '../../http/errors.ts';
import { startEventStream } from '../../http/event-stream.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SessionService } from '../session/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';

export interface WalletStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream; the session is checked then too. */
  heartbeatMs: number;
  /** Open streams one account may hold (tabs and devices); one more is refused with too_many_requests. */
  maxStreamsPerAccount: number;
}

export const DEFAULT_STREAM_OPTIONS: WalletStreamOptions = { heartbeatMs: 25_000, maxStreamsPerAccount: 5 };

/** Events arriving this close together (a burst of bets) are answered with one balance. */
const COALESCE_MS = 50;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;

/**
 * `GET /wps/v2/wallets/events`: the live balance as server-sent events. The first event is the
 * balance at once; after that a `balance` event follows every movement of the caller's wallets
 * (lib/wallet-events.ts), the brand's site-wide events as they come (a lottery `draw` changing state,
 * lib/brand-events.ts), and a comment every heartbeat. The stream ends when the client goes, the
 * session ends (checked at each heartbeat) or the server closes. The site reads it with fetch,
 * because EventSource cannot send the Authorization header.
 */
export function walletStreamRoutes(deps: {
  guard: AuthGuard;
  sessions: SessionService;
  events: WalletEventBus;
  /** Site-wide events of the brand (lottery draws), sent on as they are. */
  brandEvents: Pick<BrandEventBus, 'subscribe'>;
  /** Events of the one account other than its balance (a new platform message), keyed by account id; sent on as they are. */
  accountEvents?: Pick<BrandEventBus, 'subscribe'>;
  balanceOf: (brand: Brand, account: Account) => Promise<BalanceValue>;
  options: WalletStreamOptions;
  /** Counts each account's open streams, across every process on a Redis cluster (decision 045). */
  slots: Pick<Cluster, 'takeSlot'>;
}): FastifyPluginAsync {
  const { options } = deps;
  // A stream's slot lives three heartbeats unless renewed: a process that dies frees its slots soon after.
  const slotLeaseMs = options.heartbeatMs * 3;
  // With Redis away the cap is not kept rather than every stream refused, as the rate limits do (skipOnError).
  const takeSlot = async (request: FastifyRequest, accountId: string): Promise<SlotHolder | null> => {
    try {
      return await deps.slots.takeSlot(`wallet-streams:${accountId}`, options.maxStreamsPerAccount, slotLeaseMs);
    } catch (error) {
      request.log.warn({ err: error }, 'live balance stream slots unreachable; the stream opens uncounted');
      return UNCOUNTED;
    }
  };
  const enders = new Set<() => void>();

  return async (app) => {
    // Open streams would hold a closing server forever; end them first.
    app.addHook('preClose', async () => {
      for (const end of [...enders]) end();
    });

    app.get(API.walletEvents, { preHandler: deps.guard({ allowTrial: true }) }, async (request, reply) => {
      const { account, session } = request.auth;
      const { brand } = request.caller;
      const slot = (await takeSlot(request, account.id)) ?? tooMany();
      let first: BalanceValue;
      try {
        // Read before the stream opens, so a failure still gets the normal error envelope.
        first = await deps.balanceOf(brand, account);
      } catch (error) {
        void slot.release().catch(() => {});
        throw error;
      }
      const token = String(request.headers[HEADERS.authorization]).trim();
      const raw = startEventStream(reply);
      let closed = false;
      let pending: NodeJS.Timeout | null = null;

      const write = (text: string) => {
        if (!closed) raw.write(text);
      };
      const sendBalance = (value: BalanceValue) => write(`event: ${WALLET_STREAM_EVENTS.balance}\ndata: ${JSON.stringify(value)}\n\n`);
      const push = async () => {
        pending = null;
        try {
          sendBalance(await deps.balanceOf(brand, account));
        } catch (error) {
          request.log.warn({ err: error }, 'live balance read failed');
        }
      };
      const unsubscribe = deps.events.subscribe(account.id, () => {
        if (!closed && !pending) pending = setTimeout(() => void push(), COALESCE_MS);
      });
      const unsubscribeBrand = deps.brandEvents.subscribe(brand.id, (event) =>
        write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
      );
      const unsubscribeAccount =
        deps.accountEvents?.subscribe(account.id, (event) => write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`)) ??
        (() => {});
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        slot.renew().catch((error: unknown) => request.log.warn({ err: error }, 'live balance stream slot renewal failed'));
        deps.sessions.resolve(brand, token).then(
          (still) => {
            if (still?.sessionId !== session.sessionId) end();
          },
          (error: unknown) => request.log.warn({ err: error }, 'live balance session check failed'),
        );
      }, options.heartbeatMs);

      function end() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        if (pending) clearTimeout(pending);
        unsubscribe();
        unsubscribeBrand();
        unsubscribeAccount();
        enders.delete(end);
        slot.release().catch((error: unknown) => request.log.warn({ err: error }, 'live balance stream slot release failed'));
        raw.end();
      }
      enders.add(end);
      // The response closes when the client goes away (or after end() itself).
      raw.on('close', end);

      write(`retry: ${RETRY_MS}\n\n`);
      sendBalance(first);
    });
  };
}

function tooMany(): never {
  throw new AppError('too_many_requests', 'too many live balance streams for this account', { retryAfterSeconds: 30 });
}

/** A holder that holds nothing: the stream opens uncounted while the slots cannot be reached. */
const UNCOUNTED: SlotHolder = { renew: async () => {}, release: async () => {} };
