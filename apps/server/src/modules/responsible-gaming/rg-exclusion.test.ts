// Proves cool-off and self-exclusion: effective at once, they end every session of the account,
// refuse login (with the end date), new deposit orders, vendor-wallet stakes, house slot spins and
// lottery orders until they expire; the player can never shorten them; self-exclusion needs the
// login password, sent encrypted, and five wrong ones (parallel ones too) lock it and end the session;
// every change is audited. Also: the lottery's own limit check.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { PlaceOrderBody } from '@pkg/contracts/lottery';
import { API } from '@pkg/contracts/routes';
import { authed, loginAs } from '../../../test/auth-helpers.ts';
import { postOrder } from '../../../test/deposit-helpers.ts';
import { demoBrandId, ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { openDraw, placeOrder, runJobs } from '../../../test/lottery-helpers.ts';
import { coolOff, limitOk, rgAudits, rgStateOf, selfExclude } from '../../../test/rg-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator } from '../../../test/vendor-simulator.ts';
import { fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { ensureHouseShards } from '../../ledger/shards.ts';
import { slotCall, slotPlayer } from '../house-slots/house-slots.test-kit.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await ensureHouseShards(t.db, await demoBrandId(t.db), 'PHP', t.clock.now());
  await runJobs(t);
});
after(() => t.close());

const DAY_MS = 86_400_000;

async function funded(prefix: string): Promise<Player> {
  const player = await newPlayer(t, prefix, { pin: false });
  await fund(t, player.id, 100_000n);
  return player;
}

describe('self-exclusion', () => {
  test('ends every session, and login, deposits, stakes and spins are refused until it ends', async () => {
    const ana = await funded('rgex');
    const second = await loginAs(t, ana.username, 'Lakad2026!');
    const sim = createVendorSimulator(t);
    const game = await sim.launch({ id: ana.id });
    const slots = await slotPlayer(t);

    const excluded = await selfExclude(t, ana.token, '6m');
    assert.equal(excluded.statusCode, 200, excluded.body);
    const endsAt = new Date('2027-05-22T04:00:00.000Z').toISOString();
    for (const token of [ana.token, second.json().value.token as string]) {
      const info = await t.app.inject({ url: API.memberInfo, headers: authed(token) });
      assert.equal(info.statusCode, 401, 'the session ended');
    }
    const login = await loginAs(t, ana.username, 'Lakad2026!');
    assert.equal(login.statusCode, 403, login.body);
    assert.equal(login.json().errorCode, 'rg_self_excluded');
    assert.equal(login.json().until, endsAt);
    // A wrong password still answers as a wrong password: the exclusion is not told to strangers.
    assert.equal((await loginAs(t, ana.username, 'wrong-one')).json().errorCode, 'login.cred.err');

    const before = await ledgerSnapshot(t.db);
    const debit = await sim.debit(game, '100');
    assert.equal(debit.status, 'PLAYER_BLOCKED');
    assert.equal(await ledgerSnapshot(t.db), before);

    // The house slots' player excludes itself too; its open game session can spin no more.
    assert.equal((await selfExclude(t, slots.token, 'permanent')).statusCode, 200);
    const spin = await slotCall(t, API.houseSlotSpin, slots.gameToken, { stakeMinor: '100', spinId: randomUUID() });
    assert.equal(spin.json().errorCode, 'rg_play_blocked', spin.body);
    assert.equal(await ledgerSnapshot(t.db), before);
    const forever = await loginAs(
      t,
      (await t.db.query<{ u: string }>(`select username as u from accounts where id = $1`, [slots.id]))[0]?.u ?? '',
      'Lakad2026!',
    );
    assert.equal(forever.json().errorCode, 'rg_self_excluded');
    assert.equal(forever.json().permanent, true);

    assert.deepEqual(await rgAudits(t, ana.id), ['rg.self_exclusion']);
  });

  test('the wrong login password, plaintext and a trial account are refused, and nothing starts', async () => {
    const ben = await funded('rgex');
    const wrong = await selfExclude(t, ben.token, '1y', 'not-my-password');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().errorCode, 'password_wrong');
    const plain = await t.app.inject({
      method: 'POST',
      url: API.rgSelfExclude,
      headers: authed(ben.token, { 'content-type': 'application/json' }),
      payload: { length: '1y', password: 'Lakad2026!' },
    });
    assert.equal(plain.json().errorCode, 'encryption_required');
    const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: { merchant: 'bituin' } });
    const asTrial = await selfExclude(t, trial.json().value.token as string, '1y');
    assert.equal(asTrial.json().errorCode, 'in_need_true_account');
    assert.equal((await rgStateOf(t, ben.token)).exclusion, null);
    assert.deepEqual(await rgAudits(t, ben.id), []);
  });

  test('five wrong login passwords lock it and end the session, parallel guesses included; nothing starts', async () => {
    const guessed = await newPlayer(t, 'rgguess', { pin: false });
    for (let i = 0; i < 4; i += 1)
      assert.equal((await selfExclude(t, guessed.token, '1y', 'Mali2026!')).json().errorCode, 'password_wrong');
    const fifth = await selfExclude(t, guessed.token, '1y', 'Mali2026!');
    assert.equal(fifth.statusCode, 423, fifth.body);
    assert.equal(fifth.json().errorCode, 'account_locked');
    assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(guessed.token) })).statusCode, 401, 'the session ended');

    // Once the lock ends, ten parallel guesses from a new session get five tries.
    t.clock.advanceMs(15 * 60_000 + 1_000);
    const again = (await loginAs(t, guessed.username, 'Lakad2026!')).json().value.token as string;
    const results = await Promise.all(Array.from({ length: 10 }, (_unused, i) => selfExclude(t, again, '1y', `Hula${i}2026!`)));
    const codes = results.map((response) => response.json().errorCode as string);
    // The others are refused as locked unchecked (or, arriving after the session ended, as signed out).
    assert.equal(codes.filter((code) => code === 'password_wrong').length, 4, codes.join());
    assert.ok(
      codes.every((code) => ['password_wrong', 'account_locked', 'login.not.session'].includes(code)),
      codes.join(),
    );
    const [counted] = await t.db.query<{ failures: number }>(`select failures from password_reverify_failures where account_id = $1`, [
      guessed.id,
    ]);
    assert.equal(counted?.failures, 5, 'five tries were checked, no more');
    assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(again) })).statusCode, 401);
    assert.deepEqual(await rgAudits(t, guessed.id), []);
    const [locks] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where account_id = $1 and action = 'password.reverify_locked'`,
      [guessed.id],
    );
    assert.equal(locks?.n, 2);

    // The right password after the lock starts the exclusion (and resets the count).
    t.clock.advanceMs(15 * 60_000 + 1_000);
    const third = (await loginAs(t, guessed.username, 'Lakad2026!')).json().value.token as string;
    assert.equal((await selfExclude(t, third, '1y')).statusCode, 200);
    assert.deepEqual(await rgAudits(t, guessed.id), ['rg.self_exclusion']);
  });
});

describe('cool-off', () => {
  test('refuses login until it ends, then the player is back; it can be lengthened, never shortened', async () => {
    const cy = await funded('rgcool');
    const started = await coolOff(t, cy.token, '7d');
    assert.equal(started.statusCode, 200, started.body);
    const login = await loginAs(t, cy.username, 'Lakad2026!');
    assert.equal(login.json().errorCode, 'rg_cooling_off');
    const until = new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString();
    assert.equal(login.json().until, until);
    const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from sessions where account_id = $1 and revoked_at is null`, [
      cy.id,
    ]);
    assert.equal(row?.n, 0);

    t.clock.advanceMs(7 * DAY_MS - 1000);
    assert.equal((await loginAs(t, cy.username, 'Lakad2026!')).json().errorCode, 'rg_cooling_off');
    t.clock.advanceMs(1000);
    const back = await loginAs(t, cy.username, 'Lakad2026!');
    assert.equal(back.statusCode, 200, back.body);
    const token = back.json().value.token as string;

    const first = await coolOff(t, token, '6w');
    assert.equal(first.statusCode, 200);
    assert.deepEqual(await rgAudits(t, cy.id), ['rg.cool_off', 'rg.cool_off']);
  });

  test('a shorter break while one runs is refused (rg_exclusion_active); the gate refuses deposits and lottery stakes', async () => {
    const dee = await funded('rgcool');
    // An exclusion written while a session lives (another process): the money calls still refuse.
    await t.db.query(
      `insert into rg_exclusions (account_id, merchant_id, kind, length, starts_at, ends_at)
       select id, merchant_id, 'cool_off', '30d', $2, $3 from accounts where id = $1`,
      [dee.id, t.clock.now().toISOString(), new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString()],
    );
    const shorter = await coolOff(t, dee.token, '24h');
    assert.equal(shorter.statusCode, 409);
    assert.equal(shorter.json().errorCode, 'rg_exclusion_active');
    const deposit = await postOrder(t, dee.token, { channelCode: 'gcash-manual', amountMinor: '50000', currency: 'PHP' });
    assert.equal(deposit.json().errorCode, 'rg_cooling_off');
    // Earlier tests moved the clock: the draws are planned again for now.
    await runJobs(t);
    const draw = await openDraw(t, dee.token, 'ssc-1m');
    const before = await ledgerSnapshot(t.db);
    const order = await placeOrder(t, dee.token, { gameCode: 'ssc-1m', numero: draw.numero, bets: [pos('7')] });
    assert.equal(order.json().errorCode, 'rg_cooling_off', order.body);
    assert.equal(await ledgerSnapshot(t.db), before);
  });
});

const pos = (digit: string, unitMinor = '100'): PlaceOrderBody['bets'][number] => ({
  betType: 'ssc.pos',
  picks: [[digit], [], [], [], []],
  unitMinor,
});

test('a lottery order that would cross a wager limit is refused and nothing is written; the one reaching it is placed', async () => {
  const eve = await funded('rglot');
  await limitOk(t, eve.token, 'wager', 'day', '300');
  await runJobs(t);
  const draw = await openDraw(t, eve.token, 'ssc-1m');
  const before = await ledgerSnapshot(t.db);
  const over = await placeOrder(t, eve.token, { gameCode: 'ssc-1m', numero: draw.numero, bets: [pos('7', '200'), pos('8', '200')] });
  assert.equal(over.statusCode, 409, over.body);
  assert.equal(over.json().errorCode, 'rg_wager_limit');
  assert.equal(await ledgerSnapshot(t.db), before);
  const [orders] = await t.db.query<{ n: number }>(`select count(*)::int as n from lottery_orders where account_id = $1`, [eve.id]);
  assert.equal(orders?.n, 0);
  const exact = await placeOrder(t, eve.token, { gameCode: 'ssc-1m', numero: draw.numero, bets: [pos('7', '300')] });
  assert.equal(exact.statusCode, 200, exact.body);
});
