/**
 * The `<meta name>` a build pinned to one brand (`VITE_MERCHANT`, apps/web/vite.config.ts) writes
 * into its index.html with the brand's code, so the server writes the page for that brand (its
 * title and colours, apps/server/src/http/site-page.ts) rather than for the host's, as the site
 * itself will show it. No imports: the build config uses it.
 */
export const PINNED_MERCHANT_META = 'pinned-merchant';
