import { GAME_TYPES } from '@pkg/contracts/game-types';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffActor } from '../staff/index.ts';
import { audit, brandIdOf, GameAdminError, invalid, SITE_OR_HTTPS, VENDOR_CODE } from './game-admin.ts';
import { insertVendor, selectAdminVendors, updateVendorSettings } from './game-admin.queries.ts';
import type { AdminVendor, VendorChange } from './game-admin.types.ts';

/**
 * Operators' vendor switches (the `game` CLI and the catalogue desk, as game-admin.ts): a brand's
 * vendors added and changed, switched off or into maintenance, their launch addresses and wallet type.
 */

/** A brand's vendors, enabled or not, in menu order. */
export async function listVendors(db: Db, brandCode: string): Promise<AdminVendor[]> {
  return selectAdminVendors(db, await brandIdOf(db, brandCode), null);
}

function checkVendorChange(change: VendorChange): void {
  if (change.displayName !== undefined && (change.displayName.trim().length < 1 || change.displayName.length > 100))
    invalid('name: 1-100 characters');
  if (change.vassalage !== undefined && !VENDOR_CODE.test(change.vassalage)) invalid('vassalage: 2-32 letters, digits or underscores');
  if (change.gameType !== undefined && !(GAME_TYPES as readonly string[]).includes(change.gameType))
    invalid(`type: one of ${GAME_TYPES.join(', ')}`);
  if (change.logoUrl !== undefined && change.logoUrl !== '' && !SITE_OR_HTTPS.test(change.logoUrl))
    invalid('logo: an https URL or a site path');
  if (change.launchUrl !== undefined && change.launchUrl !== '' && !SITE_OR_HTTPS.test(change.launchUrl))
    invalid('launch-url: an https URL or a site path');
  if (change.launchUrl2 !== undefined && change.launchUrl2 !== '' && !SITE_OR_HTTPS.test(change.launchUrl2))
    invalid('launch-url2: an https URL or a site path');
  if (change.isGame !== undefined && change.isGame !== 'VASSALAGE' && change.isGame !== 'GAME') invalid('kind: VASSALAGE or GAME');
  if (change.walletType !== undefined && change.walletType !== 'seamless' && change.walletType !== 'transfer')
    invalid('wallet type: seamless or transfer');
  if (change.sort !== undefined && (!Number.isInteger(change.sort) || change.sort < 0 || change.sort > 32_767)) invalid('sort: 0-32767');
}

/** A new vendor's settings: the change, with the defaults; a name and a type are needed. */
function newVendor(vendorCode: string, change: VendorChange): Omit<AdminVendor, 'hasWalletSecret' | 'gameCount'> {
  return {
    vendorCode,
    vassalage: change.vassalage ?? vendorCode,
    displayName: change.displayName?.trim() ?? invalid('a new vendor needs a name'),
    gameType: change.gameType ?? invalid('a new vendor needs a type'),
    logoUrl: change.logoUrl ?? '',
    isHot: change.isHot ?? false,
    isGame: change.isGame ?? 'VASSALAGE',
    enabled: change.enabled ?? true,
    maintenance: change.maintenance ?? false,
    launchUrl: change.launchUrl ?? '',
    walletType: change.walletType ?? 'seamless',
    sort: change.sort ?? 0,
    launchUrl2: change.launchUrl2 ?? '',
  };
}

/**
 * Adds a vendor to a brand (`create`: its code unused) or changes one: name, type, logo, switches,
 * maintenance, launch address and wallet type. The wallet secret is set only by rotation.
 */
export async function saveVendor(
  db: Db,
  clock: Clock,
  target: { brand: string; vendor: string; create: boolean },
  change: VendorChange,
  actor: StaffActor | null = null,
): Promise<AdminVendor> {
  if (target.create && !VENDOR_CODE.test(target.vendor)) invalid('code: 2-32 letters, digits or underscores');
  checkVendorChange(change);
  if (!target.create && Object.keys(change).length === 0) invalid('nothing to change: give --enabled, --maintenance or --launch-url');
  return db.transaction(async (tx) => {
    const brandId = await brandIdOf(tx, target.brand);
    const [existing] = await selectAdminVendors(tx, brandId, target.vendor, true);
    if (target.create && existing) throw new GameAdminError('exists', `vendor "${target.vendor}" exists in this brand`);
    if (!target.create && !existing) throw new GameAdminError('not_found', `no vendor "${target.vendor}" in this brand`);
    if (existing) await updateVendorSettings(tx, brandId, existing.vendorCode, change);
    else await insertVendor(tx, brandId, newVendor(target.vendor, change));
    const [saved] = await selectAdminVendors(tx, brandId, target.vendor);
    if (!saved) throw new Error(`vendor ${target.vendor} vanished inside its transaction`);
    await audit(tx, clock, actor, brandId, existing ? 'game_vendor.update' : 'game_vendor.create', `game_vendor:${saved.vendorCode}`, {
      before: existing ?? null,
      after: saved,
    });
    return saved;
  });
}

/** Switches a vendor on or off, into or out of maintenance, or sets its launch address (the CLI's `update` without a game). */
export async function updateVendor(db: Db, clock: Clock, brand: string, vendor: string, change: VendorChange): Promise<void> {
  await saveVendor(db, clock, { brand, vendor, create: false }, change);
}
