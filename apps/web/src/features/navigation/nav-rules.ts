import { LOTTERY_TYPES, type GameType } from '@pkg/contracts/game-types';
import type { GameMenus, Vendor } from '@pkg/contracts/games';

/** What clicking a vendor does (SPEC.md section 2). */
export type VendorAction =
  | { kind: 'page'; path: string }
  | { kind: 'lottery'; path: string }
  | { kind: 'gameList'; vendor: Vendor }
  | { kind: 'launch'; vendor: Vendor };

const TYPES_WITH_PAGES: readonly GameType[] = ['RNG', 'FISH', 'PVP', 'LIVE'];

/** The site path of a game type's tab: its name in lower case. */
export function gameTypePath(gameType: GameType): string {
  return `/${gameType.toLowerCase()}`;
}

/**
 * RNG, FISH, PVP and LIVE vendors open their type's page filtered to the vendor; ELOTT and LOTT
 * start a lottery (the e-lottery app and the Vietnamese lottery app); a VASSALAGE vendor lists its
 * games in a popup; anything else launches.
 */
export function vendorAction(vendor: Vendor): VendorAction {
  if (TYPES_WITH_PAGES.includes(vendor.gameType)) {
    return { kind: 'page', path: `${gameTypePath(vendor.gameType)}?vendor=${encodeURIComponent(vendor.vendorCode)}` };
  }
  if (vendor.gameType === 'ELOTT') return { kind: 'lottery', path: '/lottery' };
  if (vendor.gameType === 'LOTT') return { kind: 'lottery', path: '/vnlottery' };
  if (vendor.isGame === 'VASSALAGE') return { kind: 'gameList', vendor };
  return { kind: 'launch', vendor };
}

/** One header entry: a game type (lottery types merged as LOTTERY) with its vendors. */
export interface NavEntry {
  key: string;
  /** i18n key of the label. */
  labelKey: string;
  /** Where the tab itself goes; null when clicking it starts the first vendor's game. */
  path: string | null;
  vendors: Vendor[];
}

/**
 * Builds the header's game entries in menu order: one per type present, the lottery types under
 * one LOTTERY entry whose tab opens the lottery lobby (/elott). Cockfight and sports have no page;
 * their tab starts the first vendor.
 */
export function buildNavEntries(menus: GameMenus['menus']): NavEntry[] {
  const entries: NavEntry[] = [];
  let lottery: NavEntry | undefined;
  for (const { gameType, vendors } of menus) {
    if (LOTTERY_TYPES.includes(gameType)) {
      if (!lottery) {
        lottery = { key: 'LOTTERY', labelKey: 'nav.types.LOTTERY', path: '/elott', vendors: [] };
        entries.push(lottery);
      }
      lottery.vendors.push(...vendors);
      continue;
    }
    const hasPage = gameType !== 'COCKFIGHT' && gameType !== 'SPORTS';
    entries.push({ key: gameType, labelKey: `nav.types.${gameType}`, path: hasPage ? gameTypePath(gameType) : null, vendors });
  }
  return entries;
}
