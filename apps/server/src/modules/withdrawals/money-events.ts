/**
 * What this module needs of the wallet-events bus (modules/wallet, decision 018): after a commit
 * that moved a player's money (a hold placed or released, a payout, a refund), tell
 * it, so the player's live balance follows. Events carry no amounts; a lost one costs a read.
 */
export interface MoneyEvents {
  publish(event: { brandId: string; accountId: string; code: string }): void;
}
