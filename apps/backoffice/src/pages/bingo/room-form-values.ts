/**
 * The room form's fields and the settings they make (decision 057): money typed in whole currency
 * units (10 or 10.50), shares in percent, times in seconds (the ball interval in milliseconds),
 * the prize stages one a line as "pattern share% guarantee" (e.g. "line 30 100"), the jackpot
 * empty for none. The server checks the settings again (patterns of the format, shares summing to
 * 100%, the jackpot's calls).
 */
import { BINGO_PATTERNS, type BingoRoomSettings } from '@pkg/contracts/bingo';

export interface RoomFormValues {
  names: Record<string, string>;
  format: '75' | '90';
  price: string;
  payoutPercent: string;
  stages: string;
  cardsPerPlayerMax: string;
  minCards: string;
  cadenceSeconds: string;
  minBuySeconds: string;
  ballIntervalMs: string;
  pauseSeconds: string;
  jackpotPercent: string;
  jackpotCalls: string;
  jackpotSeed: string;
}

export const NAME_LANGUAGES = ['EN', 'TY', 'ZH', 'TH', 'VI'] as const;

const minorOf = (text: string): string | null => {
  const match = /^\s*([0-9]{1,15})(?:\.([0-9]{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return (BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))).toString();
};
const majorOf = (minor: string): string => {
  const value = BigInt(minor);
  const cents = value % 100n;
  return cents === 0n ? (value / 100n).toString() : `${value / 100n}.${cents.toString().padStart(2, '0')}`;
};
const bpOf = (percent: string): number | null => {
  const match = /^\s*([0-9]{1,3})(?:\.([0-9]{1,2}))?\s*$/.exec(percent);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};
const percentOf = (bp: number): string => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2));
const whole = (text: string): number | null => (/^\s*[0-9]{1,9}\s*$/.test(text) ? Number(text) : null);

/** The form's fields of stored settings. */
export function valuesOf(settings: BingoRoomSettings): RoomFormValues {
  return {
    names: { ...settings.names },
    format: settings.format,
    price: majorOf(settings.ticketPriceMinor),
    payoutPercent: percentOf(settings.payoutShareBp),
    stages: settings.stages.map((stage) => `${stage.pattern} ${percentOf(stage.shareBp)} ${majorOf(stage.guaranteedMinor)}`).join('\n'),
    cardsPerPlayerMax: String(settings.cardsPerPlayerMax),
    minCards: String(settings.minCards),
    cadenceSeconds: String(settings.cadenceMs / 1000),
    minBuySeconds: String(settings.minBuyMs / 1000),
    ballIntervalMs: String(settings.ballIntervalMs),
    pauseSeconds: String(settings.pauseMs / 1000),
    jackpotPercent: settings.jackpot ? percentOf(settings.jackpot.contributionBp) : '',
    jackpotCalls: settings.jackpot ? String(settings.jackpot.withinCalls) : '',
    jackpotSeed: settings.jackpot ? majorOf(settings.jackpot.seedMinor) : '',
  };
}

/** The settings of the form's fields, or the first field that is not a value (its form key). */
export function settingsOf(values: RoomFormValues): { ok: true; settings: BingoRoomSettings } | { ok: false; field: string } {
  const price = minorOf(values.price);
  if (price === null || price === '0') return { ok: false, field: 'price' };
  const payout = bpOf(values.payoutPercent);
  if (payout === null) return { ok: false, field: 'payoutPercent' };
  const stages: BingoRoomSettings['stages'] = [];
  for (const line of values.stages.split('\n').filter((each) => each.trim() !== '')) {
    const [pattern, share, guarantee] = line.trim().split(/\s+/);
    const shareBp = share === undefined ? null : bpOf(share);
    const guaranteed = guarantee === undefined ? null : minorOf(guarantee);
    if (!pattern || !(BINGO_PATTERNS[values.format] as readonly string[]).includes(pattern) || shareBp === null || guaranteed === null)
      return { ok: false, field: 'stages' };
    stages.push({ pattern, shareBp, guaranteedMinor: guaranteed });
  }
  const numbers = {
    cardsPerPlayerMax: whole(values.cardsPerPlayerMax),
    minCards: whole(values.minCards),
    cadenceSeconds: whole(values.cadenceSeconds),
    minBuySeconds: whole(values.minBuySeconds),
    ballIntervalMs: whole(values.ballIntervalMs),
    pauseSeconds: whole(values.pauseSeconds),
  };
  for (const [field, value] of Object.entries(numbers)) if (value === null) return { ok: false, field };
  let jackpot: BingoRoomSettings['jackpot'] = null;
  if (values.jackpotPercent.trim() !== '' || values.jackpotCalls.trim() !== '' || values.jackpotSeed.trim() !== '') {
    const contributionBp = bpOf(values.jackpotPercent);
    const withinCalls = whole(values.jackpotCalls);
    const seedMinor = minorOf(values.jackpotSeed);
    if (contributionBp === null) return { ok: false, field: 'jackpotPercent' };
    if (withinCalls === null) return { ok: false, field: 'jackpotCalls' };
    if (seedMinor === null) return { ok: false, field: 'jackpotSeed' };
    jackpot = { contributionBp, withinCalls, seedMinor };
  }
  const names = Object.fromEntries(
    Object.entries(values.names)
      .filter(([, name]) => name.trim() !== '')
      .map(([code, name]) => [code, name.trim()]),
  );
  return {
    ok: true,
    settings: {
      names,
      format: values.format,
      ticketPriceMinor: price,
      payoutShareBp: payout,
      stages,
      cardsPerPlayerMax: numbers.cardsPerPlayerMax as number,
      minCards: numbers.minCards as number,
      cadenceMs: (numbers.cadenceSeconds as number) * 1000,
      minBuyMs: (numbers.minBuySeconds as number) * 1000,
      ballIntervalMs: numbers.ballIntervalMs as number,
      pauseMs: (numbers.pauseSeconds as number) * 1000,
      jackpot,
    },
  };
}

/** A new room's fields: a 75-ball room of 10.00 cards, a line then a blackout, every three minutes. */
export const NEW_ROOM: RoomFormValues = {
  names: { EN: '' },
  format: '75',
  price: '10',
  payoutPercent: '70',
  stages: 'line 30 100\nblackout 70 250',
  cardsPerPlayerMax: '12',
  minCards: '1',
  cadenceSeconds: '180',
  minBuySeconds: '45',
  ballIntervalMs: '2000',
  pauseSeconds: '10',
  jackpotPercent: '',
  jackpotCalls: '',
  jackpotSeed: '',
};
