import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { SessionService } from '../session/index.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService, type RoomSeatsProvider } from './catalogue.service.ts';
import { cryptoRandomIndex, type RandomIndex } from './cdn-host.ts';
import { launchRoutes } from './launch.routes.ts';
import { createLaunchService, type GameSessionOpener, type LotteryPathOf } from './launch.service.ts';
import { vendorRoutes } from './vendor.routes.ts';
import { createVendorService } from './vendor.service.ts';

/**
 * Games (decisions 005 and 022): the vendor catalogue and header menus, the lobby calls (hot games,
 * game list, categories, favourites, recent games, rooms) and the launch, which opens a game
 * session through the seamless wallet's `gameSessions`. `random` picks CDN hosts (tests pin it).
 * Answers the hook a PVP vendor's tables tell the room list their seats through (decision 059).
 */
export async function installGames(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    guard: AuthGuard;
    sessions: SessionService;
    gameSessions: GameSessionOpener;
    random?: RandomIndex;
    lotteryPathOf?: LotteryPathOf;
  },
): Promise<{ setRoomSeats(provider: RoomSeatsProvider): void }> {
  const { db, clock } = ctx;
  const { guard } = deps;
  const random = deps.random ?? cryptoRandomIndex;
  let roomSeats: RoomSeatsProvider | null = null;
  await app.register(vendorRoutes(createVendorService(db)));
  const catalogue = createCatalogueService({ db, clock, random, roomSeats: () => roomSeats });
  await app.register(catalogueRoutes({ catalogue, sessions: deps.sessions, guard }));
  await app.register(
    launchRoutes({
      launcher: createLaunchService({ db, clock, random, gameSessions: deps.gameSessions, lotteryPathOf: deps.lotteryPathOf }),
      guard,
    }),
  );
  return {
    setRoomSeats(provider) {
      roomSeats = provider;
    },
  };
}
