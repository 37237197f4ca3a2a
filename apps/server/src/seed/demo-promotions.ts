import type { PromotionKind } from '@pkg/contracts/promotions';
import type { Db } from '../db/client.ts';
import { insertPromotionIfMissing } from './demo-promotions.queries.ts';

/**
 * The demo brand's promotions (decision 030; the Zalo reward, decision 075), one of each kind, so a new user sees the
 * promotions page, the reward centre and wagering alive. Amounts in rules are minor units
 * (centavos); amounts in the texts are tokens (`{{amount:1000}}`, major units) the site shows with
 * the brand's symbol through the one formatter (decision 067). Seeded once per title (or a title
 * it had before): an operator's later edits are kept on restart.
 */
interface DemoPromotion {
  kind: PromotionKind;
  category: string;
  title: string;
  /** Titles this promotion was seeded under before, so a database that has it is not given it twice. */
  formerTitles?: string[];
  summary: string;
  content: string;
  image: string;
  rules: Record<string, unknown>;
  wageringBp: number;
  sort: number;
}

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    kind: 'first_deposit',
    category: 'deposit',
    title: 'Welcome bonus: 100% of your first deposit',
    summary: 'Your first deposit of {{amount:100}} or more is doubled, up to {{amount:1000}}.',
    content:
      '<p>Deposit for the first time and we add <strong>100%</strong> of it as a bonus, up to <strong>{{amount:1000}}</strong>.</p>' +
      '<ul><li>Minimum deposit {{amount:100}}.</li><li>Claim it in the reward centre within 7 days.</li>' +
      '<li>Bet 5 times the bonus in valid bets before withdrawing.</li></ul>',
    image: '/promotions/welcome.svg',
    rules: { percentBp: 10_000, maxBonusMinor: '100000', minDepositMinor: '10000', claimDays: 7 },
    wageringBp: 50_000,
    sort: 1,
  },
  {
    kind: 'rebate',
    category: 'rebate',
    title: 'Daily rebate up to 0.8%',
    summary: 'A share of every day’s valid bets comes back to you the next day.',
    content:
      '<p>Every day we return part of your valid bets: slots and fishing 0.8%, live casino and e-lottery 0.5%, ' +
      'lottery 0.3%.</p><p>Rebates of {{amount:1}} or more wait in the reward centre for 3 days. Bet them once before withdrawing.</p>',
    image: '/promotions/rebate.svg',
    rules: { ratesBp: { RNG: 80, FISH: 80, LIVE: 50, ELOTT: 50, LOTT: 30 }, minRebateMinor: '100', claimDays: 3 },
    wageringBp: 10_000,
    sort: 2,
  },
  {
    kind: 'checkin',
    category: 'daily',
    title: 'Daily check-in',
    summary: 'Check in every day: {{amount:1}} on day one, up to {{amount:18}} on day seven.',
    content:
      '<p>Check in once a day. Each day in a row pays more: {{amount:1}}, {{amount:2}}, {{amount:3}}, {{amount:5}}, {{amount:8}}, ' +
      '{{amount:10}} and {{amount:18}} from day seven on.</p>' +
      '<p>Miss a day and the streak starts again. Bet the amount once before withdrawing.</p>',
    image: '/promotions/checkin.svg',
    rules: { amountsMinor: ['100', '200', '300', '500', '800', '1000', '1800'], minValidBetMinor: '0' },
    wageringBp: 10_000,
    sort: 3,
  },
  {
    kind: 'raffle',
    category: 'daily',
    title: 'Daily raffle: win up to {{amount:88}}',
    formerTitles: ['Daily raffle: win up to ₱88'],
    summary: 'Deposit {{amount:100}} or more today and draw once for a cash prize.',
    content:
      '<p>Deposit at least {{amount:100}} today, then draw once. Prizes: {{amount:5}}, {{amount:20}} or {{amount:88}}. Claim your prize in the reward centre within 7 days.</p>',
    image: '/promotions/raffle.svg',
    rules: {
      minDepositTodayMinor: '10000',
      prizes: [
        { amountMinor: '0', weight: 50 },
        { amountMinor: '500', weight: 30 },
        { amountMinor: '2000', weight: 15 },
        { amountMinor: '8800', weight: 5 },
      ],
    },
    wageringBp: 10_000,
    sort: 4,
  },
  {
    kind: 'apply',
    category: 'special',
    title: 'Birthday bonus up to {{amount:588}}',
    formerTitles: ['Birthday bonus up to ₱588'],
    summary: 'Apply in your birthday month with a photo of a valid ID.',
    content:
      '<p>Celebrate with us: apply during your birthday month and attach a photo of a valid ID showing your birth date.</p>' +
      '<p>Our team reviews applications within a day. The bonus asks 3 times its amount in valid bets.</p>',
    image: '/promotions/birthday.svg',
    rules: { maxBonusMinor: '58800' },
    wageringBp: 30_000,
    sort: 5,
  },
  {
    // The spec's "Zalo reward up to 131K" (decision 075), in the demo's pesos: its fixed equivalent, ₱290.
    kind: 'zalo',
    category: 'special',
    title: 'Zalo reward up to {{amount:290}}',
    summary: 'Follow us on Zalo, tell us your Zalo number and get up to {{amount:290}}, once.',
    content:
      '<p>Follow our Zalo official account, then claim here with the phone number of your Zalo account.</p>' +
      '<p>Our team checks that the number follows us and issues the reward to your reward centre, once per player. ' +
      'The reward asks its amount once in valid bets before withdrawing.</p>',
    image: '/promotions/zalo.svg',
    rules: { maxBonusMinor: '29000', oaUrl: 'https://zalo.me/bituin.demo' },
    wageringBp: 10_000,
    sort: 6,
  },
  {
    kind: 'info',
    category: 'news',
    title: 'How wagering works',
    summary: 'What a 5x wagering requirement means and when you can withdraw.',
    content:
      '<p>A bonus with a wagering requirement asks you to place valid bets of a multiple of the bonus before you withdraw. ' +
      'A {{amount:100}} bonus at 5x needs {{amount:500}} of settled bets. Your progress is in the member centre under Bonus details.</p>',
    image: '/promotions/news.svg',
    rules: {},
    wageringBp: 0,
    sort: 7,
  },
];

export async function seedDemoPromotions(db: Db, brandCode: string, promotions: readonly DemoPromotion[] = DEMO_PROMOTIONS): Promise<void> {
  for (const p of promotions) await insertPromotionIfMissing(db, brandCode, p);
}
