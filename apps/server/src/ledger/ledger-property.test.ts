// Proves, over random sequences of deposits, transfers, holds, captures, releases, stakes, payouts,
// rollbacks, reversals, replays, reused keys, bad input and faults injected mid-transaction, that
// every call succeeds or is refused exactly as a simple model of the balances predicts, that each
// balance matches the model after every step, and that at the end every currency sums to zero,
// each balance equals its postings and no player wallet is below zero.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBrand, createPlayers, testActor } from '../../test/ledger-helpers.ts';
import { openClearingAccount, openPlayerWallet, openVendorWallet } from './accounts.ts';
import { placeBet, payBet } from './bets.ts';
import { captureHold, placeHold, releaseHold } from './holds.ts';
import { checkInvariants } from './invariants.ts';
import { rollbackBet } from './rollback.ts';
import { withLedgerTransaction, type LedgerTarget } from './run.ts';
import { reverse, transfer } from './transfer.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const amount = fc.bigInt({ min: 1n, max: 6_000n });
const pick = fc.nat({ max: 1000 });
const wallet = fc.nat({ max: 3 });
const main = fc.nat({ max: 2 });
const op = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('deposit' as const), to: main, amount }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: wallet, to: wallet, amount }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('hold' as const), on: wallet, amount }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('capture' as const), pick, part: fc.integer({ min: 1, max: 100 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('release' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('stake' as const), on: main, amount }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('payout' as const), on: main, amount }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('rollback' as const), pick, unseen: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('replay' as const), pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('reuse' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('fault' as const), failAt: fc.nat({ max: 5 }), to: main, amount }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('bad' as const), which: fc.nat({ max: 4 }) }), weight: 1 },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** A transaction handle that fails on its failAt-th statement, as a crash or lost connection would. */
function faulty(tx: Queryable, failAt: number): Queryable {
  let count = 0;
  return {
    async query(sql, params) {
      if (count++ === failAt) throw new Error('injected fault');
      return tx.query(sql, params);
    },
  };
}

async function outcome<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code };
    throw error;
  }
}

test('random sequences of money calls keep the books exact', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
      run += 1;
      // A brand of its own per run, so the books checked at the end are this run's alone.
      const brandId = await createBrand(t.db);
      const at = t.clock.now();
      const owners = await createPlayers(t.db, brandId, 3, `prop${run}`);
      const clearing = await openClearingAccount(t.db, brandId, 'PHP', 'bank', at);
      const wallets = [
        ...(await Promise.all(owners.map((owner) => openPlayerWallet(t.db, brandId, 'PHP', owner, at)))),
        await openVendorWallet(t.db, brandId, 'PHP', owners[0] as string, 'BTSLOT', at),
      ].map((account) => account.id);
      const balance = new Map([clearing.id, ...wallets].map((id) => [id, 0n]));
      const held = new Map(wallets.map((id) => [id, 0n]));
      const available = (id: string) => (balance.get(id) ?? 0n) - (held.get(id) ?? 0n);
      const move = (from: string, to: string, value: bigint) => {
        balance.set(from, (balance.get(from) ?? 0n) - value);
        balance.set(to, (balance.get(to) ?? 0n) + value);
      };
      const holds: Array<{ id: string; on: string; amount: bigint; state: 'pending' | 'released' | bigint }> = [];
      const reversible: Array<{ id: string; from: string; to: string; amount: bigint; reversed: boolean }> = [];
      const stakes: Array<{ txn: string; on: string; amount: bigint; rolledBack: boolean }> = [];
      const replays: Array<() => Promise<unknown>> = [];
      const reuses: Array<() => Promise<unknown>> = [];
      let serial = 0;
      const key = () => `p${run}-${(serial += 1)}`;
      const actor = () => testActor(t, 'prop');
      const base = { brandId, currency: 'PHP', ...actor() };
      const send = (target: LedgerTarget, code: string, from: string, to: string, value: bigint, idempotencyKey = key()) =>
        transfer(target, { ...base, code, idempotencyKey, fromAccountId: from, toAccountId: to, amountMinor: value });
      const bet = (on: string, txn: string, value: bigint) => ({
        ...base,
        walletId: on,
        vendor: 'PROP',
        transactionId: txn,
        amountMinor: value,
      });

      for (const step of ops as Op[]) {
        if (step.kind === 'deposit' || step.kind === 'transfer') {
          const from = step.kind === 'deposit' ? clearing.id : (wallets[step.from] as string);
          const to = wallets[step.to] as string;
          if (from === to) continue;
          const code =
            step.kind === 'deposit' ? 'deposit' : to === wallets[3] || from === wallets[3] ? 'wallet_transfer' : 'transfer_upline';
          const expected = from === clearing.id || available(from) >= step.amount;
          const id = key();
          const result = await outcome(send(t.db, code, from, to, step.amount, id));
          assert.equal(result.ok, expected, `${code} ${step.amount} from ${available(from)}`);
          if (!result.ok) assert.equal(result.code, 'insufficient_funds');
          else {
            move(from, to, step.amount);
            reversible.push({ id: result.value.transfer.id, from, to, amount: step.amount, reversed: false });
            replays.push(() => send(t.db, code, from, to, step.amount, id));
            reuses.push(() => send(t.db, code, from, to, step.amount + 1n, id));
          }
        } else if (step.kind === 'hold') {
          const on = wallets[step.on] as string;
          const id = key();
          const request = {
            ...base,
            code: 'withdrawal',
            idempotencyKey: id,
            accountId: on,
            counterAccountId: clearing.id,
            amountMinor: step.amount,
          };
          const result = await outcome(placeHold(t.db, request));
          assert.equal(result.ok, available(on) >= step.amount);
          if (result.ok) {
            held.set(on, (held.get(on) ?? 0n) + step.amount);
            holds.push({ id: result.value.hold.id, on, amount: step.amount, state: 'pending' });
            replays.push(() => placeHold(t.db, request));
            reuses.push(() => placeHold(t.db, { ...request, amountMinor: step.amount + 1n }));
          }
        } else if (step.kind === 'capture' || step.kind === 'release') {
          const hold = holds[step.pick % Math.max(1, holds.length)];
          if (!hold) continue;
          const settle = { brandId, holdId: hold.id, ...actor() };
          if (step.kind === 'capture') {
            const part =
              hold.state === 'pending'
                ? (hold.amount * BigInt(step.part) + 99n) / 100n
                : typeof hold.state === 'bigint'
                  ? hold.state
                  : hold.amount;
            const result = await outcome(captureHold(t.db, { ...settle, amountMinor: part }));
            assert.equal(result.ok, hold.state !== 'released');
            if (result.ok && hold.state === 'pending') {
              held.set(hold.on, (held.get(hold.on) ?? 0n) - hold.amount);
              move(hold.on, clearing.id, part);
              hold.state = part;
              reversible.push({ id: result.value.transfer.transfer.id, from: hold.on, to: clearing.id, amount: part, reversed: false });
            } else if (result.ok) assert.equal(result.value.replayed, true);
            else assert.equal(result.code, 'hold_not_pending');
          } else {
            const result = await outcome(releaseHold(t.db, settle));
            assert.equal(result.ok, typeof hold.state !== 'bigint');
            if (result.ok && hold.state === 'pending') {
              held.set(hold.on, (held.get(hold.on) ?? 0n) - hold.amount);
              hold.state = 'released';
            } else if (result.ok) assert.equal(result.value.replayed, true);
            else assert.equal(result.code, 'hold_not_pending');
          }
        } else if (step.kind === 'stake' || step.kind === 'payout') {
          const on = wallets[step.on] as string;
          const txn = key();
          const call = step.kind === 'stake' ? placeBet : payBet;
          const result = await outcome(call(t.db, bet(on, txn, step.amount)));
          assert.equal(result.ok, step.kind === 'payout' || available(on) >= step.amount);
          if (result.ok) {
            if (step.kind === 'stake') {
              balance.set(on, (balance.get(on) ?? 0n) - step.amount);
              stakes.push({ txn, on, amount: step.amount, rolledBack: false });
            } else balance.set(on, (balance.get(on) ?? 0n) + step.amount);
            assert.equal(result.value.balanceMinor, available(on));
            replays.push(() => call(t.db, bet(on, txn, step.amount)));
            reuses.push(() => call(t.db, bet(on, txn, step.amount + 1n)));
          }
        } else if (step.kind === 'rollback') {
          const stake = step.unseen ? undefined : stakes[step.pick % Math.max(1, stakes.length)];
          if (!stake) {
            const txn = key();
            const on = wallets[0] as string;
            const voided = await rollbackBet(t.db, bet(on, txn, 1n));
            assert.equal(voided.voided, true);
            const late = await outcome(placeBet(t.db, bet(on, txn, 1n)));
            assert.deepEqual(late, { ok: false, code: 'bet_rolled_back' });
            continue;
          }
          const result = await rollbackBet(t.db, bet(stake.on, stake.txn, stake.amount));
          assert.equal(result.replayed, stake.rolledBack);
          if (!stake.rolledBack) balance.set(stake.on, (balance.get(stake.on) ?? 0n) + stake.amount);
          stake.rolledBack = true;
        } else if (step.kind === 'reverse') {
          const original = reversible[step.pick % Math.max(1, reversible.length)];
          if (!original) continue;
          const expected = original.reversed || original.to === clearing.id || available(original.to) >= original.amount;
          const result = await outcome(reverse(t.db, { brandId, transferId: original.id, ...actor() }));
          assert.equal(result.ok, expected);
          if (result.ok) assert.equal(result.value.replayed, original.reversed);
          if (result.ok && !original.reversed) {
            move(original.to, original.from, original.amount);
            original.reversed = true;
          }
        } else if (step.kind === 'replay' || step.kind === 'reuse') {
          const list = step.kind === 'replay' ? replays : reuses;
          const call = list[step.pick % Math.max(1, list.length)];
          if (!call) continue;
          const result = await outcome(call());
          if (step.kind === 'replay') assert.equal(result.ok && (result.value as { replayed: boolean }).replayed, true);
          else assert.deepEqual(result, { ok: false, code: 'idempotency_key_reused' });
        } else if (step.kind === 'fault') {
          // The fault hits a statement of the ledger call, or (past its last statement) the
          // caller's own work after it: either way the whole transaction is undone.
          await assert.rejects(
            withLedgerTransaction(t.db, async (tx) => {
              await send(faulty(tx, step.failAt), 'deposit', clearing.id, wallets[step.to] as string, step.amount);
              throw new Error('injected fault after the ledger call');
            }),
            /injected fault/,
          );
        } else {
          const to = wallets[0] as string;
          const bad = [
            () => send(t.db, 'deposit', clearing.id, to, -1n),
            () => send(t.db, 'deposit', clearing.id, to, 0n),
            () => send(t.db, 'deposit', clearing.id, to, '2.5' as unknown as bigint),
            () =>
              transfer(t.db, {
                ...base,
                currency: 'USD',
                code: 'deposit',
                idempotencyKey: key(),
                fromAccountId: clearing.id,
                toAccountId: to,
                amountMinor: 1n,
              }),
            () => send(t.db, 'deposit', clearing.id, '123456789', 1n),
          ][step.which] as () => Promise<unknown>;
          const result = await outcome(bad());
          assert.equal(result.ok, false);
        }
        const rows = await t.db.query<{ id: string; balance: string; held: string }>(
          `select id::text as id, balance::text as balance, held::text as held from ledger_accounts where id = any($1::bigint[])`,
          [[...balance.keys()]],
        );
        for (const row of rows) {
          assert.equal(BigInt(row.balance), balance.get(row.id), `balance of ${row.id} after ${step.kind}`);
          assert.equal(BigInt(row.held), held.get(row.id) ?? 0n, `held of ${row.id} after ${step.kind}`);
        }
      }
      const report = await checkInvariants(t.db, brandId);
      assert.ok(
        report.ok,
        JSON.stringify(report, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
      );
    }),
    { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 30) },
  );
});
