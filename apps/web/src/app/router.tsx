import { use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { RouteGuard } from './route-guard';
import { FullLayout } from './layouts/full-layout';
import { HeaderFooterLayout } from './layouts/header-footer-layout';
import { HeaderOnlyLayout } from './layouts/header-only-layout';
import { BareLayout } from './layouts/bare-layout';
import { HomeRoute } from './routes/home-route';
import { RegisterRedirect } from './routes/register-redirect';
import { LoginRoute } from './routes/login-route';
import { PageLoadFailed } from './routes/page-load-failed';
import { withTexts, type TextNamespace } from '../lib/i18n';

/** How long a page's code may take to arrive before the page says so (SPEC.md section 9). */
const PAGE_CHUNK_TIMEOUT_MS = 120_000;

/** Each lazy page's loader, by the element that shows it, for `preloadPage`. */
const pageLoaders = new Map<ReactNode, () => Promise<void>>();

/**
 * Each page is its own chunk, loaded when first visited; `name` is the module's page component and
 * `texts` the feature texts it shows that the start-up bundle does not carry (loaded with it).
 * A chunk that fails or takes longer than 120 s gives a page that says so, inside the layout.
 * Until the chunk is there the page suspends: the layout's boundary shows a spinner on a first
 * visit, and a navigation (a transition) keeps the page before it on screen. The outcome is kept,
 * so later visits render at once; a failed load stays failed until the site is reloaded.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, ...texts: TextNamespace[]) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), PAGE_CHUNK_TIMEOUT_MS)));
      try {
        const loaded = await Promise.race([withTexts(load(), ...texts), timeout]);
        Loaded = loaded === 'timeout' ? () => <PageLoadFailed timedOut /> : (loaded[name] as ComponentType);
      } catch {
        Loaded = () => <PageLoadFailed timedOut={false} />;
      } finally {
        clearTimeout(timer);
      }
    })());
  function LazyPage() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  const element = <LazyPage />;
  pageLoaders.set(element, preload);
  return element;
}

/**
 * Every route of SPEC.md section 2, in history mode, grouped by the layout it names: full (header,
 * footer, side menu), header and footer only, header only, and none.
 */
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      { path: '/register', element: <RegisterRedirect /> },
      { path: '/register.html', element: <RegisterRedirect /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/download', element: <Navigate to="/app" replace /> },
      {
        element: <RouteGuard />,
        children: [
          {
            element: <FullLayout />,
            children: [
              { path: '/index', element: <HomeRoute /> },
              { path: '/vip', element: page(() => import('./routes/vip-route'), 'VipRoute') },
              { path: '/elott', element: page(() => import('./routes/elott-route'), 'ElottRoute') },
              { path: '/rng', element: page(() => import('./routes/game-type-routes'), 'RngRoute') },
              { path: '/bingo', element: page(() => import('./routes/bingo-route'), 'BingoRoute', 'bingo') },
              { path: '/live', element: page(() => import('./routes/live-route'), 'LiveRoute', 'liveTables') },
              { path: '/fish', element: page(() => import('./routes/game-type-routes'), 'FishRoute') },
              { path: '/pvp', element: page(() => import('./routes/game-type-routes'), 'PvpRoute', 'pvp') },
              { path: '/esports', element: page(() => import('./routes/game-type-routes'), 'EsportsRoute') },
              { path: '/promotions', element: page(() => import('./routes/promotions-route'), 'PromotionsRoute', 'pages') },
              { path: '/promoDetail', element: page(() => import('./routes/promo-detail-route'), 'PromoDetailRoute', 'pages') },
              { path: '/help', element: page(() => import('./routes/help-route'), 'HelpRoute') },
              { path: '/app', element: page(() => import('./routes/app-download-route'), 'AppDownloadRoute', 'pages') },
              { path: '/join', element: page(() => import('./routes/join-route'), 'JoinRoute', 'pages') },
              { path: '*', element: page(() => import('./routes/not-found-route'), 'NotFoundRoute', 'pages') },
            ],
          },
          {
            element: <HeaderFooterLayout />,
            children: [{ path: '/pointMall', element: page(() => import('./routes/point-mall-route'), 'PointMallRoute') }],
          },
          {
            element: <HeaderOnlyLayout />,
            children: [
              { path: '/lottery', element: page(() => import('./routes/lottery-route'), 'LotteryRoute') },
              { path: '/vnlottery', element: page(() => import('./routes/lottery-route'), 'VnLotteryRoute') },
              { path: '/seamless', element: page(() => import('./routes/seamless-route'), 'SeamlessRoute', 'pages') },
              { path: '/game', element: page(() => import('./routes/game-route'), 'GameRoute') },
            ],
          },
        ],
      },
      // The member-centre help is open to everyone and has no header (SPEC.md section 2). The house
      // slot and live table pages live inside the /game frame: no header, and the launch token is their access.
      {
        element: <BareLayout />,
        children: [
          { path: '/helpmc', element: page(() => import('./routes/helpmc-route'), 'HelpMcRoute', 'pages') },
          { path: '/house-slots/play', element: page(() => import('./routes/house-slots-route'), 'HouseSlotsRoute', 'slots') },
          { path: '/house-tables/play', element: page(() => import('./routes/house-tables-route'), 'HouseTablesRoute', 'liveTables') },
          { path: '/house-arena/play', element: page(() => import('./routes/house-arena-route'), 'HouseArenaRoute', 'arena') },
          { path: '/house-bingo/play', element: page(() => import('./routes/house-bingo-route'), 'HouseBingoRoute', 'bingo') },
          { path: '/house-sports/play', element: page(() => import('./routes/house-sports-route'), 'HouseSportsRoute', 'sports') },
          { path: '/house-pvp/play', element: page(() => import('./routes/house-pvp-route'), 'HousePvpRoute', 'pvp') },
          { path: '/house-fish/play', element: page(() => import('./routes/house-fish-route'), 'HouseFishRoute', 'fish') },
        ],
      },
    ],
  },
];

/** The site's routes, rendered inside the BrowserRouter of root-view.tsx. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the lazy page that `pathname` shows, at start-up, so that its code and texts
 * arrive while the start-up answers do and the first render can draw the page whole (main.tsx).
 * Settles when the page is ready, or at once when the path shows no lazy page.
 */
export function preloadPage(pathname: string): Promise<void> {
  const loaders = (matchRoutes(routes, pathname) ?? []).map((match) => pageLoaders.get(match.route.element));
  return Promise.all(loaders.map((preload) => preload?.())).then(() => undefined);
}
