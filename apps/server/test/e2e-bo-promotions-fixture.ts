/**
 * Prepares the promotion desk journey (apps/web/e2e/backoffice-promotions.spec.ts) on the browser
 * journeys' database, before the server starts (e2e-setup.ts runs it after creating the
 * account with the account CLI): a live apply promotion of the demo brand, "Birthday bonus
 * (fixture)" with a maximum of 1,000.00, and the player's pending application to it (a comment and
 * one image), made through the promotions service as the site makes it; and a welcome bonus of
 * 100.00 with 5x wagering the player has claimed, so the desk shows an open requirement to waive.
 * Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-bo-promotions-fixture.ts <username>
 */
import sharp from 'sharp';
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createPromotionsService } from '../src/modules/rewards/promotions.service.ts';
import { createRewardsService } from '../src/modules/rewards/rewards.service.ts';
import { offerReward } from '../src/modules/rewards/rewards.ts';
import { reencodeImage } from '../src/modules/uploads/image-check.ts';

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function boPromotionsFixture(db: Db, username: string): Promise<void> {
  const [player] = await db.query<{ id: string; brandId: string; currency: string }>(
    `select a.id::text as id, a.merchant_id::text as "brandId", m.currency_code as currency
       from accounts a join merchants m on m.id = a.merchant_id where a.username = $1 and m.code = 'bituin'`,
    [username],
  );
  if (!player) throw new Error(`no player ${username} in the demo brand`);
  const now = new Date();
  const [promotion] = await db.query<{ id: string }>(
    `insert into promotions (merchant_id, kind, category, title, summary, content, rules, wagering_bp, starts_at, status, created_at, updated_at)
     values ($1, 'apply', 'vip', 'Birthday bonus (fixture)', 'Tell us your birthday', '<p>Apply with a photo of your ID.</p>', $2, 10000, $3, 'live', $3, $3)
     returning id::text`,
    [player.brandId, JSON.stringify({ maxBonusMinor: '100000' }), new Date(now.getTime() - 3_600_000).toISOString()],
  );
  const caller = { brandId: player.brandId, accountId: player.id, currency: player.currency, ip: null };
  const walletEvents = { publish() {} };
  // An ID card's stand-in: a plain coloured picture, checked and re-encoded as every upload is.
  const photo = await sharp({ create: { width: 480, height: 300, channels: 3, background: '#2f6fb0' } })
    .png()
    .toBuffer();
  await createPromotionsService({ db, clock: systemClock, walletEvents }).apply(
    caller,
    { promotionId: promotion!.id, comment: 'My birthday is today!' },
    [await reencodeImage(photo, 'id.png')],
  );
  const { reward } = await db.transaction((tx) =>
    offerReward(tx, {
      brandId: player.brandId,
      accountId: player.id,
      currency: player.currency,
      source: 'promotion',
      key: `e2e-welcome:${player.id}`,
      amountMinor: 10_000n,
      wageringBp: 50_000,
      detail: 'Welcome bonus (fixture)',
      at: now,
    }),
  );
  await createRewardsService({ db, clock: systemClock, walletEvents }).claim(caller, reward.id);
  console.log(`promotion desk fixture: ${username} applied to promotion ${promotion!.id} and owes 500.00 of wagering`);
}

if (isMainModule(import.meta.url)) {
  const [username] = process.argv.slice(2);
  if (!username) throw new Error('usage: e2e-bo-promotions-fixture.ts <username>');
  const db = await openCliDb((message) => new Error(message));
  try {
    await boPromotionsFixture(db, username);
  } finally {
    await db.close();
  }
}
