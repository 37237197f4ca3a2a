// Helpers of the missions tests: missions written straight to the table, settled rounds as a
// vendor's settle leaves them, and the calls.
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';

export interface MissionInput {
  code?: string;
  title?: string;
  period?: 'daily' | 'weekly' | 'once';
  goal?: 'valid_bet' | 'settled_bets' | 'deposit';
  target: bigint;
  gameType?: string | null;
  rewardMinor?: bigint;
  wageringBp?: number;
  startsAt?: string;
  endsAt?: string | null;
  leaderboard?: boolean;
  enabled?: boolean;
}

let serial = 0;

/** Switches the seeded demo missions off, so a test sees only its own. */
export async function withoutDemoMissions(t: TestApp): Promise<void> {
  await t.db.query(`update missions set enabled = false`);
}

/** A mission of the demo brand (enabled, running since 2026-01-01 by default); its id. */
export async function addMission(t: TestApp, input: MissionInput): Promise<string> {
  serial += 1;
  const [row] = await t.db.query<{ id: string }>(
    `insert into missions (merchant_id, code, titles, period, starts_at, ends_at, goal_kind, goal_target, game_type, reward_minor, wagering_bp,
        leaderboard, enabled, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) returning id::text`,
    [
      await demoBrandId(t.db),
      input.code ?? `test-mission-${serial}`,
      JSON.stringify({ EN: input.title ?? `Mission ${serial}`, TY: `Misyon ${serial}` }),
      input.period ?? 'daily',
      input.startsAt ?? '2026-01-01T00:00:00+08:00',
      input.endsAt ?? null,
      input.goal ?? 'valid_bet',
      input.target.toString(),
      input.gameType ?? null,
      (input.rewardMinor ?? 800n).toString(),
      input.wageringBp ?? 10_000,
      input.leaderboard ?? false,
      input.enabled ?? true,
      '2026-01-01T00:00:00Z',
    ],
  );
  return row!.id;
}

/** A round of a player as a vendor's settle (or cancel) leaves it. */
export async function round(
  t: TestApp,
  accountId: string,
  stakeMinor: bigint,
  settledAt: string,
  options: { gameType?: string; status?: 'settled' | 'cancelled'; currency?: string } = {},
): Promise<void> {
  await t.db.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
     values ($1, 'TEST', $2, $3, 'test-game', $4, $5, $6, 0, $7, $8, $8)`,
    [
      await demoBrandId(t.db),
      randomUUID(),
      accountId,
      options.gameType ?? 'RNG',
      options.currency ?? 'PHP',
      stakeMinor.toString(),
      options.status ?? 'settled',
      settledAt,
    ],
  );
}

export const missionsOf = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: API.missions, headers: authed(token) });
export const claimOf = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'POST', url: API.missionClaim.replace(':id', id), headers: authed(token) });
export const leaderboardOf = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: API.missionLeaderboard, headers: authed(token) });
export const badgeOf = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: API.missionBadge, headers: authed(token) });

/** A free-play (trial, type 4) session of the demo brand. */
export async function trialToken(t: TestApp): Promise<string> {
  return (await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() })).json().value.token as string;
}

/** The reward centre rows and claims: equal before and after a refused call means nothing changed. */
export async function missionSnapshot(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ snapshot: string }>(
    `select concat_ws('|', (select count(*) from player_rewards), (select count(*) from mission_claims),
        (select count(*) from ledger_transfers), (select coalesce(string_agg(id::text || enabled::text || goal_target::text, ',' order by id), '') from missions),
        (select count(*) from staff_audit)) as snapshot`,
  );
  return row!.snapshot;
}
