import type { PopupMemory } from './popup-rules';

// Popups shown during this load of the site (module state lives as long as the page).
const shownThisLoad = new Set<string>();

/** The browser's memory of shown popups: the tab's session storage, local storage, and this load. */
export function popupMemory(): PopupMemory {
  return { session: sessionStorage, local: localStorage, shownThisLoad };
}
