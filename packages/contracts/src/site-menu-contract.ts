import { z } from 'zod';
import { loginValue } from './auth.ts';
import { SHIPPED_LANGUAGES } from './languages.ts';
import { MENU_ENTRIES, MENU_LABEL_MAX, SITE_ROUTE_IDS, type MenuEntry, type SiteRoute } from './site-menu.ts';

/** The zod shapes of the menu settings, routers and version 2 login (decision 074); the constants are in site-menu.ts. */

const menuEntry = z.enum(MENU_ENTRIES as unknown as [MenuEntry, ...MenuEntry[]]);
const siteRoute = z.enum(SITE_ROUTE_IDS as [SiteRoute, ...SiteRoute[]]);

/** The menu as the brand desk sets and shows it; labels per shipped language ("" or absent: the site's own text). */
export const siteMenuSettings = z.object({
  order: z.array(menuEntry).max(MENU_ENTRIES.length),
  hidden: z.array(menuEntry).max(MENU_ENTRIES.length),
  labels: z.partialRecord(menuEntry, z.partialRecord(z.enum(SHIPPED_LANGUAGES), z.string().max(MENU_LABEL_MAX))),
});

/** The switchable pages that are off. */
export const siteRoutesOff = z.array(siteRoute).max(SITE_ROUTE_IDS.length);

/** `GET /wps/system/menu`. */
export const menuSettingsValue = z.object({
  order: z.array(menuEntry),
  hidden: z.array(menuEntry),
  labels: z.partialRecord(menuEntry, z.string()),
});

/** `GET /wps/system/routers`. */
export const routersValue = z.object({ routes: z.record(siteRoute, z.boolean()) });

/**
 * `POST /wps/v2/session/login` (encrypted, the login payload): the version 2 login. The same login,
 * answered with the spec's session record parts the site builds its shell from (SPEC.md section 3):
 * the brand's code, menu settings and routers, so no further calls are needed for them after login.
 */
export const loginV2Value = loginValue.extend({
  merchantCode: z.string(),
  menu: menuSettingsValue,
  routers: routersValue,
});
export type LoginV2Value = z.infer<typeof loginV2Value>;
