/** Formatting for the PVP desk: amounts typed and shown, cards as text. */
/** Minor units as a plain amount with two decimals (the row's currency is beside it). */
export const amount = (minor: string | null): string => {
  if (minor === null) return '—';
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${(abs / 100n).toLocaleString('en-US')}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** A plain amount typed by staff ("5", "5.25") as minor units, or null when it is not one. */
export function minorOf(text: string): string | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return (BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))).toString();
}

/** Cards (ids 0..51 = rank × 4 + suit) as short text, e.g. "10♦ A♣". */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♠', '♥', '♦'];
export const cardsText = (cards: readonly number[]) => cards.map((card) => `${RANKS[card >> 2]}${SUITS[card & 3]}`).join(' ');
