import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
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

/**
 * Each page is its own chunk, loaded when first visited; `name` is the module's page component and
 * `texts` the feature texts it shows that the start-up bundle does not carry (loaded with it).
 * A chunk that fails or takes longer than 120 s gives a page that says so, inside the layout.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, ...texts: TextNamespace[]) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), PAGE_CHUNK_TIMEOUT_MS)));
    try {
      const loaded = await Promise.race([withTexts(load(), ...texts), timeout]);
      if (loaded === 'timeout') return { Component: () => <PageLoadFailed timedOut /> };
      return { Component: loaded[name] as ComponentType };
    } catch {
      return { Component: () => <PageLoadFailed timedOut={false} /> };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Every route of SPEC.md section 2, in history mode, grouped by the layout it names: full (header,
 * footer, side menu), header and footer only, header only, and none.
 */
export const router = createBrowserRouter([
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
              { path: '/vip', lazy: page(() => import('./routes/vip-route'), 'VipRoute') },
              { path: '/elott', lazy: page(() => import('./routes/elott-route'), 'ElottRoute') },
              { path: '/rng', lazy: page(() => import('./routes/game-type-routes'), 'RngRoute') },
              { path: '/bingo', lazy: page(() => import('./routes/game-type-routes'), 'BingoRoute') },
              { path: '/live', lazy: page(() => import('./routes/game-type-routes'), 'LiveRoute') },
              { path: '/fish', lazy: page(() => import('./routes/game-type-routes'), 'FishRoute') },
              { path: '/pvp', lazy: page(() => import('./routes/game-type-routes'), 'PvpRoute') },
              { path: '/esports', lazy: page(() => import('./routes/game-type-routes'), 'EsportsRoute') },
              { path: '/promotions', lazy: page(() => import('./routes/promotions-route'), 'PromotionsRoute', 'pages') },
              { path: '/promoDetail', lazy: page(() => import('./routes/promo-detail-route'), 'PromoDetailRoute', 'pages') },
              { path: '/help', lazy: page(() => import('./routes/help-route'), 'HelpRoute') },
              { path: '/app', lazy: page(() => import('./routes/app-download-route'), 'AppDownloadRoute', 'pages') },
              { path: '/join', lazy: page(() => import('./routes/join-route'), 'JoinRoute', 'pages') },
              { path: '*', lazy: page(() => import('./routes/not-found-route'), 'NotFoundRoute', 'pages') },
            ],
          },
          {
            element: <HeaderFooterLayout />,
            children: [{ path: '/pointMall', lazy: page(() => import('./routes/point-mall-route'), 'PointMallRoute') }],
          },
          {
            element: <HeaderOnlyLayout />,
            children: [
              { path: '/lottery', lazy: page(() => import('./routes/lottery-route'), 'LotteryRoute') },
              { path: '/vnlottery', lazy: page(() => import('./routes/lottery-route'), 'VnLotteryRoute') },
              { path: '/seamless', lazy: page(() => import('./routes/seamless-route'), 'SeamlessRoute', 'pages') },
              { path: '/game', lazy: page(() => import('./routes/game-route'), 'GameRoute') },
            ],
          },
        ],
      },
      // The member-centre help is open to everyone and has no header (SPEC.md section 2). The house
      // slot page lives inside the /game frame: no header, and its launch token is its access.
      {
        element: <BareLayout />,
        children: [
          { path: '/helpmc', lazy: page(() => import('./routes/helpmc-route'), 'HelpMcRoute', 'pages') },
          { path: '/house-slots/play', lazy: page(() => import('./routes/house-slots-route'), 'HouseSlotsRoute', 'slots') },
        ],
      },
    ],
  },
]);
