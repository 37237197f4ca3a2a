import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { CONTRACT_PATHS, type ContractAction, type ContractKind, type ContractTerms } from '@pkg/contracts/agent-contracts';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { authed, loginAs } from './auth-helpers.ts';
import { demoBrandId } from './ledger-helpers.ts';
import type { TestApp } from './test-app.ts';
import { makeAgent, newPlayer, placeUnder, type Player } from './wallet-helpers.ts';
import { asStaff, type TestStaff } from './withdrawal-helpers.ts';

/** An agent (type 1) or member of the demo brand, optionally under an upline. */
export async function teamAccount(t: TestApp, prefix: string, upline: Player | null, agent: boolean): Promise<Player> {
  const player = await newPlayer(t, prefix, { pin: false });
  if (agent) await makeAgent(t, player);
  if (upline) await placeUnder(t, player, upline);
  return player;
}

/** A settled round of a player (slots of vendor TEST), as a vendor's settle would leave it. */
export async function settledRound(
  t: TestApp,
  player: Player,
  stakeMinor: bigint,
  winMinor: bigint,
  settledAt: string,
  startedAt = settledAt,
) {
  await t.db.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
     values ($1, 'TEST', $2, $3, 'test-slot', 'RNG', 'PHP', $4, $5, 'settled', $6, $7)`,
    [await demoBrandId(t.db), randomUUID(), player.id, stakeMinor.toString(), winMinor.toString(), startedAt, settledAt],
  );
}

/** A contract call of a kind's relay path. */
export function contractCall(t: TestApp, kind: ContractKind, token: string, action?: ContractAction) {
  return t.app.inject({
    method: action ? 'POST' : 'GET',
    url: CONTRACT_PATHS[kind],
    headers: authed(token),
    ...(action ? { payload: action } : {}),
  });
}

/** Sends a contract action and expects it through; answers the page afterwards. */
export async function contractOk(t: TestApp, kind: ContractKind, token: string, action: ContractAction) {
  const response = await contractCall(t, kind, token, action);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

/** One flat tier: any volume, any team, this rate. */
export function flatSalary(rateBp: number): ContractTerms {
  return { tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateBp }] };
}

/** The operator offers a top-level agent a contract from the back office; answers the new offer's id. */
export async function operatorOffer(
  t: TestApp,
  staff: TestStaff,
  agent: Player,
  kind: ContractKind,
  terms: ContractTerms,
): Promise<string> {
  const response = await asStaff(t, staff, 'POST', BO_API.agentContracts, {
    action: 'offer',
    brandId: await demoBrandId(t.db),
    agentId: agent.id,
    kind,
    terms,
  });
  assert.equal(response.statusCode, 200, response.body);
  const [row] = await t.db.query<{ id: string }>(
    `select id::text as id from agent_contracts where downline_id = $1 and kind = $2 and status = 'offered'`,
    [agent.id, kind],
  );
  assert.ok(row);
  return row.id;
}

/** The main wallet balance of an account (0 without one). */
export async function mainBalance(t: TestApp, accountId: string): Promise<bigint> {
  const [row] = await t.db.query<{ balance: string }>(
    `select balance::text as balance from ledger_accounts where owner_account_id = $1 and kind = 'player_main' and currency = 'PHP'`,
    [accountId],
  );
  return BigInt(row?.balance ?? '0');
}

/** Logs the players in again (after the test clock moved past their sessions' idle time). */
export async function relogin(t: TestApp, players: readonly Player[]): Promise<void> {
  for (const player of players) {
    const response = await loginAs(t, player.username, 'Lakad2026!');
    assert.equal(response.statusCode, 200, response.body);
    player.token = response.json().value.token;
  }
}
