import type { Db } from '../db/client.ts';
import { countGoods, insertGood, insertPointSettingsIfMissing, insertRatesIfMissing } from './demo-points.queries.ts';
import { selectBrandId } from './demo-seed.queries.ts';

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
    const brandId = await selectBrandId(tx, brandCode);
    if (!brandId) return;
    await insertPointSettingsIfMissing(tx, brandId);
    await insertRatesIfMissing(tx, brandId, DEMO_RATES);
    if ((await countGoods(tx, brandId)) > 0) return;
    for (const [index, good] of DEMO_GOODS.entries()) {
      await insertGood(tx, {
        brandId,
        name: good.name,
        description: good.description,
        kind: good.kind,
        imagePath: good.image,
        points: good.points,
        requiredValidBetMinor: good.amount,
        stock: good.stock,
        unit: good.unit,
        sortOrder: index * 10,
      });
    }
  });
}
