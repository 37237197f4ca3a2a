import type { SlotWin } from '@pkg/games/slots/slot-types';
import type { Queryable } from '../../db/client.ts';

/** Where a spin stands (020-house-slots.sql); the first four are unfinished. */
export type SpinStatus = 'pending' | 'debited' | 'drawn' | 'refunding' | 'settled' | 'refused' | 'refunded';

/** The unfinished statuses a recovery picks up. */
export const OPEN_STATUSES: readonly SpinStatus[] = ['pending', 'debited', 'drawn', 'refunding'];

/** One spin row. */
export interface SpinRow {
  brandId: string;
  roundId: string;
  spinId: string;
  accountId: string;
  vendorCode: string;
  gameCode: string;
  currency: string;
  stakeMinor: bigint;
  status: SpinStatus;
  stops: number[] | null;
  grid: string[][] | null;
  wins: SlotWin[] | null;
  winCredits: number | null;
  winMinor: bigint | null;
  balanceBeforeMinor: bigint | null;
  balanceAfterMinor: bigint | null;
  recovered: 'resumed' | 'refunded' | null;
  refusal: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface RawRow extends Omit<SpinRow, 'stakeMinor' | 'winMinor' | 'balanceBeforeMinor' | 'balanceAfterMinor'> {
  stakeMinor: string;
  winMinor: string | null;
  balanceBeforeMinor: string | null;
  balanceAfterMinor: string | null;
}

const COLUMNS = `merchant_id::text as "brandId", round_id as "roundId", spin_id as "spinId", account_id::text as "accountId",
  vendor_code as "vendorCode", game_code as "gameCode", currency, stake_minor::text as "stakeMinor", status, stops, grid, wins,
  win_credits as "winCredits", win_minor::text as "winMinor", balance_before_minor::text as "balanceBeforeMinor",
  balance_after_minor::text as "balanceAfterMinor", recovered, refusal, created_at as "createdAt", updated_at as "updatedAt"`;

const big = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

function toRow(raw: RawRow): SpinRow {
  return {
    ...raw,
    stakeMinor: BigInt(raw.stakeMinor),
    winMinor: big(raw.winMinor),
    balanceBeforeMinor: big(raw.balanceBeforeMinor),
    balanceAfterMinor: big(raw.balanceAfterMinor),
  };
}

/** What a new spin row needs (spin-group.queries.ts inserts it). */
export interface NewSpin {
  brandId: string;
  roundId: string;
  spinId: string;
  accountId: string;
  vendorCode: string;
  gameCode: string;
  currency: string;
  stakeMinor: bigint;
}

/** One spin by its round id. */
export async function selectSpin(db: Queryable, brandId: string, roundId: string): Promise<SpinRow | null> {
  const [row] = await db.query<RawRow>(`select ${COLUMNS} from house_slot_spins where merchant_id = $1 and round_id = $2`, [
    brandId,
    roundId,
  ]);
  return row ? toRow(row) : null;
}

/** Fields a step may set along with the status. */
export interface SpinChanges {
  stops?: number[];
  grid?: string[][];
  wins?: SlotWin[];
  winCredits?: number;
  winMinor?: bigint;
  balanceBeforeMinor?: bigint;
  balanceAfterMinor?: bigint;
  recovered?: 'resumed' | 'refunded';
  refusal?: string;
  finished?: boolean;
}

/**
 * Moves a spin from one of `from` to `to` with the step's fields, in one conditional update:
 * whoever moves a spin first wins, so a spin call and a recovery racing on it never both act.
 * Answers the spin as it is now, or null when it was no longer in `from`.
 */
export async function moveSpin(
  db: Queryable,
  spin: Pick<SpinRow, 'brandId' | 'roundId'>,
  from: readonly SpinStatus[],
  to: SpinStatus,
  at: Date,
  changes: SpinChanges = {},
): Promise<SpinRow | null> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const num = (value: bigint | undefined) => (value === undefined ? null : value.toString());
  const [row] = await db.query<RawRow>(
    `update house_slot_spins set status = $4, updated_at = $5,
       stops = coalesce($6::jsonb, stops), grid = coalesce($7::jsonb, grid), wins = coalesce($8::jsonb, wins),
       win_credits = coalesce($9::integer, win_credits), win_minor = coalesce($10::bigint, win_minor),
       balance_before_minor = coalesce($11::bigint, balance_before_minor), balance_after_minor = coalesce($12::bigint, balance_after_minor),
       recovered = coalesce($13, recovered), refusal = coalesce($14, refusal),
       finished_at = case when $15::boolean then $5 else finished_at end
     where merchant_id = $1 and round_id = $2 and status = any($3::text[]) returning ${COLUMNS}`,
    [
      spin.brandId,
      spin.roundId,
      [...from],
      to,
      at,
      json(changes.stops),
      json(changes.grid),
      json(changes.wins),
      changes.winCredits ?? null,
      num(changes.winMinor),
      num(changes.balanceBeforeMinor),
      num(changes.balanceAfterMinor),
      changes.recovered ?? null,
      changes.refusal ?? null,
      changes.finished ?? false,
    ],
  );
  return row ? toRow(row) : null;
}

/**
 * Unfinished spins last touched at or before `staleBefore`, oldest first: of one account, or of
 * every account when accountId is null (the sweep).
 */
export async function selectOpenSpins(db: Queryable, accountId: string | null, staleBefore: Date, limit: number): Promise<SpinRow[]> {
  const rows = await db.query<RawRow>(
    `select ${COLUMNS} from house_slot_spins
     where status in ('pending', 'debited', 'drawn', 'refunding') and updated_at <= $1 and ($2::bigint is null or account_id = $2)
     order by updated_at limit $3`,
    [staleBefore, accountId, limit],
  );
  return rows.map(toRow);
}

/** An account's newest spins of one title. */
export async function selectHistory(db: Queryable, accountId: string, gameCode: string, limit: number): Promise<SpinRow[]> {
  const rows = await db.query<RawRow>(
    `select ${COLUMNS} from house_slot_spins where account_id = $1 and game_code = $2 order by created_at desc, round_id desc limit $3`,
    [accountId, gameCode, limit],
  );
  return rows.map(toRow);
}
