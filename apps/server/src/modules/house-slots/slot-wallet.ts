/**
 * What the house slots need of the seamless wallet API: the house vendor is a client of the same
 * API a third-party studio calls (decision 024), so every stake and win crosses it. The vendor
 * wallet client (modules/vendor-wallet) fits this shape; tests wrap it to fail at a chosen step.
 */

/** The wallet's answer: a status and, where it knows it, the balance in minor units. */
export interface SlotWalletAnswer {
  status: string;
  /** The player's balance after the call, integer minor units as a decimal string. */
  balance?: string;
  currency?: string;
}

/** The wallet calls a spin makes. */
export interface SlotWallet {
  authenticate(input: { token: string }): Promise<SlotWalletAnswer>;
  debit(input: {
    requestId: string;
    token: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: string;
    currency: string;
  }): Promise<SlotWalletAnswer>;
  credit(input: {
    requestId: string;
    playerId: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: string;
    currency: string;
    roundClosed: boolean;
  }): Promise<SlotWalletAnswer>;
  rollback(input: {
    requestId: string;
    playerId: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
  }): Promise<SlotWalletAnswer>;
}

/** True when the wallet did what was asked now or earlier (a duplicate answers the first result). */
export function accepted(answer: SlotWalletAnswer): boolean {
  return answer.status === 'OK' || answer.status === 'DUPLICATE';
}

/** The balance of an answer as minor units; null when the answer has none. */
export function balanceOf(answer: SlotWalletAnswer): bigint | null {
  return answer.balance !== undefined && /^-?(0|[1-9][0-9]*)$/.test(answer.balance) ? BigInt(answer.balance) : null;
}

/** The transaction ids of a spin's stake and win: derived from the round, so every retry reuses them. */
export function stakeTransactionId(roundId: string): string {
  return `spin:${roundId}:stake`;
}

/** The win's transaction id (see stakeTransactionId). */
export function winTransactionId(roundId: string): string {
  return `spin:${roundId}:win`;
}
