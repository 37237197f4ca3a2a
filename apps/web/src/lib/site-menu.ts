import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@pkg/contracts/routes';
import {
  DEFAULT_MENU_SETTINGS,
  DEFAULT_ROUTERS,
  type MenuSettingsValue,
  type RoutersValue,
  type SiteRoute,
} from '@pkg/contracts/site-menu';
import { wpsGet } from './api-client';
import { currentApiLanguage } from './i18n';

/**
 * The brand's menu settings and routers (decision 074). Asked for at start-up beside the brand look
 * (lib/startup.ts, early-fetch.ts) and answered again by the version 2 login; an operator's change
 * shows within the stale time. When a call fails the site shows the platform's menu with every page
 * on, what it showed before the brand could choose.
 */

/** The query key's first part, which a login does not refresh (the login answers them itself). */
export const SITE_SHELL_KEYS = ['site-menu', 'site-routers'] as const;

export const menuSettingsQuery = (language = currentApiLanguage()) =>
  queryOptions({
    queryKey: [SITE_SHELL_KEYS[0], language],
    queryFn: () => wpsGet<MenuSettingsValue>(API.menuSettings),
    staleTime: 5 * 60_000,
  });

export const routersQuery = () =>
  queryOptions({ queryKey: [SITE_SHELL_KEYS[1]], queryFn: () => wpsGet<RoutersValue>(API.routers), staleTime: 5 * 60_000 });

/** The menu settings in the current language; the platform's menu until known or when the call failed. */
export function useMenuSettings(): MenuSettingsValue {
  return useQuery(menuSettingsQuery()).data ?? DEFAULT_MENU_SETTINGS;
}

/** Which switchable pages are on; every page on until known or when the call failed. */
export function useRouters(): RoutersValue {
  return useQuery(routersQuery()).data ?? DEFAULT_ROUTERS;
}

/** True when the brand has the page on. */
export function useRouteOn(route: SiteRoute): boolean {
  return useRouters().routes[route] !== false;
}
