/**
 * What the VIP module reads and writes (decision 033): a brand's rule and levels, the figures of
 * a qualifying period (valid bets only from games/valid-bets.ts, deposits from the ledger's
 * credited deposits), players' levels and their history.
 */
import type { VipLevel, VipMatch, VipPeriodKind } from '@pkg/contracts/vip';
import type { Queryable } from '../../db/client.ts';
import { validBetsInWindow } from '../games/index.ts';
import { periodAt } from '../../lib/periods.ts';
import type { Figures, LevelRule } from './vip-rules.ts';

export interface VipRule {
  kind: VipPeriodKind;
  rollingDays: number;
  match: VipMatch;
}

/** A level row as stored, with what the site shows. */
export interface StoredLevel extends LevelRule {
  iconUrl: string;
  colour: string;
  perks: string;
}

export interface BrandVip {
  brandId: string;
  currency: string;
  rule: VipRule;
  scannedUntil: Date | null;
  levels: StoredLevel[];
}

const DEFAULT_RULE: VipRule = { kind: 'rolling', rollingDays: 30, match: 'all' };
const DAY_MS = 86_400_000;

/** The brand's rule and levels (levels sorted by number; the default rule when none was saved). */
export async function selectBrandVip(db: Queryable, brandId: string): Promise<BrandVip | null> {
  const [brand] = await db.query<{
    currency: string;
    kind: VipPeriodKind | null;
    days: number | null;
    match: VipMatch | null;
    scanned: Date | null;
  }>(
    `select m.currency_code as currency, s.period_kind as kind, s.rolling_days as days, s.match, s.scanned_until as scanned
       from merchants m left join vip_settings s on s.merchant_id = m.id where m.id = $1`,
    [brandId],
  );
  if (!brand) return null;
  const rows = await db.query<{
    level: number;
    name: string;
    icon_url: string;
    colour: string;
    bet: string;
    deposit: string;
    keep_bet: string;
    keep_deposit: string;
    bonus: string;
    bonus_bp: number;
    gift: string;
    gift_bp: number;
    perks: string;
  }>(
    `select level, name, icon_url, colour, bet_minor::text as bet, deposit_minor::text as deposit, keep_bet_minor::text as keep_bet,
            keep_deposit_minor::text as keep_deposit, upgrade_bonus_minor::text as bonus, upgrade_wagering_bp as bonus_bp,
            monthly_gift_minor::text as gift, gift_wagering_bp as gift_bp, perks
       from vip_levels where merchant_id = $1 order by level`,
    [brandId],
  );
  return {
    brandId,
    currency: brand.currency,
    rule: brand.kind ? { kind: brand.kind, rollingDays: brand.days!, match: brand.match! } : DEFAULT_RULE,
    scannedUntil: brand.scanned ? new Date(brand.scanned) : null,
    levels: rows.map((row) => ({
      level: row.level,
      name: row.name,
      iconUrl: row.icon_url,
      colour: row.colour,
      betMinor: BigInt(row.bet),
      depositMinor: BigInt(row.deposit),
      keepBetMinor: BigInt(row.keep_bet),
      keepDepositMinor: BigInt(row.keep_deposit),
      upgradeBonusMinor: BigInt(row.bonus),
      upgradeWageringBp: row.bonus_bp,
      monthlyGiftMinor: BigInt(row.gift),
      giftWageringBp: row.gift_bp,
      perks: row.perks,
    })),
  };
}

/** A level for the wire. */
export function levelView(level: StoredLevel): VipLevel {
  return {
    level: level.level,
    name: level.name,
    iconUrl: level.iconUrl,
    colour: level.colour,
    betMinor: level.betMinor.toString(),
    depositMinor: level.depositMinor.toString(),
    keepBetMinor: level.keepBetMinor.toString(),
    keepDepositMinor: level.keepDepositMinor.toString(),
    upgradeBonusMinor: level.upgradeBonusMinor.toString(),
    upgradeWageringBp: level.upgradeWageringBp,
    monthlyGiftMinor: level.monthlyGiftMinor.toString(),
    giftWageringBp: level.giftWageringBp,
    perks: level.perks,
  };
}

/**
 * The qualifying period that ends at `end`: the last rollingDays days, or the GMT+8 calendar month
 * that holds the instant just before `end` (so at a month's first instant, the month that ended).
 */
export function qualifyingWindow(rule: VipRule, end: Date): { start: Date; end: Date } {
  if (rule.kind === 'rolling') return { start: new Date(end.getTime() - rule.rollingDays * DAY_MS), end };
  return { start: periodAt('M', new Date(end.getTime() - 1)).start, end };
}

/** The GMT+8 month that holds an instant: its key (`2026-11`) and first instant. */
export function monthOf(at: Date): { key: string; start: Date } {
  const period = periodAt('M', at);
  return { key: period.from.slice(0, 7), start: period.start };
}

/** Credited deposits per account over [start, end): deposit postings on main wallets, less their reversals. */
export async function depositsInWindow(
  db: Queryable,
  q: { brandId: string; currency: string; start: Date; end: Date; accountIds?: readonly string[] },
): Promise<Map<string, bigint>> {
  const params: unknown[] = [q.brandId, q.currency, q.start.toISOString(), q.end.toISOString()];
  let only = '';
  if (q.accountIds) {
    if (q.accountIds.length === 0) return new Map();
    params.push(q.accountIds);
    only = 'and w.owner_account_id = any($5::bigint[])';
  }
  const rows = await db.query<{ account_id: string; amount: string }>(
    `select w.owner_account_id::text as account_id, sum(p.amount)::text as amount
       from ledger_accounts w
       join ledger_postings p on p.account_id = w.id
      where w.merchant_id = $1 and w.currency = $2 and w.kind = 'player_main' ${only}
        and p.created_at >= $3 and p.created_at < $4
        and (p.code = 'deposit'
             or (p.code = 'reversal' and (select t.metadata ->> 'reversedCode' from ledger_transfers t where t.id = p.transfer_id) = 'deposit'))
      group by w.owner_account_id`,
    params,
  );
  return new Map(rows.map((row) => [row.account_id, BigInt(row.amount)]));
}

/** Valid bets (every game type) and credited deposits of accounts over [start, end). */
export async function figuresInWindow(
  db: Queryable,
  q: { brandId: string; currency: string; start: Date; end: Date; accountIds: readonly string[] },
): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>(q.accountIds.map((id) => [id, { betMinor: 0n, depositMinor: 0n }]));
  for (const row of await validBetsInWindow(db, q)) figures.get(row.accountId)!.betMinor += row.validBetMinor;
  for (const [id, amount] of await depositsInWindow(db, q)) figures.get(id)!.depositMinor += amount;
  return figures;
}

/**
 * Real accounts (not trial) of the brand that bet (a valid bet settled) or deposited in [start, end),
 * the ones an evaluation run looks at.
 */
export async function activeAccounts(db: Queryable, q: { brandId: string; currency: string; start: Date; end: Date }): Promise<string[]> {
  const ids = new Set<string>();
  for (const row of await validBetsInWindow(db, q)) ids.add(row.accountId);
  for (const id of (await depositsInWindow(db, q)).keys()) ids.add(id);
  if (ids.size === 0) return [];
  const real = await db.query<{ id: string }>(
    `select id::text as id from accounts where merchant_id = $1 and id = any($2::bigint[]) and account_type <> 4 order by id`,
    [q.brandId, [...ids]],
  );
  return real.map((row) => row.id);
}

export interface PlayerLevel {
  level: number;
  raisedAt: Date | null;
  passedMonth: string | null;
}

/** A player's level row, created at level 0 when missing, locked for the caller's transaction. */
export async function lockPlayerLevel(tx: Queryable, brandId: string, accountId: string, at: Date): Promise<PlayerLevel> {
  await tx.query(
    `insert into vip_players (account_id, merchant_id, level, updated_at) values ($1, $2, 0, $3) on conflict (account_id) do nothing`,
    [accountId, brandId, at.toISOString()],
  );
  const [row] = await tx.query<{ level: number; raised_at: Date | null; passed_month: string | null }>(
    `select level, raised_at, passed_month from vip_players where account_id = $1 and merchant_id = $2 for update`,
    [accountId, brandId],
  );
  return { level: row!.level, raisedAt: row!.raised_at ? new Date(row!.raised_at) : null, passedMonth: row!.passed_month };
}

/** A player's level without locking (0 when never evaluated). */
export async function selectPlayerLevel(db: Queryable, brandId: string, accountId: string): Promise<PlayerLevel> {
  const [row] = await db.query<{ level: number; raised_at: Date | null; passed_month: string | null }>(
    `select level, raised_at, passed_month from vip_players where account_id = $1 and merchant_id = $2`,
    [accountId, brandId],
  );
  return { level: row?.level ?? 0, raisedAt: row?.raised_at ? new Date(row.raised_at) : null, passedMonth: row?.passed_month ?? null };
}

/** Writes a level change and its history row in the caller's transaction. */
export async function changeLevel(
  tx: Queryable,
  change: {
    brandId: string;
    accountId: string;
    from: number;
    to: number;
    reason: 'upgrade' | 'relegation' | 'manual';
    figures: Figures;
    staffId?: string | null;
    note?: string;
    at: Date;
  },
): Promise<void> {
  const raised = change.reason !== 'relegation';
  await tx.query(
    `update vip_players set level = $2, updated_at = $3, raised_at = case when $4 then $3 else raised_at end where account_id = $1`,
    [change.accountId, change.to, change.at.toISOString(), raised],
  );
  await tx.query(
    `insert into vip_history (merchant_id, account_id, from_level, to_level, reason, bet_minor, deposit_minor, staff_id, note, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      change.brandId,
      change.accountId,
      change.from,
      change.to,
      change.reason,
      change.figures.betMinor.toString(),
      change.figures.depositMinor.toString(),
      change.staffId ?? null,
      (change.note ?? '').slice(0, 300),
      change.at.toISOString(),
    ],
  );
}

export interface HistoryRow {
  fromLevel: number;
  toLevel: number;
  reason: 'upgrade' | 'relegation' | 'manual';
  betMinor: string;
  depositMinor: string;
  staff: string | null;
  note: string;
  at: Date;
}

/** A player's level changes, newest first, and how many there are. */
export async function selectHistory(
  db: Queryable,
  q: { brandId: string; accountId: string; limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await db.query<HistoryRow & { total: number }>(
    `select h.from_level as "fromLevel", h.to_level as "toLevel", h.reason, h.bet_minor::text as "betMinor",
            h.deposit_minor::text as "depositMinor", s.username as staff, h.note, h.created_at as at, count(*) over ()::int as total
       from vip_history h left join staff s on s.id = h.staff_id
      where h.merchant_id = $1 and h.account_id = $2
      order by h.created_at desc, h.id desc limit $3 offset $4`,
    [q.brandId, q.accountId, q.limit, q.offset],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from vip_history where merchant_id = $1 and account_id = $2`, [
      q.brandId,
      q.accountId,
    ]);
    total = count?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => ({ ...row, at: new Date(row.at) })), total };
}

/** The brands with a level table, by id. */
export async function selectVipBrandIds(db: Queryable): Promise<string[]> {
  const brands = await db.query<{ id: string }>(`select distinct merchant_id::text as id from vip_levels order by 1`);
  return brands.map((brand) => brand.id);
}

/** Creates the brand's settings row when missing (the default rule), so it can be locked. */
export async function ensureVipSettings(tx: Queryable, brandId: string, at: Date): Promise<void> {
  await tx.query(`insert into vip_settings (merchant_id, updated_at) values ($1, $2) on conflict (merchant_id) do nothing`, [
    brandId,
    at.toISOString(),
  ]);
}

/** Locks the brand's settings row and answers how far its evaluation has scanned (null: never). */
export async function lockScanCursor(tx: Queryable, brandId: string): Promise<Date | null> {
  const [row] = await tx.query<{ scanned: Date | null }>(
    `select scanned_until as scanned from vip_settings where merchant_id = $1 for update`,
    [brandId],
  );
  return row?.scanned ? new Date(row.scanned) : null;
}

export async function setScannedUntil(tx: Queryable, brandId: string, at: Date): Promise<void> {
  await tx.query(`update vip_settings set scanned_until = $2 where merchant_id = $1`, [brandId, at.toISOString()]);
}

/** The next page of players holding a level whose pass of `month` has not run, after account `after`. */
export async function selectUnpassedPlayers(
  db: Queryable,
  q: { brandId: string; month: string; after: string; limit: number },
): Promise<string[]> {
  const page = await db.query<{ id: string }>(
    `select account_id::text as id from vip_players
      where merchant_id = $1 and level > 0 and passed_month is distinct from $2 and account_id > $3
      order by account_id limit ${q.limit}`,
    [q.brandId, q.month, q.after],
  );
  return page.map((row) => row.id);
}

/** Marks a player's monthly pass of `month` done. */
export async function markPassedMonth(tx: Queryable, accountId: string, month: string): Promise<void> {
  await tx.query(`update vip_players set passed_month = $2 where account_id = $1`, [accountId, month]);
}
