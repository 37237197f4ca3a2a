/**
 * The face of modules/pvp/ (decisions 052, 059): the PVP card rooms (Pusoy Dos, Tongits). The rest
 * of the server installs the module and seeds its demo rooms. Only what others use is exported here,
 * by name; no `export *`.
 */

export { installPvp, type PvpModule } from './install-pvp.ts';
export { PVP_VENDOR_CODE } from './pvp-games.ts';
export { DEMO_PVP_ROOMS, seedDemoPvpRooms } from './pvp-rooms.ts';
