/**
 * The house vendors whose games are live tables on the round engine (decision 054): their hall on
 * /live is the tables' lobby, not the icon grid; any other LIVE vendor (a studio with filmed
 * dealers, added through the vendor interface) keeps the usual hall beside them.
 */
export const HOUSE_TABLE_VENDORS: readonly string[] = ['BTLIVE'];

export const isHouseTablesVendor = (vendorCode: string): boolean => HOUSE_TABLE_VENDORS.includes(vendorCode);
