import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoBrandSettingsChange, BoBrandView } from '@pkg/contracts/brand-settings';
import { bo } from '../lib/api';

/** The brand settings desk's queries (decision 039): one brand's settings as stored. */
export const brandKeys = {
  brand: (brandId: string) => ['bo', 'brand', brandId] as const,
};

/** A brand's settings. */
export const fetchBrandSettings = (brandId: string) => bo<BoBrandView>(BO_API.brandSettings, { query: { brandId } });

/** Saves one section's settings (brands.manage); the answer is the brand as stored now. */
export const saveBrandSettings = (brandId: string, settings: BoBrandSettingsChange) =>
  bo<BoBrandView>(BO_API.brandSettings, { method: 'POST', body: { brandId, settings } });
