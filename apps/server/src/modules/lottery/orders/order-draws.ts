/**
 * The draws an order covers (decision 028): the named (or current) open draw, then for a chase the
 * next ones of its game (or station). A draw named by its number is kept in memory for the brand
 * cache's time (decision 060): a draw's number, game, station and times never change once planned,
 * and its status read here only answers early; the order's group holds the draw and reads its
 * status again before anything is written. `cacheMs` 0 reads every time (tests).
 */
import type { PlaceOrderBody } from '@pkg/contracts/lottery';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { cachedBy } from '../../../lib/cached-by.ts';
import type { Brand } from '../../brands/index.ts';
import { takesBets } from '../draws/draw-views.ts';
import { selectDrawByNo, selectDrawsFrom, type DrawRow } from '../draws/draws.queries.ts';

const SEPARATOR = '\u0000';

export function createOrderDraws(db: Db, cacheMs: number) {
  // A number not found is not kept (the loader throws): the draw may be planned a moment later.
  const byNumber = cachedBy(cacheMs, async (key) => {
    const [brandId, gameCode, drawNo] = key.split(SEPARATOR) as [string, string, string];
    const draw = await selectDrawByNo(db, brandId, gameCode, drawNo);
    if (!draw) throw new AppError('lottery_draw_not_found');
    return draw;
  });

  /** The draw an order names, or else the one of its game (or station) taking bets now. */
  async function firstDraw(brand: Brand, body: PlaceOrderBody, now: Date): Promise<DrawRow> {
    if (body.numero) {
      const draw = await byNumber([brand.id, body.gameCode, body.numero].join(SEPARATOR));
      if (body.stationCode && draw.stationCode !== body.stationCode) throw new AppError('lottery_draw_not_found');
      return draw;
    }
    const [open] = (await selectDrawsFrom(db, brand.id, body.gameCode, now, 2, body.stationCode)).filter((d) => takesBets(d, now));
    if (!open) throw new AppError('lottery_draw_closed', 'no draw of this game takes bets now');
    return open;
  }

  return {
    /** The `count` draws an order covers, the first taking bets at `now`; refused when it does not or too few are planned. */
    async legDraws(brand: Brand, body: PlaceOrderBody, count: number, now: Date): Promise<DrawRow[]> {
      const first = await firstDraw(brand, body, now);
      if (!takesBets(first, now)) throw new AppError('lottery_draw_closed');
      if (count === 1) return [first];
      const after = await selectDrawsFrom(db, brand.id, body.gameCode, new Date(first.closesAt), count + 1, first.stationCode ?? undefined);
      const legs = [first, ...after.filter((d) => new Date(d.drawAt) > new Date(first.drawAt))].slice(0, count);
      if (legs.length < count) throw new AppError('lottery_chase_invalid', `only ${legs.length} draws are planned ahead`);
      return legs;
    },
  };
}

export type OrderDraws = ReturnType<typeof createOrderDraws>;
