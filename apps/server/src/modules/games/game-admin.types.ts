/** The shapes of the operators' game and vendor switches (game-admin.ts, vendor-admin.ts). */

/** What may be set on a game; absent fields keep their value (a new game needs name and type). */
export interface GameChange {
  displayName?: string;
  /** Names per shipped language; "" removes that language. */
  names?: Record<string, string>;
  gameType?: string;
  category?: string;
  iconUrl?: string;
  isHot?: boolean;
  isNew?: boolean;
  enabled?: boolean;
  maintenance?: boolean;
  /** The PVP room id; "" removes it. */
  roomId?: string;
  sort?: number;
}

/** What may be set on a vendor; absent fields keep their value (a new vendor needs name and type). */
export interface VendorChange {
  displayName?: string;
  /** The key the lobby groups the vendor's games by (defaults to the vendor code). */
  vassalage?: string;
  gameType?: string;
  /** Logo: https URL or site path; "" for none. */
  logoUrl?: string;
  isHot?: boolean;
  /** VASSALAGE: the menu opens the vendor's lobby; GAME: the vendor is one game launched directly. */
  isGame?: 'VASSALAGE' | 'GAME';
  enabled?: boolean;
  maintenance?: boolean;
  /** Launch address template ({token}, {game}, {lang}): an https URL or a site path. */
  launchUrl?: string;
  /** A second launch address template, answered as game_url2 (decision 044); "" for none. */
  launchUrl2?: string;
  /** seamless: bets move the main wallet through the wallet API; transfer: the vendor keeps its own sub-wallet. */
  walletType?: 'seamless' | 'transfer';
  sort?: number;
}

/** A vendor as the desk lists it (never its secret, only whether one is set). */
export interface AdminVendor {
  vendorCode: string;
  vassalage: string;
  displayName: string;
  gameType: string;
  logoUrl: string;
  isHot: boolean;
  isGame: 'VASSALAGE' | 'GAME';
  enabled: boolean;
  maintenance: boolean;
  launchUrl: string;
  /** The second launch address template (game_url2), "" for none. */
  launchUrl2: string;
  walletType: 'seamless' | 'transfer';
  sort: number;
  hasWalletSecret: boolean;
  gameCount: number;
}

/** Filters of the desk's game list; absent ones match every game. */
export interface GameFilter {
  vendor?: string;
  gameType?: string;
  /** Part of the game code or the fallback name, any case. */
  search?: string;
  enabled?: boolean;
}

/** A game as the CLI lists it. */
export interface AdminGame {
  vendorCode: string;
  gameCode: string;
  displayName: string;
  names: Record<string, string>;
  gameType: string;
  category: string;
  iconUrl: string;
  isHot: boolean;
  isNew: boolean;
  enabled: boolean;
  maintenance: boolean;
  roomId: string | null;
  sort: number;
}
