/**
 * What a result shows in a trend-chart row (packages/games trends.ts labels its rows): pos1..pos5
 * and rank1..rank10 the number at that place, sum the total, dice every die, lo the last two
 * digits of every Vietnamese prize number. Used to mark the hit cells of each draw's line; the
 * gap figures come from trendOf.
 */
export function rowTokens(label: string, numbers: readonly string[]): string[] {
  const place = /^(?:pos|rank)(\d+)$/.exec(label);
  if (place) {
    const number = numbers[Number(place[1]) - 1];
    return number === undefined ? [] : [number];
  }
  switch (label) {
    case 'sum':
      return [String(numbers.reduce((total, number) => total + Number(number), 0))];
    case 'top2sum':
      return [String(Number(numbers[0] ?? 0) + Number(numbers[1] ?? 0))];
    case 'dice':
      return [...numbers];
    case 'lo':
      return numbers.map((number) => number.slice(-2));
    default:
      return [];
  }
}

/**
 * The lines of a row's chart, oldest draw first: per token whether it was drawn, and otherwise
 * how many draws it had been missing by then (the figure printed in a miss cell).
 */
export function trendLines(
  label: string,
  tokens: readonly string[],
  history: readonly (readonly string[])[],
): Array<Array<{ token: string; hit: number; gap: number }>> {
  const gaps = new Map(tokens.map((token) => [token, 0]));
  return history.map((numbers) => {
    const seen = rowTokens(label, numbers);
    return tokens.map((token) => {
      const hit = seen.filter((candidate) => candidate === token).length;
      const gap = hit > 0 ? 0 : (gaps.get(token) ?? 0) + 1;
      gaps.set(token, gap);
      return { token, hit, gap };
    });
  });
}
