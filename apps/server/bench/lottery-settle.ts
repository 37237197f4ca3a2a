/**
 * The settlement half of bench:lottery: one draw with a million tickets (default) of ten thousand
 * players, written straight into the tables in batches (orders with their stakes through the
 * ledger, tickets of a mix of 5D bet types), then the draw's result and the settlement job's work
 * timed on its own: judging every ticket, paying every winner, marking the draw settled.
 */
import { findBetType, prepareResult, settleTicket } from '@pkg/games/lottery/bet-catalogue';
import { picksFromText, picksToText } from '@pkg/games/lottery/picks-text';
import type { BetType } from '@pkg/games/lottery/lottery-types';
import { seededRandom } from '@pkg/games/random';
import type { Db } from '../src/db/client.ts';
import { mainWalletIds, openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { settleBets } from '../src/ledger/bets.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { systemClock } from '../src/lib/clock.ts';
import { writeResult } from '../src/modules/lottery/draws/draws.queries.ts';
import { legTransactionId } from '../src/modules/lottery/orders/order-legs.ts';
import { oddsOf } from '../src/modules/lottery/orders/bet-pricing.ts';
import { selectLotteryGame } from '../src/modules/lottery/games/lottery-games.queries.ts';
import type { Settlement } from '../src/modules/lottery/settlement/settlement.ts';

const GAME = 'ssc-5m';
const VENDOR = 'BTFAST';

/** A ticket template: a bet type with picks, drawn from a mix players actually buy. */
interface Template {
  betType: string;
  picks: string;
  combos: number;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
}

function templates(game: Parameters<typeof oddsOf>[0], random: ReturnType<typeof seededRandom>): Template[] {
  const digits = () => String(random.int(10));
  const make = (code: string, picks: string[][]): Template => {
    const betType = findBetType('ssc', code) as BetType;
    const canonical = betType.normalise(picks);
    const odds = oddsOf(game, betType);
    return { betType: code, picks: picksToText(canonical), combos: betType.combos(canonical), oddsBp: odds.bp, oddsByToken: odds.byToken };
  };
  const list: Template[] = [];
  for (let i = 0; i < 400; i += 1) {
    const row = random.int(5);
    list.push(
      make(
        'ssc.pos',
        Array.from({ length: 5 }, (_, r) => (r === row ? [digits(), digits()] : [])),
      ),
    );
    list.push(
      make(
        'ssc.bsoe',
        Array.from({ length: 5 }, (_, r) => (r === row ? [['B', 'S', 'O', 'E'][random.int(4)] as string] : [])),
      ),
    );
    list.push(make('ssc.f2.direct', [[digits()], [digits()]]));
    const shuffled = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].sort(() => random.int(3) - 1);
    list.push(make('ssc.b3.group6', [shuffled.slice(0, 3 + random.int(2))]));
    list.push(make('ssc.sum.bsoe', [[['B', 'S', 'O', 'E'][random.int(4)] as string]]));
  }
  return list;
}

/** Writes `tickets` tickets of `players` players on one closed draw; answers the draw id and the seconds it took. */
export async function seedBigDraw(
  db: Db,
  options: { brandId: string; currency: string; tickets: number; players: number; log: (line: string) => void },
) {
  const started = performance.now();
  const random = seededRandom('bench:lottery settlement');
  const game = await selectLotteryGame(db, options.brandId, GAME);
  if (!game) throw new Error(`no ${GAME}`);
  const pool = templates(game, random);
  const now = new Date();
  const [draw] = await db.query<{ id: string }>(
    `insert into lottery_draws (merchant_id, game_code, draw_no, opens_at, closes_at, draw_at, status, created_at)
     values ($1, $2, '20991231-0001', $3, $3, $3, 'closed', $3) returning id::text as id`,
    [options.brandId, GAME, now.toISOString()],
  );
  if (!draw) throw new Error('no draw');
  await db.query(
    `insert into accounts (merchant_id, username, account_type) select $1, 'lottobench' || n, 0 from generate_series(1, $2::int) as n on conflict do nothing`,
    [options.brandId, options.players],
  );
  const owners = (
    await db.query<{ id: string }>(`select id::text as id from accounts where username like 'lottobench%' order by id limit $1`, [
      options.players,
    ])
  ).map((r) => r.id);
  const bank = await openClearingAccount(db, options.brandId, options.currency, 'bench', now);
  for (const owner of owners) {
    const wallet = await openPlayerWallet(db, options.brandId, options.currency, owner, now);
    await transfer(db, {
      brandId: options.brandId,
      currency: options.currency,
      code: 'deposit',
      idempotencyKey: `lotto-fund-${wallet.id}`,
      fromAccountId: bank.id,
      toAccountId: wallet.id,
      amountMinor: 10_000_000n,
      actor: 'bench',
      ip: null,
      at: now,
    });
  }
  const wallets = await mainWalletIds(db, options.brandId, options.currency, owners);
  options.log(`  ${owners.length} funded players in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // One order per player; its tickets follow, round-robin over the players.
  const orderIds: string[] = [];
  for (let start = 0; start < owners.length; start += 5000) {
    const chunk = owners.slice(start, start + 5000);
    const rows = await db.query<{ id: string }>(
      `insert into lottery_orders (merchant_id, account_id, game_code, currency, idempotency_key, request_hash, draws, stake_minor, created_at)
       select $1, a, $2, $3, 'bench-' || a, 'bench', 1, 1, $4 from unnest($5::bigint[]) as a returning id::text as id`,
      [options.brandId, GAME, options.currency, now.toISOString(), chunk],
    );
    orderIds.push(...rows.map((r) => r.id));
  }
  const stakes = new Map<number, bigint>();
  const BATCH = 20_000;
  for (let start = 0; start < options.tickets; start += BATCH) {
    const size = Math.min(BATCH, options.tickets - start);
    const cols = {
      order: [] as string[],
      account: [] as string[],
      betType: [] as string[],
      picks: [] as string[],
      combos: [] as number[],
      unit: [] as string[],
      stake: [] as string[],
      odds: [] as number[],
    };
    for (let i = 0; i < size; i += 1) {
      const player = (start + i) % owners.length;
      const template = pool[random.int(pool.length)] as Template;
      const unit = BigInt(100 * (1 + random.int(5)));
      const stake = unit * BigInt(template.combos);
      stakes.set(player, (stakes.get(player) ?? 0n) + stake);
      cols.order.push(orderIds[player] as string);
      cols.account.push(owners[player] as string);
      cols.betType.push(template.betType);
      cols.picks.push(template.picks);
      cols.combos.push(template.combos);
      cols.unit.push(unit.toString());
      cols.stake.push(stake.toString());
      cols.odds.push(template.oddsBp);
    }
    await db.query(
      `insert into lottery_tickets (order_id, merchant_id, account_id, draw_id, game_code, vendor_code, game_type, bet_type, picks, combos, unit_minor, stake_minor, odds_bp, currency, created_at)
       select t.o, $1, t.a, $2, $3, $4, 'ELOTT', t.b, t.p, t.c, t.u, t.s, t.d, $5, $6
         from unnest($7::bigint[], $8::bigint[], $9::text[], $10::text[], $11::int[], $12::bigint[], $13::bigint[], $14::int[]) as t(o, a, b, p, c, u, s, d)`,
      [
        options.brandId,
        draw.id,
        GAME,
        VENDOR,
        options.currency,
        now.toISOString(),
        cols.order,
        cols.account,
        cols.betType,
        cols.picks,
        cols.combos,
        cols.unit,
        cols.stake,
        cols.odds,
      ],
    );
  }
  // Each order's stake through the ledger, as placing it would have.
  const legs = owners.map((owner, index) => ({
    type: 'stake' as const,
    walletId: wallets.get(owner) as string,
    vendor: VENDOR,
    transactionId: legTransactionId(orderIds[index] as string, draw.id),
    amountMinor: stakes.get(index) ?? 1n,
  }));
  for (let start = 0; start < legs.length; start += 5000) {
    const outcomes = await settleBets(db, {
      brandId: options.brandId,
      currency: options.currency,
      actor: 'bench',
      ip: null,
      at: now,
      bets: legs.slice(start, start + 5000),
    });
    if (outcomes.some((o) => !o.ok)) throw new Error('a bench stake was refused');
  }
  await db.query(
    `update lottery_orders o set stake_minor = s.stake from (select order_id, sum(stake_minor) as stake from lottery_tickets where draw_id = $1 group by order_id) s where o.id = s.order_id`,
    [draw.id],
  );
  await db.query('analyze lottery_tickets');
  return { drawId: draw.id, seconds: (performance.now() - started) / 1000 };
}

/** Draws a result for the big draw, times its settlement, and checks a sample of tickets against the maths. */
export async function timeSettlement(db: Db, settlement: Settlement, drawId: string) {
  const random = seededRandom('bench:lottery result');
  const numbers = Array.from({ length: 5 }, () => String(random.int(10)));
  const version = await writeResult(db, drawId, { numbers, seed: null, at: systemClock.now() });
  const started = performance.now();
  await settlement.settle(drawId, version);
  const seconds = (performance.now() - started) / 1000;
  const [totals] = await db.query<{ tickets: number; won: number; win: string; stake: string; status: string }>(
    `select count(*)::int as tickets, count(*) filter (where status = 'won')::int as won, sum(win_minor)::text as win, sum(stake_minor)::text as stake,
            (select status from lottery_draws where id = $1) as status
       from lottery_tickets where draw_id = $1`,
    [drawId],
  );
  const [paid] = await db.query<{ payouts: number; moved: string }>(
    `select count(*)::int as payouts, coalesce(sum(moved_minor), 0)::text as moved from lottery_payouts where draw_id = $1`,
    [drawId],
  );
  const sample = await db.query<{ betType: string; picks: string; unit: string; odds: number; win: string }>(
    `select bet_type as "betType", picks, unit_minor::text as unit, odds_bp as odds, win_minor::text as win from lottery_tickets where draw_id = $1 order by random() limit 10000`,
    [drawId],
  );
  const prepared = prepareResult({ format: 'ssc', numbers });
  const differing = sample.filter(
    (t) =>
      settleTicket(
        findBetType('ssc', t.betType) as BetType,
        picksFromText(t.picks),
        prepared,
        BigInt(t.unit),
        t.odds,
      ).winMinor.toString() !== t.win,
  );
  return { seconds, numbers, totals, paid, sampled: sample.length, mismatches: differing.length, examples: differing.slice(0, 3) };
}
