import type { QueryClient } from '@tanstack/react-query';
import { systemStatusQuery, whitelabelQuery } from './brand';
import { gameMenusQuery } from './catalogue';
import { menuSettingsQuery, routersQuery } from './site-menu';

/**
 * Asks for what every page waits for before it can draw: the system status and the brand (the
 * root view), the game menus, the brand's menu settings and routers (the header's navigation and
 * which pages are on, decision 074). main.tsx calls this as soon as the
 * language is known (lib/i18n.ts `initI18n`), so the answers travel while the texts load instead
 * of one round trip after the first render (decision 046).
 */
export function prefetchStartup(queryClient: QueryClient): Promise<void>[] {
  return [
    queryClient.prefetchQuery(systemStatusQuery()),
    queryClient.prefetchQuery(whitelabelQuery()),
    queryClient.prefetchQuery(gameMenusQuery()),
    queryClient.prefetchQuery(menuSettingsQuery()),
    queryClient.prefetchQuery(routersQuery()),
  ];
}
