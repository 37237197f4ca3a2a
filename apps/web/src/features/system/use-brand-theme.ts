import { useEffect } from 'react';
import type { WhitelabelValue } from '@pkg/contracts/system';
import { themeVariables } from '@pkg/contracts/theme-variables';

/**
 * Applies the brand's look: theme colours as CSS custom properties (set through the CSS object
 * model, which the Content-Security-Policy allows), the page title and the theme colour. The
 * server's page already carries them for the brand of the host (decision 046); this keeps them
 * right for a brand that changed since, or one a build pins.
 */
export function useBrandTheme(brand: WhitelabelValue | undefined) {
  useEffect(() => {
    if (!brand) return;
    const root = document.documentElement.style;
    for (const [name, value] of themeVariables(brand.theme)) root.setProperty(name, value);
    document.title = brand.name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.theme.background);
  }, [brand]);
}
