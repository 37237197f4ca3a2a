// Proves the demo promotions write their amounts as tokens the site formats with the brand's symbol
// (decision 067), and that a database seeded before the tokens (titles with a literal ₱) is not
// given the same promotion a second time on restart.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { promotionRules, zaloRewardCapMinor } from '@pkg/contracts/promotions';
import { formatAmountTokens } from '@pkg/money/amount-tokens';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PROMOTIONS, seedDemoPromotions } from './demo-promotions.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const PESO = { code: 'PHP', symbol: '₱', minorDigits: 2 };
const TLB = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };

test('the demo texts carry amounts only as tokens, each one an amount the formatter shows', () => {
  for (const p of DEMO_PROMOTIONS) {
    for (const text of [p.title, p.summary, p.content]) {
      assert.doesNotMatch(text, /₱|TLB/, `no literal symbol in "${text}"`);
      assert.doesNotMatch(formatAmountTokens(text, PESO), /\{\{/, `every token formats in "${text}"`);
    }
  }
  const raffle = DEMO_PROMOTIONS.find((p) => p.kind === 'raffle');
  assert.equal(formatAmountTokens(raffle?.title ?? '', PESO), 'Daily raffle: win up to ₱ 88.00');
  assert.equal(formatAmountTokens(raffle?.title ?? '', TLB), 'Daily raffle: win up to TLB 88.00');
});

test('a promotion seeded under its former title is kept and not added again', async () => {
  const count = () =>
    t.db
      .query<{ n: string }>(`select count(*)::text as n from promotions p join merchants m on m.id = p.merchant_id where m.code = 'bituin'`)
      .then((rows) => Number(rows[0]?.n));
  const seeded = await count();
  assert.equal(seeded, DEMO_PROMOTIONS.length);
  // As an older database has it: the raffle under its ₱ title.
  await t.db.query(`update promotions set title = 'Daily raffle: win up to ₱88' where title = 'Daily raffle: win up to {{amount:88}}'`);
  await seedDemoPromotions(t.db, 'bituin');
  assert.equal(await count(), seeded, 'no second raffle');
  const titles = await t.db.query<{ title: string }>(`select title from promotions where kind = 'raffle'`);
  assert.deepEqual(
    titles.map((row) => row.title),
    ['Daily raffle: win up to ₱88'],
    "the operator's row is left as it is",
  );
});

test("every demo promotion's rules are valid for its kind, and the Zalo reward is within the peso cap (decision 075)", () => {
  for (const p of DEMO_PROMOTIONS) assert.ok(promotionRules[p.kind].safeParse(p.rules).success, `${p.kind} rules`);
  const zalo = DEMO_PROMOTIONS.find((p) => p.kind === 'zalo');
  assert.ok(zalo, 'the demo runs a Zalo reward');
  assert.ok(BigInt(zalo.rules.maxBonusMinor as string) <= zaloRewardCapMinor('PHP', 2)!);
});
