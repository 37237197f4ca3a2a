// Proves the brand's own deposit limits (decision 037 addendum): only an owner sets them in the
// brand settings; every player's deposit orders are held to them whatever limit the player set,
// the lower of the two being the one named (rg_brand_deposit_limit or rg_deposit_limit) with what
// still fits, open orders included; the player's responsible-gaming page is told the brand's
// limits; removing one frees the deposits at once. Bad values are refused and change nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoBrandView } from '@pkg/contracts/brand-settings';
import { createDepositApp, newPlayer, postOrder } from '../../../test/deposit-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { limitOk, rgStateOf } from '../../../test/rg-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let brandId: string;
let owner: TestStaff;
before(async () => {
  t = await createDepositApp();
  brandId = await demoBrandId(t.db);
  owner = await staffSignedIn(t, 'owner');
});
after(() => t.close());

const setLimits = (staff: TestStaff, depositLimits: Record<string, string | null>) =>
  asStaff(t, staff, 'POST', BO_API.brandSettings, { brandId, settings: { depositLimits } });
const order = (token: string, amountMinor: string) => postOrder(t, token, { channelCode: 'gcash-manual', amountMinor, currency: 'PHP' });

test('only an owner sets the brand deposit limits; bad values are refused and change nothing', async () => {
  const view = async () =>
    ((await asStaff(t, owner, 'GET', `${BO_API.brandSettings}?brandId=${brandId}`)).json().value as BoBrandView).depositLimits;
  assert.deepEqual(await view(), { day: null, week: null, month: null });
  const finance = await staffSignedIn(t, 'finance');
  assert.equal((await setLimits(finance, { day: '100000' })).statusCode, 403);
  for (const [limits, code] of [
    [{ day: '0' }, 'brand_settings_invalid'],
    [{ week: '12.50' }, 'brand_settings_invalid'],
    [{ month: '1000000000000001' }, 'brand_settings_invalid'],
    [{ year: '100' }, 'bad_request'],
  ] as const) {
    const response = await setLimits(owner, limits);
    assert.deepEqual([response.statusCode, response.json().errorCode], [400, code], JSON.stringify(limits));
  }
  assert.deepEqual(await view(), { day: null, week: null, month: null }, 'nothing changed');

  const saved = await setLimits(owner, { day: '100000', month: '900000' });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual((saved.json().value as BoBrandView).depositLimits, { day: '100000', week: null, month: '900000' });
  // Periods not named keep theirs; null removes one.
  await setLimits(owner, { month: null });
  assert.deepEqual(await view(), { day: '100000', week: null, month: null });
  const [audit] = await t.db.query<{ detail: { before: Record<string, unknown>; after: Record<string, unknown> } }>(
    `select detail from staff_audit where action = 'brand.settings' order by id desc limit 1`,
  );
  assert.deepEqual(audit!.detail.after.depositLimits, { day: '100000', week: null, month: null });
});

test("every player's deposits are held to the brand's limit, the lower limit is named, and removing it frees them", async () => {
  await setLimits(owner, { day: '100000', week: null, month: null });
  const ana = await newPlayer(t, 'rgbrand');
  const state = await rgStateOf(t, ana.token);
  assert.deepEqual(state.brandDepositLimits, [{ period: 'day', amountMinor: '100000' }]);
  // Support see the same on the responsible-gaming desk, to answer "why can I not deposit".
  const desk = await asStaff(t, await staffSignedIn(t, 'support'), 'GET', `${BO_API.rgPlayer}?brandId=${brandId}&username=${ana.username}`);
  assert.deepEqual(desk.json().value.state.brandDepositLimits, [{ period: 'day', amountMinor: '100000' }]);

  // No limit of her own: the brand's holds, open orders included, with what still fits.
  const over = await order(ana.token, '100001');
  assert.deepEqual([over.statusCode, over.json().errorCode, over.json().remainingMinor], [409, 'rg_brand_deposit_limit', '100000']);
  assert.match(over.json().message, /^This deposit would go over the site's deposit limit/, "in the caller's language");
  assert.equal((await order(ana.token, '60000')).statusCode, 200);
  const second = await order(ana.token, '50000');
  assert.deepEqual([second.json().errorCode, second.json().remainingMinor], ['rg_brand_deposit_limit', '40000']);

  // A higher limit of her own changes nothing: the brand's is lower and named.
  await limitOk(t, ana.token, 'deposit', 'day', '500000');
  assert.equal((await order(ana.token, '50000')).json().errorCode, 'rg_brand_deposit_limit');
  // A lower one of her own is the one that holds.
  await limitOk(t, ana.token, 'deposit', 'day', '70000');
  const own = await order(ana.token, '20000');
  assert.deepEqual([own.json().errorCode, own.json().remainingMinor], ['rg_deposit_limit', '10000']);
  assert.equal((await order(ana.token, '10000')).statusCode, 200, 'the order reaching it exactly is taken');
  const [count] = await t.db.query<{ n: number }>(`select count(*)::int as n from deposit_orders where account_id = $1`, [ana.id]);
  assert.equal(count!.n, 2, 'refused orders wrote nothing');

  // Without the brand's limit, a player with none of her own deposits freely again.
  await setLimits(owner, { day: null });
  const ben = await newPlayer(t, 'rgbrand');
  assert.equal((await order(ben.token, '100001')).statusCode, 200);
  assert.deepEqual((await rgStateOf(t, ben.token)).brandDepositLimits, []);
});
