import type { Db, Queryable } from '../../db/client.ts';
import {
  insertAnnouncement,
  insertBrandUnlessExists,
  insertDomain,
  insertHelpCategory,
  insertResource,
  insertServiceLink,
  insertVendor,
} from './brand-seed.queries.ts';
import type { BrandSeed } from './brand-seed.types.ts';

/**
 * Writes a brand and its content unless they exist (keyed by code, domain and slug), so running
 * it again changes nothing and never overwrites what an operator changed since.
 * Returns the brand's id.
 */
export async function seedBrand(db: Db, seed: BrandSeed): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await insertBrandUnlessExists(tx, seed);
    await seedContent(tx, id, seed);
    return id;
  });
}

async function seedContent(tx: Queryable, id: string, seed: BrandSeed) {
  for (const domain of seed.domains ?? []) await insertDomain(tx, id, domain);
  for (const [sort, link] of (seed.serviceLinks ?? []).entries()) await insertServiceLink(tx, id, link, sort);
  for (const [sort, resource] of (seed.resources ?? []).entries()) await insertResource(tx, id, resource, sort);
  for (const [sort, category] of (seed.helpCategories ?? []).entries()) await insertHelpCategory(tx, id, category, sort);
  for (const notice of seed.announcements ?? []) await insertAnnouncement(tx, id, notice);
  for (const [sort, vendor] of (seed.vendors ?? []).entries()) await insertVendor(tx, id, vendor, sort);
}
