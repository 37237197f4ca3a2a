/**
 * The face of modules/live-chat/ (decisions 052, 062): the built-in live chat's install. Only what
 * others use is exported here, by name; no `export *`.
 */

export { installLiveChat } from './install-live-chat.ts';
/** The brand's word bounds of a support question, which the feedback form keeps too (decision 064). */
export { selectSettings as selectSupportSettings } from './live-chat.queries.ts';
