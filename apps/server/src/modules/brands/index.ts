/**
 * The face of modules/brands/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { DEFAULT_THEME, HOUSE_VENDORS, mergeFlags } from './brand-defaults.ts';
export { seedBrand } from './brand-seed.ts';
export type { BrandSeed } from './brand-seed.types.ts';
export { brandCodeOf, type BrandService, depositLimitsOf } from './brand.service.ts';
export type { Brand } from './brand.types.ts';
// The query itself, until sportsbook's install calls brandCodeOf like the other desks.
export { selectBrandCode } from './brand.queries.ts';
export { installBrands } from './install-brands.ts';
export { menuSettingsFor, routersFor, siteMenuOf, siteRoutesOffOf } from './site-menu.ts';
export { brandForVisitor, gameTypesOffFor, UNKNOWN_COUNTRY } from './visitor-access.ts';
