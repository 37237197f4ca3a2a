import { useEffect } from 'react';
import type { WhitelabelValue } from '@pkg/contracts/system';

/**
 * Applies the brand's look: theme colours as CSS custom properties (set through the CSS object
 * model, which the Content-Security-Policy allows), the page title and the theme colour.
 */
export function useBrandTheme(brand: WhitelabelValue | undefined) {
  useEffect(() => {
    if (!brand) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(brand.theme)) {
      root.setProperty(`--brand-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value);
    }
    document.title = brand.name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.theme.background);
  }, [brand]);
}
