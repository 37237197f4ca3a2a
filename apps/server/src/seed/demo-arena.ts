import type { Db } from '../db/client.ts';
import { ARENA_VENDOR_CODE, DEFAULT_ARENA_SETTINGS, seedArena } from '../modules/arena/index.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/**
 * Gives a brand the demo's cockfight arena (decision 056): Sabong Arena under BTSABONG with a live
 * event and its first fight open for bets (no stream yet: the page shows its placeholder until the
 * operator sets one on the arena desk). Safe on every start: a brand with its arena is left alone.
 */
export async function seedDemoArena(db: Db, brandCode: string, at: Date = new Date()): Promise<void> {
  const id = await selectBrandId(db, brandCode);
  if (!id) return;
  await seedArena(
    db,
    { id, code: brandCode },
    ARENA_VENDOR_CODE,
    {
      settings: DEFAULT_ARENA_SETTINGS,
      event: { title: 'Bituin International Derby', venue: 'Demo Pit', streamUrl: '' },
      firstFight: {
        meron: { name: 'Pulang Bagwis', detail: '2.10 kg · Kelso' },
        wala: { name: 'Puting Tari', detail: '2.05 kg · Sweater' },
      },
    },
    at,
  );
}
