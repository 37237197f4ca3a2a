/**
 * Game categories by the visitor's country (decision 056): a brand lists, per category, the
 * countries whose visitors neither see nor play it (e-sabong is suspended in the Philippines, so
 * cockfights are off for Philippine visitors by default). A request's brand is the brand as that
 * visitor is offered it: the categories off for their country join the brand's own switched-off
 * ones, so every menu, list, launch and wallet check that reads `disabledGameTypes` applies the
 * rule with no code of its own; `offForVisitor` tells a refusal why.
 */
import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
import type { Brand } from './brand.types.ts';

/** The code a rule lists for visitors whose country GeoIP cannot tell (ISO 3166's user-assigned "unknown"). */
export const UNKNOWN_COUNTRY = 'ZZ';

const COUNTRY = /^[A-Z]{2}$/;

/** The stored rules, read leniently: known categories, two-letter codes; anything else is ignored. */
export function countryRulesOf(stored: Record<string, unknown>): Brand['gameTypesOffByCountry'] {
  const rules: Brand['gameTypesOffByCountry'] = {};
  for (const type of GAME_TYPES) {
    const countries = stored[type];
    if (!Array.isArray(countries)) continue;
    const valid = countries.filter((country): country is string => typeof country === 'string' && COUNTRY.test(country));
    if (valid.length > 0) rules[type] = valid;
  }
  return rules;
}

/** The categories off for a visitor from `country` (null: not known) by the brand's country rules. */
export function gameTypesOffFor(brand: Pick<Brand, 'gameTypesOffByCountry'>, country: string | null): GameType[] {
  const code = country ?? UNKNOWN_COUNTRY;
  return GAME_TYPES.filter((type) => brand.gameTypesOffByCountry[type]?.includes(code) ?? false);
}

/** The brand as a visitor from `country` is offered it (the same object when no rule applies to them). */
export function brandForVisitor(brand: Brand, country: string | null): Brand {
  const off = gameTypesOffFor(brand, country).filter((type) => !brand.disabledGameTypes.includes(type));
  if (off.length === 0) return brand;
  return { ...brand, disabledGameTypes: [...brand.disabledGameTypes, ...off], offForVisitor: off };
}
