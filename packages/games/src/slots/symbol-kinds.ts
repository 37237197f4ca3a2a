/** Fast lookups of a title's symbol kinds, shared by the evaluators and the exact statistics. */
import type { SlotSymbol, SlotTitle } from './slot-types.ts';

const cache = new WeakMap<SlotTitle, Map<string, SlotSymbol['kind']>>();

/** The kind of every symbol id of a title (cached per title object). */
export function symbolKinds(title: SlotTitle): Map<string, SlotSymbol['kind']> {
  let kinds = cache.get(title);
  if (!kinds) {
    kinds = new Map(title.symbols.map((symbol) => [symbol.id, symbol.kind]));
    cache.set(title, kinds);
  }
  return kinds;
}

type Candidate = { id: string; members: ReadonlySet<string> };
const candidateCache = new WeakMap<SlotTitle, Map<string, Candidate[]>>();

/**
 * The paytable ids a line starting with `first` can pay as: the symbol itself, then each mixed
 * combination it belongs to, each with the set of symbols that continue it (wilds always do).
 * Cached per title, since every line of every spin asks.
 */
export function lineCandidates(title: SlotTitle, first: string): readonly Candidate[] {
  let byFirst = candidateCache.get(title);
  if (!byFirst) {
    byFirst = new Map();
    candidateCache.set(title, byFirst);
  }
  let candidates = byFirst.get(first);
  if (!candidates) {
    candidates = [{ id: first, members: new Set([first]) }];
    for (const [id, members] of Object.entries(title.mixed ?? {})) {
      if (members.includes(first)) candidates.push({ id, members: new Set(members) });
    }
    byFirst.set(first, candidates);
  }
  return candidates;
}

/** The credits a paytable entry pays for a count, 0 when it pays nothing. */
export function payFor(title: SlotTitle, id: string, count: number): number {
  return title.paytable[id]?.[count] ?? 0;
}

/** A reel strip written as symbol ids separated by spaces (keeps the title files readable). */
export function strip(symbols: string): string[] {
  return symbols.trim().split(/\s+/);
}
