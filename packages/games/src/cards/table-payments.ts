/**
 * Money at a PVP card table. Players pay each other; the house is never a side and only takes a
 * fee (rake). A game's `score` returns per-seat net amounts that sum to zero; the rake is then
 * taken from the winnings by `takeRake`, so the zero-sum check and the fee stay separate.
 */

/** A hand's result in money: the winning seat and each seat's net in minor units (sum 0 before rake). */
export interface HandPayments {
  /** The seat that won the hand. */
  winner: number;
  /** Net per seat in minor units: the winner's gain, the losers' payments as negatives. */
  netMinor: bigint[];
  /** Units each seat pays the winner (0 for the winner), before multiplying by the table's unit. */
  unitsOwed: number[];
}

/** The sum of minor-unit amounts. */
export function sumMinor(values: readonly bigint[]): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/**
 * Takes the house fee from each seat's positive net: fee = floor(net × rakeX10k / 10 000), at
 * most `capMinor` per seat when given (the fraction of a minor unit stays with the player). Returns
 * the nets after the fee and the total fee, so nets + fee still sum to zero.
 */
export function takeRake(netMinor: readonly bigint[], rakeX10k: number, capMinor?: bigint): { netMinor: bigint[]; rakeMinor: bigint } {
  if (!Number.isInteger(rakeX10k) || rakeX10k < 0 || rakeX10k > 10_000)
    throw new RangeError(`rakeX10k must be an integer 0..10000: ${rakeX10k}`);
  let rakeMinor = 0n;
  const after = netMinor.map((net) => {
    if (net <= 0n) return net;
    let fee = (net * BigInt(rakeX10k)) / 10_000n;
    if (capMinor !== undefined && fee > capMinor) fee = capMinor;
    rakeMinor += fee;
    return net - fee;
  });
  return { netMinor: after, rakeMinor };
}

/**
 * Turns units owed to one winner into net amounts: each loser pays units × unitMinor and the
 * winner receives the total, so the nets sum to zero by construction.
 */
export function paymentsFromUnits(winner: number, unitsOwed: readonly number[], unitMinor: bigint): HandPayments {
  const netMinor = unitsOwed.map((units) => -BigInt(units) * unitMinor);
  netMinor[winner] = -sumMinor(netMinor.filter((_, seat) => seat !== winner));
  return { winner, netMinor, unitsOwed: [...unitsOwed] };
}
