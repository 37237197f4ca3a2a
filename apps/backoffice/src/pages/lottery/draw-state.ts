/**
 * Where a draw stands for the desk, as pure rules over the API's draw: waiting for its official
 * result, settling in the background, and what a staff member may propose on it now. The server
 * decides; these only choose what the page offers and how often it looks again.
 */
import type { BoDraw, BoDrawDetail } from '@pkg/contracts/lottery-desk';
import { formatMinor } from '@pkg/money/money';

/** An official draw whose time has passed without an approved result. */
export function isAwaitingResult(draw: Pick<BoDraw, 'resultSource' | 'status' | 'drawAt'>, now: number): boolean {
  return (
    draw.resultSource === 'official' &&
    (draw.status === 'scheduled' || draw.status === 'open' || draw.status === 'closed') &&
    new Date(draw.drawAt).getTime() <= now
  );
}

/** A result or void was approved and its settlement has not caught up yet. */
export function isSettling(draw: Pick<BoDraw, 'resultVersion' | 'settledVersion'>): boolean {
  return draw.resultVersion > draw.settledVersion;
}

/** The settlement's state for the page: none yet, settling, done, or failed (retrying). */
export function settlementState(
  draw: Pick<BoDrawDetail, 'resultVersion' | 'settledVersion' | 'settlement'>,
): 'none' | 'settling' | 'failed' | 'done' {
  if (!isSettling(draw)) return draw.resultVersion > 0 ? 'done' : 'none';
  return draw.settlement?.status === 'failed' ? 'failed' : 'settling';
}

/** Whether an official result may be proposed now: an official draw, its time come, not void, nothing pending. */
export function canProposeResult(draw: Pick<BoDraw, 'resultSource' | 'status' | 'drawAt' | 'pending'>, now: number): boolean {
  return draw.resultSource === 'official' && draw.status !== 'void' && !draw.pending && new Date(draw.drawAt).getTime() <= now;
}

/** Whether a void may be proposed: not void yet, nothing pending. */
export function canProposeVoid(draw: Pick<BoDraw, 'status' | 'pending'>): boolean {
  return draw.status !== 'void' && !draw.pending;
}

/** How often the detail looks again: quickly while settling, slowly while a proposal waits, otherwise not. */
export function detailRefreshMs(draw: Pick<BoDraw, 'resultVersion' | 'settledVersion' | 'pending'>): number | false {
  if (isSettling(draw)) return 1_500;
  if (draw.pending) return 10_000;
  return false;
}

/**
 * An amount of the draw's currency. The desk's API gives only the currency code, so amounts show
 * with the code and two decimals (every brand currency today has two).
 */
export function drawMoney(minor: string, currency: string): string {
  return `${currency} ${formatMinor(BigInt(minor), { code: currency, symbol: currency, minorDigits: 2 })}`;
}
