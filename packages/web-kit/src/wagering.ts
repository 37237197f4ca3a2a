/**
 * A wagering requirement (a bonus's, a mission's or a referral reward's, a VIP level's turnover)
 * travels as basis points of the amount: 10000 is "1x". Players read it and staff type it as the
 * multiple, converted here on the digits (never through floats), the same way in both apps.
 */
const ONE_TIMES = 10_000;

/** Basis points as the multiple people read and type: 50000 -> "5", 15000 -> "1.5", 2500 -> "0.25", 12345 -> "1.2345". */
export function wageringMultiple(bp: number): string {
  const whole = Math.trunc(bp / ONE_TIMES);
  const fraction = String(bp % ONE_TIMES)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A typed multiple ("1", "1.5", "0.0001") as basis points; null unless 1 to 3 whole digits and at most four decimals. */
export function wageringBp(input: string): number | null {
  const match = /^([0-9]{1,3})(?:\.([0-9]{1,4}))?$/.exec(input.trim());
  if (!match) return null;
  return Number(match[1]) * ONE_TIMES + Number((match[2] ?? '').padEnd(4, '0'));
}
