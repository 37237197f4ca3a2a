import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { hasSession } from './lib/session';
import { prefetchStartup } from './lib/startup';
import { createQueryClient } from './lib/query-client';
import { noticePayloadQuery } from './features/notices/api/use-notice-payload';
import { prefetchGameHall } from './features/games/api/prefetch-game-hall';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { startInstallableSite } from './lib/pwa';
import './styles/global.css';

/**
 * How long the first render waits for the start-up answers. Usually they are there already: the
 * early script (early-fetch.ts) asked for them while the start-up code downloaded. Rendering the
 * page whole in one go, before the first paint, spares a phone the spinner's paint and then one
 * render per answer after it, which is what a slow phone feels as blocking time (decision 046). A
 * slow API must not hold the page blank, so past this the site renders as before and fills in.
 */
const FIRST_DATA_WAIT_MS = 1000;

// The install offer can come early, before any page is drawn (decision 063).
startInstallableSite();
const queryClient = createQueryClient();
// What the first render waits for is asked for while the texts load (decision 046), and what holds
// the page's largest picture too: on the home page its banners, on a game type page its first games;
// and a lazy page's own code, which the early script has already begun to download.
// A prefetch never rejects: a failed answer is the query's error, shown by the page that reads it.
let firstData: Promise<unknown>[] = [];
await initI18n(() => {
  firstData = prefetchStartup(queryClient);
  if (location.pathname === '/' || location.pathname === '/index') {
    firstData.push(queryClient.prefetchQuery(noticePayloadQuery(['banners'], hasSession() ? 'A' : 'B')));
  }
  firstData.push(prefetchGameHall(queryClient, location));
  firstData.push(preloadPage(location.pathname));
});
await Promise.race([Promise.all(firstData), new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
