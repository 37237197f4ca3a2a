import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { hasSession } from './lib/session';
import { prefetchStartup } from './lib/startup';
import { createQueryClient } from './lib/query-client';
import { noticePayloadQuery } from './features/notices/api/use-notice-payload';
import { prefetchGameHall } from './features/games/api/prefetch-game-hall';
import { App } from './app/app';
import './styles/global.css';

const queryClient = createQueryClient();
// What the first render waits for is asked for while the texts load (decision 046), and what holds
// the page's largest picture too: on the home page its banners, on a game type page its first games.
await initI18n(() => {
  prefetchStartup(queryClient);
  if (location.pathname === '/' || location.pathname === '/index') {
    void queryClient.prefetchQuery(noticePayloadQuery(['banners'], hasSession() ? 'A' : 'B'));
  }
  void prefetchGameHall(queryClient, location);
});
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
