/**
 * The face of modules/brands/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { BrandAdminError, type BrandFields, brandInputProblems, createBrand, getBrand, listBrands, updateBrand } from './brand-admin.ts';
export { DEFAULT_THEME, HOUSE_VENDORS } from './brand-defaults.ts';
export { type BrandSeed, seedBrand } from './brand-seed.ts';
export type { BrandService } from './brand.service.ts';
export type { Brand } from './brand.types.ts';
export { installBrandDesk, installBrands } from './install-brands.ts';
