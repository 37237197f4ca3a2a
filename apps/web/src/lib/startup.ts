import type { QueryClient } from '@tanstack/react-query';
import { systemStatusQuery, whitelabelQuery } from './brand';
import { gameMenusQuery } from './catalogue';

/**
 * Asks for what every page waits for before it can draw: the system status and the brand (the
 * root view), and the game menus (the header's navigation). main.tsx calls this as soon as the
 * language is known (lib/i18n.ts `initI18n`), so the answers travel while the texts load instead
 * of one round trip after the first render (decision 046).
 */
export function prefetchStartup(queryClient: QueryClient): Promise<void>[] {
  return [
    queryClient.prefetchQuery(systemStatusQuery()),
    queryClient.prefetchQuery(whitelabelQuery()),
    queryClient.prefetchQuery(gameMenusQuery()),
  ];
}
