import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import type { RewardSource } from '../src/modules/rewards/rewards.queries.ts';
import { offerReward } from '../src/modules/rewards/rewards.ts';
import { authed } from './auth-helpers.ts';
import { demoBrandId } from './ledger-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A live promotion of the demo brand written straight to the table (the desk's own tests go through its API). */
export async function livePromotion(
  t: TestApp,
  kind: string,
  rules: Record<string, unknown>,
  options: { wageringBp?: number; startsAt?: Date; endsAt?: Date | null; title?: string; category?: string } = {},
): Promise<string> {
  const at = t.clock.now();
  const [row] = await t.db.query<{ id: string }>(
    `insert into promotions (merchant_id, kind, category, title, rules, wagering_bp, starts_at, ends_at, status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'live', $9, $9) returning id::text`,
    [
      await demoBrandId(t.db),
      kind,
      options.category ?? 'test',
      options.title ?? `${kind} ${randomUUID().slice(0, 8)}`,
      JSON.stringify(rules),
      options.wageringBp ?? 0,
      (options.startsAt ?? new Date(at.getTime() - 3_600_000)).toISOString(),
      options.endsAt ? options.endsAt.toISOString() : null,
      at.toISOString(),
    ],
  );
  return row!.id;
}

/** Offers a bonus to a player's reward centre and answers its id. */
export async function giveReward(
  t: TestApp,
  accountId: string,
  amountMinor: bigint,
  wageringBp: number,
  expiresAt: Date | null = null,
  source: RewardSource = 'promotion',
) {
  const brandId = await demoBrandId(t.db);
  const { reward } = await t.db.transaction(async (tx) =>
    offerReward(tx, {
      brandId,
      accountId,
      currency: 'PHP',
      source,
      key: `test:${randomUUID()}`,
      amountMinor,
      wageringBp,
      detail: 'Test bonus',
      expiresAt,
      at: t.clock.now(),
    }),
  );
  return reward.id;
}

export function claim(t: TestApp, token: string, rewardId: string) {
  return t.app.inject({ method: 'POST', url: API.rewardClaim, headers: authed(token), payload: { rewardId } });
}

export async function claimOk(t: TestApp, token: string, rewardId: string) {
  const response = await claim(t, token, rewardId);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

export async function wageringOf(t: TestApp, token: string) {
  const response = await t.app.inject({ method: 'GET', url: API.bonusWagering, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as { leftMinor: string; list: { requiredMinor: string; countedMinor: string; status: string }[] };
}
