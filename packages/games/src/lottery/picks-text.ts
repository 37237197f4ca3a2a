/**
 * The compact text form of a ticket's picks that the server stores: rows joined by '|', tokens
 * within a row by ',', an empty row as the empty string ([["1","2"],[],["7"]] ↔ "1,2||7").
 * Tokens are digits or short letter codes, so neither separator can occur inside one.
 */

/** Picks as text; throws RangeError on no rows or a token that is empty or holds ',' or '|' (it would not read back). */
export function picksToText(picks: readonly (readonly string[])[]): string {
  if (picks.length === 0) throw new RangeError('picks need at least one row');
  for (const tokens of picks) {
    for (const token of tokens) {
      if (token === '' || token.includes(',') || token.includes('|'))
        throw new RangeError(`token ${JSON.stringify(token)} cannot be stored as text`);
    }
  }
  return picks.map((tokens) => tokens.join(',')).join('|');
}

/**
 * Picks from their text form (the inverse of picksToText). On the settlement hot path, so it only
 * splits: it does not check tokens; a bet type's normalise does that when the ticket is placed.
 */
export function picksFromText(text: string): string[][] {
  const rows = text.split('|');
  const picks: string[][] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const tokens = rows[i] as string;
    picks[i] = tokens === '' ? [] : tokens.split(',');
  }
  return picks;
}
