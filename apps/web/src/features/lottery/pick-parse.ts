/**
 * Numbers a player types for a Vietnamese bet ("12 34 56", "12,34,56", one per line): split on
 * spaces, commas, semicolons, dots and line ends, kept when they are tokens of the row. Anything
 * else comes back in `invalid` to be shown, not silently dropped. A number written shorter than
 * the row's numbers is not padded: "5" in a row of 00-99 is more likely a slip than 05.
 */
export function parseTypedNumbers(text: string, tokens: readonly string[]): { tokens: string[]; invalid: string[] } {
  const known = new Set(tokens);
  const found = new Set<string>();
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;.，、；]+/)) {
    if (part === '') continue;
    if (known.has(part)) found.add(part);
    else if (!invalid.includes(part)) invalid.push(part);
  }
  return { tokens: tokens.filter((token) => found.has(token)), invalid };
}
