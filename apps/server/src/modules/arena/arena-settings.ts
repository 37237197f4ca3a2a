/**
 * An arena's settings and state as stored in round_tables (decision 056). The table's settings are
 * the brand's published rules for new events (plasada, draw odds, lopsided-pool cancel), the stake
 * limits and the chip rack; a fight's round opens with them plus its card (event, round number
 * base, the two corners) and the event's rules, which stay fixed for all its fights. The state is
 * the running event (title, venue, stream, rules). Amounts are strings of minor units in JSON.
 */
import { z } from 'zod';
import { arenaCorner, arenaRules, type ArenaRules } from '@pkg/contracts/arena';
import { sabongRulesProblems, type SabongRules } from '@pkg/games/sabong/sabong-rules';

const minor = z.string().regex(/^[1-9][0-9]{0,17}$/);

/** A fight's card in its round's settings: fight n of the event is round seqBase + n. */
const fightCard = z.object({
  eventId: z.string().regex(/^[0-9]{1,18}$/),
  seqBase: z.number().int().min(0),
  meron: arenaCorner,
  wala: arenaCorner,
});

/** The stored settings of an arena (and, with `fight`, of a fight's round). */
export const arenaSettingsSchema = z.object({
  kind: z.literal('sabong'),
  names: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().min(1).max(60)),
  rules: arenaRules,
  limits: z.object({ minMinor: minor, maxMinor: minor, drawMaxMinor: minor }),
  chipsMinor: z.array(minor).min(1).max(8),
  fight: fightCard.optional(),
});
export type StoredArenaSettings = z.infer<typeof arenaSettingsSchema>;

/** The running event, as the table's state keeps it. */
export const arenaEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  venue: z.string(),
  streamUrl: z.string(),
  rules: arenaRules,
  startedAt: z.string(),
  seqBase: z.number().int().min(0),
});
export type StoredArenaEvent = z.infer<typeof arenaEventSchema>;

/** Settings read for use: limits as bigint. */
export interface ArenaSettings {
  names: Record<string, string>;
  rules: SabongRules;
  limits: { minMinor: bigint; maxMinor: bigint; drawMaxMinor: bigint };
  chipsMinor: bigint[];
  fight: z.infer<typeof fightCard> | null;
}

/** Every problem of stored settings (none: usable). */
export function arenaSettingsProblems(raw: unknown): string[] {
  const parsed = arenaSettingsSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const { rules, limits, names } = parsed.data;
  const problems = sabongRulesProblems(rules).map((problem) => `rules: ${problem}`);
  const min = BigInt(limits.minMinor);
  if (BigInt(limits.maxMinor) < min) problems.push('limits: maxMinor must be at least minMinor');
  if (BigInt(limits.drawMaxMinor) < min) problems.push('limits: drawMaxMinor must be at least minMinor');
  if (!names.EN) problems.push('names: an English name is needed (the fallback)');
  return problems;
}

/** Settings the engine stored (checked when written); throws when they are not readable. */
export function readArenaSettings(raw: unknown): ArenaSettings {
  const parsed = arenaSettingsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`unreadable arena settings: ${parsed.error.message}`);
  const { names, rules, limits, chipsMinor, fight } = parsed.data;
  return {
    names,
    rules: rules as SabongRules,
    limits: { minMinor: BigInt(limits.minMinor), maxMinor: BigInt(limits.maxMinor), drawMaxMinor: BigInt(limits.drawMaxMinor) },
    chipsMinor: chipsMinor.map(BigInt),
    fight: fight ?? null,
  };
}

/** The running event in a table's state, or null. */
export function eventOfState(state: unknown): StoredArenaEvent | null {
  const parsed = arenaEventSchema.safeParse((state as { event?: unknown } | null)?.event);
  return parsed.success ? parsed.data : null;
}

/** The rules as the wire shows them (the stored form is the same shape). */
export const rulesView = (rules: SabongRules): ArenaRules => ({
  plasadaBp: rules.plasadaBp,
  drawOddsX10k: rules.drawOddsX10k,
  lopsidedCancel: rules.lopsidedCancel ? { ...rules.lopsidedCancel } : null,
});
