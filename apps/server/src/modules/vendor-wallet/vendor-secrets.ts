import type { Queryable } from '../../db/client.ts';
import { createVendorSecretSealer, HOUSE_VENDOR_CODE, newVendorSecret } from './signature.ts';
import { selectBrandIdByCode, updateVendorSecret } from './vendor-wallet.queries.ts';

/** Why a vendor secret could not be set. */
export class VendorSecretError extends Error {}

/**
 * Gives a brand's vendor a new wallet secret: generated, sealed with the app secret (bound to the
 * brand and vendor) and stored in game_vendors.wallet_secret_sealed. The old one stops working at
 * once. Answers the new secret, for the operator to hand to the vendor; it is not shown again.
 * The house vendor is refused: its secret is derived from the app secret, and a stored one would
 * take its place and stop the house games' own wallet calls.
 */
export async function rotateVendorSecret(db: Queryable, appSecret: string, brandCode: string, vendorCode: string): Promise<string> {
  if (vendorCode === HOUSE_VENDOR_CODE)
    throw new VendorSecretError(`vendor "${HOUSE_VENDOR_CODE}" needs no secret: it is derived from APP_SECRET`);
  const brandId = await selectBrandIdByCode(db, brandCode.toLowerCase());
  if (!brandId) throw new VendorSecretError(`no brand "${brandCode}"`);
  const secret = newVendorSecret();
  const sealed = createVendorSecretSealer(appSecret).seal(secret, brandId, vendorCode);
  if (!(await updateVendorSecret(db, brandId, vendorCode, sealed))) {
    throw new VendorSecretError(`brand "${brandCode}" has no vendor "${vendorCode}"`);
  }
  return secret;
}
