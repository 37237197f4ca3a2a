/**
 * The wallet-events bus: whoever moves a player's money tells it after the transaction committed,
 * and the live balance streams of that player (wallet-stream.ts) send the new balance. Events
 * carry no amounts, only "this account's wallets moved", so a lost or doubled event costs at most
 * one extra balance read and can never show a wrong figure.
 *
 * This bus is in-process: it reaches the streams held by this server process. Several processes
 * behind a load balancer would share it through PostgreSQL LISTEN/NOTIFY (publish runs
 * `select pg_notify('wallet_events', '<brandId>:<accountId>')` after commit, and each process keeps
 * one connection LISTENing and hands what arrives to its local subscribers) or Redis pub/sub in the
 * same shape; the interface below stays as it is (decision 018).
 */

/** "The wallets of this account moved." */
export interface WalletEvent {
  brandId: string;
  /** The player or agent (accounts.id) whose wallets changed. */
  accountId: string;
  /** The ledger code of the movement (deposit, wallet_transfer ...), for logs and tests. */
  code: string;
}

export type WalletEventListener = (event: WalletEvent) => void;

/** Publish after commit; subscribe per account. */
export interface WalletEventBus {
  /** Tells every subscriber of the event's account. Call it only after the movement committed. */
  publish(event: WalletEvent): void;
  /** Listens to one account's events; returns the function that stops listening. */
  subscribe(accountId: string, listener: WalletEventListener): () => void;
  /** How many listeners an account has (tests and the stream cap read it). */
  listenerCount(accountId: string): number;
}

/** The in-process bus. A listener that throws is dropped from that delivery only, never the others. */
export function createWalletEventBus(onListenerError: (error: unknown) => void = () => {}): WalletEventBus {
  const listeners = new Map<string, Set<WalletEventListener>>();
  return {
    publish(event) {
      const current = listeners.get(event.accountId);
      if (!current) return;
      // Delivered after the caller's own code has finished, so a slow listener never delays an answer.
      for (const listener of [...current]) {
        queueMicrotask(() => {
          try {
            listener(event);
          } catch (error) {
            onListenerError(error);
          }
        });
      }
    },
    subscribe(accountId, listener) {
      let set = listeners.get(accountId);
      if (!set) {
        set = new Set();
        listeners.set(accountId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(accountId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) listeners.delete(accountId);
      };
    },
    listenerCount: (accountId) => listeners.get(accountId)?.size ?? 0,
  };
}
