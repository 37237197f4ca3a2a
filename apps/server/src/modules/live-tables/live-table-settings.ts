/**
 * A live table's settings as stored in round_tables.settings (decision 054): names, the brand's
 * paytable, the limits, the chip rack, the times and (card games) the shoe's rules. Amounts are
 * strings of minor units in JSON; `readSettings` checks everything and gives bigints.
 */
import type { ShoeRules } from '@pkg/games/tables/table-shoe';
import { validateShoeRules } from '@pkg/games/tables/table-shoe';
import type { TableLimits } from '@pkg/games/tables/table-limits';
import { validateTableLimits } from '@pkg/games/tables/table-limits';
import type { TableGame, TablePaytable } from '@pkg/games/tables/table-types';
import { liveTableStoredSettings, type LiveTableKind, type LiveTableStoredSettings } from '@pkg/contracts/live-tables';

/** The stored form (the contract the back office's tables desk edits). */
export const liveTableSettingsSchema = liveTableStoredSettings;
export type StoredLiveTableSettings = LiveTableStoredSettings;

/** Settings read for use. */
export interface LiveTableSettings {
  kind: LiveTableKind;
  names: Record<string, string>;
  paytable: TablePaytable;
  limits: TableLimits;
  chipsMinor: bigint[];
  bettingMs: number;
  revealMs: number;
  shoe: ShoeRules | null;
}

const toLimit = (value: { minMinor: string; maxMinor: string }) => ({ minMinor: BigInt(value.minMinor), maxMinor: BigInt(value.maxMinor) });

/** Parses stored settings without checking them against a game (readSettings does). */
function parse(raw: unknown): LiveTableSettings | string[] {
  const parsed = liveTableSettingsSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const stored = parsed.data;
  return {
    kind: stored.kind,
    names: stored.names,
    paytable: stored.paytable as TablePaytable,
    limits: {
      defaultSpot: toLimit(stored.limits.defaultSpot),
      spots: Object.fromEntries(Object.entries(stored.limits.spots).map(([spot, value]) => [spot, toLimit(value)])),
      maxPayoutMinor: BigInt(stored.limits.maxPayoutMinor),
      opposites: stored.limits.opposites,
      allowOpposite: stored.limits.allowOpposite,
    },
    chipsMinor: stored.chipsMinor.map(BigInt),
    bettingMs: stored.bettingMs,
    revealMs: stored.revealMs,
    shoe: stored.shoe ?? null,
  };
}

/** Every problem of stored settings for `game` (none: usable). */
export function settingsProblemsFor<O, S>(game: TableGame<O, S>, raw: unknown, needsShoe: boolean): string[] {
  const read = parse(raw);
  if (Array.isArray(read)) return read;
  const problems: string[] = [];
  if (read.kind !== game.code) problems.push(`kind: a ${game.code} table cannot hold ${read.kind} settings`);
  problems.push(
    ...game
      .validatePaytable(read.paytable)
      .map((p) => `paytable: ${p.code}${p.spot ? ` ${p.spot}` : ''}${p.outcomeClass ? `/${p.outcomeClass}` : ''}`),
  );
  problems.push(...validateTableLimits(game, read.limits).map((problem) => `limits: ${problem}`));
  if (needsShoe) {
    if (!read.shoe) problems.push('shoe: a card table needs its shoe rules');
    else problems.push(...validateShoeRules(read.shoe).map((problem) => `shoe: ${problem}`));
  }
  if (!read.names.EN) problems.push('names: an English name is needed (the fallback)');
  return problems;
}

/** Settings the engine stored (checked when they were written); throws if they are not readable. */
export function readSettings(raw: unknown): LiveTableSettings {
  const read = parse(raw);
  if (Array.isArray(read)) throw new Error(`unreadable live table settings: ${read.join('; ')}`);
  return read;
}
