/**
 * An order's stake on one draw is a "leg": one ledger stake under `stake:<vendor>:o<order>d<draw>`.
 * Giving a leg back (the player cancels a chase draw that has not closed, a chase stops after a
 * win, a draw is voided) voids its open tickets, frees their exposure and reverses that stake, in
 * one transaction under the draw's lock, so it can never cross the draw being drawn.
 */
import { findBetType, winOf } from '@pkg/games/lottery/bet-catalogue';
import { picksFromText } from '@pkg/games/lottery/picks-text';
import type { LotteryFormat } from '@pkg/games/lottery/lottery-types';
import type { Db, Queryable } from '../../../db/client.ts';
import { rollbackBet, withLedgerTransaction } from '../../../ledger/index.ts';
import { lockDraw, selectDrawById } from '../draws/draws.queries.ts';
import { removeExposure, voidOpenTickets, type VoidedTicket } from './orders.queries.ts';

/** The transaction id of an order's stake on one draw (its ledger key is `stake:<vendor>:<this>`). */
export function legTransactionId(orderId: string, drawId: string): string {
  return `o${orderId}d${drawId}`;
}

/** What giving a leg back needs. */
export interface LegRef {
  orderId: string;
  drawId: string;
  brandId: string;
  currency: string;
  vendorCode: string;
  format: LotteryFormat;
  /** The player's main wallet (ledger account id). */
  walletId: string;
}

/** The exposure a set of tickets loaded, recomputed from their picks and the odds they were sold at. */
export function exposureOf(format: LotteryFormat, drawId: string, tickets: readonly VoidedTicket[]) {
  return tickets.flatMap((ticket) => {
    const betType = findBetType(format, ticket.betType);
    if (!betType) return [];
    return betType.exposureKeys(picksFromText(ticket.picks)).map((key) => {
      const rate = ticket.oddsByToken ? (ticket.oddsByToken[key.slice(key.lastIndexOf(':') + 1)] ?? ticket.oddsBp) : ticket.oddsBp;
      return { drawId, key, liabilityMinor: winOf(ticket.unitMinor, rate, 1) };
    });
  });
}

/** Voids the leg's open tickets and frees their exposure inside `tx`; answers whether any were open. */
async function voidLegTickets(tx: Queryable, leg: LegRef, at: Date): Promise<boolean> {
  const tickets = await voidOpenTickets(tx, leg.orderId, leg.drawId, at);
  if (tickets.length === 0) return false;
  await removeExposure(tx, leg.currency, exposureOf(leg.format, leg.drawId, tickets));
  return true;
}

/**
 * Gives a leg back if its draw still allows it: `until` 'close' (the player's cancel: betting on
 * it has not closed) or 'draw' (a chase stopped by a win: it has not been drawn). Answers whether
 * the stake came back now.
 */
export async function giveLegBack(db: Db, leg: LegRef, options: { until: 'close' | 'draw'; actor: string; at: Date }): Promise<boolean> {
  return withLedgerTransaction(db, async (tx) => {
    await lockDraw(tx, leg.drawId, 'shared');
    const draw = await selectDrawById(tx, leg.drawId);
    if (!draw || draw.status === 'drawn' || draw.status === 'settled' || draw.status === 'void') return false;
    if (options.until === 'close' && new Date(draw.closesAt) <= options.at) return false;
    if (!(await voidLegTickets(tx, leg, options.at))) return false;
    await refundLeg(tx, leg, options.actor, options.at);
    return true;
  });
}

/** Reverses a leg's stake (a repeat answers the first reversal). */
export async function refundLeg(target: Db | Queryable, leg: LegRef, actor: string, at: Date): Promise<void> {
  await rollbackBet(target, {
    brandId: leg.brandId,
    currency: leg.currency,
    walletId: leg.walletId,
    vendor: leg.vendorCode,
    transactionId: legTransactionId(leg.orderId, leg.drawId),
    actor,
    ip: null,
    at,
    memo: `lottery order ${leg.orderId} draw ${leg.drawId} given back`,
  });
}
