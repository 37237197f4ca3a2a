/**
 * The face of modules/uploads/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export type { CleanImage } from './image-check.ts';
export { installUploads } from './install-uploads.ts';
export { readUploads, type ReadUploads } from './read-uploads.ts';
export { insertUploads } from './store-uploads.ts';
