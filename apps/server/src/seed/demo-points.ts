import type { Db } from '../db/client.ts';

/** Valid bets (minor units) per point by game type: 1 point per 100.00 of slots, bingo and fishing, per 200.00 elsewhere. */
const DEMO_RATES: Record<string, number> = {
  RNG: 10_000,
  BINGO: 10_000,
  FISH: 10_000,
  LIVE: 20_000,
  COCKFIGHT: 20_000,
  SPORTS: 20_000,
  PVP: 20_000,
  ESPORTS: 20_000,
  ELOTT: 20_000,
  LOTT: 20_000,
};

interface DemoGood {
  name: string;
  description: string;
  kind: 'physical' | 'virtual';
  image: string;
  points: number;
  /** Valid bets required, minor units. */
  amount: number;
  stock: number;
  unit: string;
}

const DEMO_GOODS: DemoGood[] = [
  {
    name: 'Mobile Load 100',
    description: 'Prepaid load for any network, sent to your mobile number.',
    kind: 'virtual',
    image: '/goods/load.svg',
    points: 2_000,
    amount: 0,
    stock: 500,
    unit: 'pc',
  },
  {
    name: 'Bituin Cap',
    description: 'Embroidered cotton cap, one size.',
    kind: 'physical',
    image: '/goods/cap.svg',
    points: 1_500,
    amount: 0,
    stock: 50,
    unit: 'pc',
  },
  {
    name: 'Sports Towel',
    description: 'Quick-dry microfibre towel, 40 x 80 cm.',
    kind: 'physical',
    image: '/goods/towel.svg',
    points: 800,
    amount: 0,
    stock: 100,
    unit: 'pc',
  },
  {
    name: 'Bluetooth Speaker',
    description: 'Water-resistant speaker, 10 hours of play.',
    kind: 'physical',
    image: '/goods/speaker.svg',
    points: 12_000,
    amount: 500_000,
    stock: 10,
    unit: 'pc',
  },
  {
    name: 'Smartphone',
    description: '6.5-inch screen, 128 GB.',
    kind: 'physical',
    image: '/goods/phone.svg',
    points: 90_000,
    amount: 5_000_000,
    stock: 2,
    unit: 'pc',
  },
];

/**
 * The demo brand's points mall (decision 032): earning on at the rates above, 100 points convert to
 * 1.00 (at least 1,000 points at a time), and five goods. Settings and rates already there are
 * kept; goods are added only to a brand that has none, so an operator's changes survive a restart.
 */
export async function seedDemoPoints(db: Db, brandCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [brand] = await tx.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [brandCode]);
    if (!brand) return;
    await tx.query(
      `insert into point_settings (merchant_id, enabled, convert_points, convert_cash_minor, min_convert_points, updated_at)
       values ($1, true, 100, 100, 1000, now()) on conflict (merchant_id) do nothing`,
      [brand.id],
    );
    await tx.query(
      `insert into point_rates (merchant_id, game_type, valid_bet_per_point_minor)
       select $1, game_type, per_point from unnest($2::text[], $3::bigint[]) as r(game_type, per_point)
       on conflict (merchant_id, game_type) do nothing`,
      [brand.id, Object.keys(DEMO_RATES), Object.values(DEMO_RATES)],
    );
    const [goods] = await tx.query<{ n: number }>(`select count(*)::int as n from point_goods where merchant_id = $1`, [brand.id]);
    if ((goods?.n ?? 0) > 0) return;
    for (const [index, good] of DEMO_GOODS.entries()) {
      await tx.query(
        `insert into point_goods (merchant_id, name, description, kind, image_path, points_required, amount_required_minor, stock, unit,
           enabled, sort_order, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, now(), now())`,
        [brand.id, good.name, good.description, good.kind, good.image, good.points, good.amount, good.stock, good.unit, index * 10],
      );
    }
  });
}
