/**
 * Prints the default odds table of every bet type as Markdown, from the exact probabilities, for
 * docs/games/lottery-bet-types.md: `node --import tsx packages/games/src/lottery/print-odds-table.ts`.
 * With `--suggest` it prints, as JSON, the odds the target RTP gives (97% e-lottery, 95% VN),
 * rounded down to four significant figures, and the exact RTP of those odds: the bet files' constants.
 */
import { betTypesOf } from './bet-catalogue.ts';
import type { ComboStats } from './lottery-stats.ts';
import { comboStats, rtpAt } from './lottery-stats.ts';
import type { BetType, LotteryFormat } from './lottery-types.ts';
import { LOTTERY_FORMATS } from './lottery-types.ts';

/** The target return to player of a format's default odds. */
function targetRtp(format: LotteryFormat): number {
  return format === 'vn27' || format === 'vn18' ? 0.95 : 0.97;
}

/** Odds in basis points for `rtp`, rounded down to four significant figures (never below 10 bp steps). */
function suggestedOdds(rtp: number, stats: ComboStats, priceUnits: number): number {
  const exact = (rtp * priceUnits * 10_000) / stats.expectedHits;
  const step = Math.max(10, 10 ** (Math.floor(Math.log10(exact + 1e-6)) - 3));
  // The small epsilon keeps exact quotients (0.97 / 0.1 = 9.7) from flooring one step low.
  return Math.floor(exact / step + 1e-9) * step;
}

/** One line of the table: a type, or one token of a per-token type. */
interface Line {
  format: LotteryFormat;
  betType: BetType;
  token?: string;
  stats: ComboStats;
  oddsBp: number;
  rtp: number;
}

/** Every line of every format, with the exact stats and RTP at the default odds. */
function oddsLines(): Line[] {
  return LOTTERY_FORMATS.flatMap((format) =>
    betTypesOf(format).flatMap((betType): Line[] => {
      const { info } = betType;
      if (info.oddsByToken) {
        return (info.rows[0]?.tokens ?? []).map((token) => {
          const stats = comboStats(format, betType, [[token]]);
          const oddsBp = info.oddsByToken?.[token] as number;
          return { format, betType, token, stats, oddsBp, rtp: rtpAt(oddsBp, stats, info.priceUnits) };
        });
      }
      const stats = comboStats(format, betType);
      return [{ format, betType, stats, oddsBp: info.defaultOddsBp, rtp: rtpAt(info.defaultOddsBp, stats, info.priceUnits) }];
    }),
  );
}

/** A number with up to `digits` decimals, trailing zeros dropped. */
function fixed(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.?0+$/, '');
}

/** Equally likely outcomes behind e-lottery probabilities (pk10: the 90 ordered pairs of two ranks cover every bet). */
const OUTCOMES: Partial<Record<LotteryFormat, number>> = { ssc: 100_000, k3: 216, '11x5': 55_440, pk10: 90 };

/** Greatest common divisor. */
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** An e-lottery probability as an exact fraction with its decimal ("3/1000 = 0.003"); VN ones as decimals. */
function probabilityText(format: LotteryFormat, probability: number): string {
  const outcomes = OUTCOMES[format];
  const count = outcomes ? Math.round(probability * outcomes) : Number.NaN;
  if (!outcomes || Math.abs(count / outcomes - probability) > 1e-12) return fixed(probability, 8);
  const divisor = gcd(count, outcomes);
  return `${count / divisor}/${outcomes / divisor} ≈ ${fixed(probability, 6)}`;
}

/** The odds as a decimal payout per unit (19_400 bp → 1.94). */
function oddsText(oddsBp: number): string {
  return fixed(oddsBp / 10_000, 4);
}

/** Prints the Markdown tables, one per format (VN tables add price units and expected hits, which differ from P(win) there). */
function printTables(): void {
  const lines = oddsLines();
  for (const format of LOTTERY_FORMATS) {
    const vn = format === 'vn27' || format === 'vn18';
    console.log(`\n#### ${format}\n`);
    if (vn) {
      console.log('| Bet type | Price units | Default odds | P(a combination wins) | Expected hits per combination | RTP |');
      console.log('| --- | --- | --- | --- | --- | --- |');
    } else {
      console.log('| Bet type | Pick | Default odds | P(a combination wins) | RTP |');
      console.log('| --- | --- | --- | --- | --- |');
    }
    for (const line of lines.filter((candidate) => candidate.format === format)) {
      const { info } = line.betType;
      const odds = oddsText(line.oddsBp);
      const rtp = `${fixed(line.rtp * 100, 4)}%`;
      console.log(
        vn
          ? `| \`${info.code}\` | ${info.priceUnits} | ${odds} | ${fixed(line.stats.winProbability, 8)} | ${fixed(line.stats.expectedHits, 8)} | ${rtp} |`
          : `| \`${info.code}\` | ${line.token ?? 'any'} | ${odds} | ${probabilityText(format, line.stats.winProbability)} | ${rtp} |`,
      );
    }
  }
}

/** Prints the suggested constants as JSON: per format and code, odds (or odds per token) and the exact RTP. */
function printSuggestions(): void {
  const out: Record<string, Record<string, { odds: number | Record<string, number>; rtp: number }>> = {};
  for (const format of LOTTERY_FORMATS) {
    out[format] = {};
    for (const betType of betTypesOf(format)) {
      const { info } = betType;
      const target = targetRtp(format);
      if (info.oddsByToken) {
        const odds: Record<string, number> = {};
        let rtp = Infinity;
        for (const token of info.rows[0]?.tokens ?? []) {
          const stats = comboStats(format, betType, [[token]]);
          odds[token] = suggestedOdds(target, stats, info.priceUnits);
          rtp = Math.min(rtp, rtpAt(odds[token] as number, stats, info.priceUnits));
        }
        out[format][info.code] = { odds, rtp: Number(rtp.toFixed(10)) };
      } else {
        const stats = comboStats(format, betType);
        const odds = suggestedOdds(target, stats, info.priceUnits);
        out[format][info.code] = { odds, rtp: Number(rtpAt(odds, stats, info.priceUnits).toFixed(10)) };
      }
    }
  }
  console.log(JSON.stringify(out, null, 1));
}

if (process.argv.includes('--suggest')) printSuggestions();
else printTables();
