/**
 * The face of modules/sportsbook/ (decisions 052, 058): the sportsbook and esports book, its
 * trading desk and its demo feed. Only what others use is exported here, by name; no `export *`.
 */

export { insertBook } from './book.queries.ts';
export { installSportsbook, type Sportsbook } from './install-sportsbook.ts';
