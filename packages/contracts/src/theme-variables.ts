/**
 * The CSS custom properties a brand's theme colours arrive as (`primaryContrast` →
 * `--brand-primary-contrast`), for the site (features/system/use-brand-theme.ts) and for the
 * server's page (apps/server/src/http/site-page.ts), so both name them alike. No imports:
 * the site's start-up code uses it.
 */
export function themeVariables(theme: Readonly<Record<string, string>>): Array<[name: string, value: string]> {
  return Object.entries(theme).map(([key, value]) => [`--brand-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value]);
}
