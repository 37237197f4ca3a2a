/**
 * The wallet-events bus: whoever moves a player's money tells it after the transaction committed,
 * and the live balance streams of that player (wallet-stream.ts) send the new balance. Events
 * carry no amounts, only "this account's wallets moved", so a lost or doubled event costs at most
 * one extra balance read and can never show a wrong figure.
 *
 * The bus itself reaches the streams held by this server process; with several processes
 * `shareWalletEvents` puts the cluster (Redis pub/sub, decision 045) in front of it, so a movement
 * made on one process reaches the player's stream on another. The interface stays the same.
 */
import type { Cluster } from './cluster.ts';

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

/** The cluster channel of wallet events. */
const CHANNEL = 'wallet-events';

/**
 * The bus shared by every process of the cluster: publishing sends the event through the cluster,
 * which hands it to `local` here at once and on every other process when it arrives. The local
 * cluster (one process) needs none of that and gets `local` back.
 */
export function shareWalletEvents(local: WalletEventBus, cluster: Cluster): WalletEventBus {
  if (cluster.kind === 'local') return local;
  cluster.listen(CHANNEL, (message) => local.publish(JSON.parse(message) as WalletEvent));
  return { ...local, publish: (event) => cluster.broadcast(CHANNEL, JSON.stringify(event)) };
}
