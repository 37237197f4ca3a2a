/**
 * The house vendors whose games are bingo rooms on the round engine (decision 057): their hall on
 * /bingo is the rooms' lobby, not the icon grid; any other BINGO vendor keeps the usual hall.
 */
export const HOUSE_BINGO_VENDORS: readonly string[] = ['BTBINGO'];

export const isHouseBingoVendor = (vendorCode: string): boolean => HOUSE_BINGO_VENDORS.includes(vendorCode);
