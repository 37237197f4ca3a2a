import { defineConfig } from '@playwright/test';

// Journeys drive the real site (built web app + API server on a fresh embedded database) in
// Debian's Chromium. scripts/run-e2e.mjs prepares the database and the fixture brands first.
const port = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: 'e2e',
  // A run with its own build (E2E_DIST, scripts/run-e2e.mjs) keeps its results beside it: another run clears its own.
  outputDir: process.env.E2E_DIST ? `${process.env.E2E_DIST}/test-results` : '../../test-results/e2e',
  // A journey's time budget, not a speed check: on a loaded two-core machine the server's password
  // hashing and the build's cold pages made 30 s too tight for two-sign-in journeys (CI, 2026-11-25).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { outputFolder: process.env.E2E_DIST ? `${process.env.E2E_DIST}/report` : '../../playwright-report', open: 'never' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The site honours reduced motion (marquee, banners, reels). Debian's Chromium composites in
    // software: the header marquee alone kept every open page busy (3 CPU-seconds per 15 s idle,
    // none with reduced motion) on CI's two cores. Animations are not what the journeys check.
    reducedMotion: 'reduce',
    // The site's service worker (decision 063) would answer the built files itself, out of reach of
    // a journey's page.route (a chunk made to fail, a call answered); its own journey allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '../..',
    url: `http://localhost:${port}/healthz`,
    // A limit, not a speed check: tsx compiling the server on a busy machine has taken over 60 s.
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      // scripts/run-e2e.mjs with E2E_DIST: the sites built for this run alone.
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
      BACKOFFICE_DIST: process.env.E2E_BACKOFFICE_DIST ?? 'apps/backoffice/dist',
      DATABASE_URL: '',
      // One process on the embedded database: no cluster, whatever CI exports (decision 045).
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Journeys log in and register many times from one address.
      CREDENTIAL_RATE_LIMIT: '100000',
      // SMS goes to a stand-in gateway that the SMS journeys start on this port.
      SMS_HTTP_URL: `http://127.0.0.1:${port + 1}/sms`,
      SMS_HTTP_TOKEN: 'e2e-gateway-token',
      // E-mail goes to a stand-in SMTP server that the e-mail journey starts two ports after the site's.
      SMTP_URL: `smtp://e2e-mailer:e2e-mail-pass@127.0.0.1:${port + 2}`,
      MAIL_FROM: 'no-reply@bituin.localhost',
      BRAND_CACHE_MS: '0',
      // The two-factor journey logs in "from another network" by sending X-Forwarded-For.
      TRUST_PROXY: 'true',
      // The deposit journeys pay through the built-in sandbox gateway (off by default in production).
      SANDBOX_GATEWAY: 'on',
      // The engagement journey waits for the welcome bonus and for points from its bets: the planners
      // look every 2 s, points count in 10 s windows, and bets and deposits 2 s old count as committed.
      // (apps/server/test/e2e-engagement-fixture.ts keeps the fixtures' set-up deposits out of the bonus.)
      PROMOTION_PLAN_SECONDS: '2',
      POINTS_PLAN_SECONDS: '2',
      POINTS_WINDOW_SECONDS: '10',
      COMMIT_LAG_SECONDS: '2',
      // The sportsbook journey bets on its own fixtures (apps/server/test/e2e-sports-fixture.ts): no demo feed.
      SPORTS_FEED_SECONDS: '0',
    },
  },
});
