/**
 * The face of modules/brand-desk/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { BrandAdminError, createBrand, getBrand, listBrands, updateBrand } from './brand-admin.ts';
export type { BrandFields } from './brand-admin.types.ts';
export { brandInputProblems } from './brand-input.ts';
export { installBrandDesk } from './install-brand-desk.ts';
