import type { BoBrandSave, BoBrandSettingsChange, BoBrandView } from '@pkg/contracts/brand-settings';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { BrandAdminError, getBrand, updateBrand } from './brand-admin.ts';
import { selectBrandCodeById } from './brand-admin.queries.ts';
import type { BrandChanges, BrandView } from './brand-admin.types.ts';
import type { BrandService } from '../brands/index.ts';

/**
 * The back office's brand settings desk (decision 039). Every change goes through brand-admin's
 * updateBrand, the same check and write as `npm run brand`, with the staff audit (before and after of
 * what changed) in its transaction; then this process's brand cache is dropped so the site serves
 * the change on its next call. Other processes see it within BRAND_CACHE_MS.
 */
export function createBrandDesk(deps: { db: Db; clock: Clock; brands: Pick<BrandService, 'invalidate'> }) {
  const { db, clock } = deps;

  async function codeOf(actor: StaffActor, brandId: string): Promise<string> {
    assertBrandInScope(actor, brandId);
    const code = await selectBrandCodeById(db, brandId);
    if (!code) throw new AppError('not_found', 'no such brand');
    return code;
  }

  async function view(actor: StaffActor, brandId: string): Promise<BoBrandView> {
    const brand = await getBrand(db, await codeOf(actor, brandId));
    if (!brand) throw new AppError('not_found', 'no such brand');
    return toView(brandId, brand);
  }

  return {
    view,

    async save(actor: StaffActor, input: BoBrandSave): Promise<BoBrandView> {
      const code = await codeOf(actor, input.brandId);
      const current = await getBrand(db, code);
      if (!current) throw new AppError('not_found', 'no such brand');
      try {
        await updateBrand(db, code, toChanges(input.settings, current), {
          onChange: (tx, { brandId, before, after }) =>
            auditStaffChange(tx, clock, actor, {
              action: 'brand.settings',
              brandId,
              target: `brand:${code}`,
              detail: changedParts(before, after),
            }),
        });
      } catch (error) {
        if (!(error instanceof BrandAdminError)) throw error;
        if (error.kind === 'conflict') throw new AppError('brand_domain_taken', error.message);
        if (error.kind === 'not_found') throw new AppError('not_found', error.message);
        throw new AppError('brand_settings_invalid', error.message);
      }
      deps.brands.invalidate();
      return view(actor, input.brandId);
    },
  };
}

export type BrandDesk = ReturnType<typeof createBrandDesk>;

/**
 * The desk sends whole lists of blocked countries and ranges; brand-admin (like the CLI) takes what
 * to block and what to lift, so the lists are turned into those two against what is stored.
 */
function toChanges(settings: BoBrandSettingsChange, current: BrandView): BrandChanges {
  const { blockedCountries, blockedIpRanges, addDomains, firebase, ...rest } = settings;
  const changes: BrandChanges = { ...rest };
  if (blockedCountries) {
    const wanted = blockedCountries.map((country) => country.trim().toUpperCase());
    changes.blockCountries = wanted;
    changes.unblockCountries = current.blockedCountries.filter((country) => !wanted.includes(country));
  }
  if (blockedIpRanges) {
    const wanted = blockedIpRanges.map((range) => range.trim());
    changes.blockIpRanges = wanted;
    changes.unblockIpRanges = current.blockedIpRanges.filter((range) => !wanted.includes(range));
  }
  if (addDomains) changes.domains = addDomains;
  if (firebase !== undefined) changes.signIn = { firebase };
  return changes;
}

/** The parts of the brand a change touched, before and after, for the staff audit. */
function changedParts(before: BrandView, after: BrandView): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof BrandView>) {
    if (key === 'updatedAt' || key === 'createdAt') continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    old[key] = before[key];
    now[key] = after[key];
  }
  return { before: old, after: now };
}

function toView(brandId: string, brand: BrandView): BoBrandView {
  return {
    brandId,
    code: brand.code,
    name: brand.name,
    logoUrl: brand.logoUrl,
    theme: brand.theme,
    languages: brand.languages as BoBrandView['languages'],
    defaultLanguage: brand.defaultLanguage as BoBrandView['defaultLanguage'],
    currency: brand.currency,
    socialLinks: brand.socialLinks,
    affiliateUrl: brand.affiliateUrl,
    aboutText: brand.aboutText,
    resources: brand.resources,
    serviceLinks: brand.serviceLinks,
    registerFields: Object.fromEntries(
      Object.entries(brand.registerFields).map(([field, rule]) => [
        field,
        { enabled: rule.enabled, required: rule.required, patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength },
      ]),
    ) as BoBrandView['registerFields'],
    flags: brand.flags,
    systemStatus: brand.systemStatus as BoBrandView['systemStatus'],
    legalAge: brand.legalAge,
    maxRewardMinor: brand.maxRewardMinor,
    depositLimits: brand.depositLimits,
    firstLoginAction: brand.firstLoginAction,
    paymentWaitAlertMinutes: brand.paymentWaitAlertMinutes,
    siteMenu: brand.siteMenu as BoBrandView['siteMenu'],
    siteRoutesOff: brand.siteRoutesOff,
    blockedCountries: brand.blockedCountries,
    blockedIpRanges: brand.blockedIpRanges,
    disabledGameTypes: brand.disabledGameTypes,
    domains: brand.domains,
    firebase: brand.firebase,
    signInClients: brand.signInClients,
    updatedAt: brand.updatedAt,
  };
}
