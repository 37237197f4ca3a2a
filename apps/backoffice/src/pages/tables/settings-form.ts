import type { LiveTableStoredSettings } from '@pkg/contracts/live-tables';
import { formatMinor, parseMajorInput, type Currency } from '@pkg/money/money';

/**
 * A live table's settings as the tables desk's form holds them: texts as typed (amounts in the
 * brand's major units, times in seconds, odds "to one" with up to four decimals), read from the
 * stored settings and turned back into them. The server checks the result against the game's rules
 * (a preview shows its problems and house edges); here only what cannot be read is refused.
 */

export const NAME_LANGUAGES = ['EN', 'TY', 'ZH', 'TH', 'VI'] as const;

export interface SpotLimitInput {
  spot: string;
  min: string;
  max: string;
}

export interface SettingsForm {
  names: Record<string, string>;
  bettingSeconds: string;
  revealSeconds: string;
  chips: string;
  defaultMin: string;
  defaultMax: string;
  spotLimits: SpotLimitInput[];
  maxPayout: string;
  allowOpposite: boolean;
  paytableName: string;
  /** Each spot's odds per outcome class, "to one": 0.95, 8, -0.5 (a tie losing half). */
  odds: Record<string, Record<string, string>>;
  shoe: { decks: string; cutCardMin: string; cutCardMax: string; burn: boolean } | null;
}

/** A part of the form a problem belongs to (as the server names the settings' fields). */
export type FormField = 'names' | 'times' | 'chipsMinor' | 'limits' | 'paytable' | 'shoe';

const ODDS_SCALE: Currency = { code: 'X', symbol: '', minorDigits: 4 };

/** Odds in ten-thousandths to one as typed: 9500 -> "0.95", 80000 -> "8", -5000 -> "-0.5". */
export function oddsText(oddsX10k: number): string {
  return formatMinor(BigInt(oddsX10k), ODDS_SCALE)
    .replaceAll(',', '')
    .replace(/\.?0+$/, '');
}

/** Typed odds back in ten-thousandths, or null when they are not a number with at most four decimals. */
export function readOdds(text: string): number | null {
  const value = parseMajorInput(text, ODDS_SCALE);
  return value === null ? null : Number(value);
}

/** The odds of a paytable as the form holds them (the table's, or a preset chosen). */
export function oddsOf(paytable: LiveTableStoredSettings['paytable']): SettingsForm['odds'] {
  return Object.fromEntries(
    Object.entries(paytable.odds).map(([spot, classes]) => [
      spot,
      Object.fromEntries(Object.entries(classes).map(([name, odds]) => [name, oddsText(odds)])),
    ]),
  );
}

const major = (minor: string, currency: Currency) => formatMinor(BigInt(minor), currency).replaceAll(',', '');

/** The form of stored settings. */
export function formOf(settings: LiveTableStoredSettings, currency: Currency): SettingsForm {
  return {
    names: Object.fromEntries(NAME_LANGUAGES.map((language) => [language, settings.names[language] ?? ''])),
    bettingSeconds: String(settings.bettingMs / 1000),
    revealSeconds: String(settings.revealMs / 1000),
    chips: settings.chipsMinor.map((chip) => major(chip, currency)).join(', '),
    defaultMin: major(settings.limits.defaultSpot.minMinor, currency),
    defaultMax: major(settings.limits.defaultSpot.maxMinor, currency),
    spotLimits: Object.entries(settings.limits.spots).map(([spot, limit]) => ({
      spot,
      min: major(limit.minMinor, currency),
      max: major(limit.maxMinor, currency),
    })),
    maxPayout: major(settings.limits.maxPayoutMinor, currency),
    allowOpposite: settings.limits.allowOpposite,
    paytableName: settings.paytable.name,
    odds: oddsOf(settings.paytable),
    shoe: settings.shoe
      ? {
          decks: String(settings.shoe.decks),
          cutCardMin: String(settings.shoe.cutCardMin),
          cutCardMax: String(settings.shoe.cutCardMax),
          burn: settings.shoe.burn,
        }
      : null,
  };
}

/** What could not be read, by the form's part; empty when everything was. */
export type FormErrors = Partial<Record<FormField, string[]>>;

/**
 * The stored settings of a filled form, on top of `base` (the kind, the paytable's game and the
 * opposite pairs are kept); or what could not be read.
 */
export function settingsOf(
  form: SettingsForm,
  base: LiveTableStoredSettings,
  currency: Currency,
): { settings: LiveTableStoredSettings } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const fail = (field: FormField, text: string) => (errors[field] ??= []).push(text);
  const amount = (field: FormField, label: string, text: string): string => {
    const value = parseMajorInput(text, currency);
    if (value === null || value <= 0n) fail(field, label);
    return (value ?? 0n).toString();
  };
  const whole = (field: FormField, label: string, text: string): number => {
    const value = Number(text);
    if (!/^[0-9]+(\.[0-9]{1,3})?$/.test(text.trim()) || !Number.isFinite(value)) fail(field, label);
    return value;
  };
  const names = Object.fromEntries(
    Object.entries(form.names)
      .map(([language, name]) => [language, name.trim()] as const)
      .filter(([, name]) => name !== ''),
  );
  const chipsMinor = form.chips
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((chip) => amount('chipsMinor', chip, chip));
  if (chipsMinor.length === 0) fail('chipsMinor', '');
  const odds: Record<string, Record<string, number>> = {};
  for (const [spot, classes] of Object.entries(form.odds)) {
    odds[spot] = {};
    for (const [name, text] of Object.entries(classes)) {
      const value = readOdds(text);
      if (value === null) fail('paytable', `${spot}/${name}`);
      (odds[spot] as Record<string, number>)[name] = value ?? 0;
    }
  }
  const settings: LiveTableStoredSettings = {
    kind: base.kind,
    names,
    paytable: { game: base.paytable.game, name: form.paytableName.trim() || base.paytable.name, odds },
    limits: {
      defaultSpot: { minMinor: amount('limits', 'min', form.defaultMin), maxMinor: amount('limits', 'max', form.defaultMax) },
      spots: Object.fromEntries(
        form.spotLimits.map((limit) => [
          limit.spot,
          { minMinor: amount('limits', limit.spot, limit.min), maxMinor: amount('limits', limit.spot, limit.max) },
        ]),
      ),
      maxPayoutMinor: amount('limits', 'maxPayout', form.maxPayout),
      opposites: base.limits.opposites,
      allowOpposite: form.allowOpposite,
    },
    chipsMinor,
    bettingMs: Math.round(whole('times', 'betting', form.bettingSeconds) * 1000),
    revealMs: Math.round(whole('times', 'reveal', form.revealSeconds) * 1000),
    ...(form.shoe
      ? {
          shoe: {
            decks: whole('shoe', 'decks', form.shoe.decks),
            cutCardMin: whole('shoe', 'cutCardMin', form.shoe.cutCardMin),
            cutCardMax: whole('shoe', 'cutCardMax', form.shoe.cutCardMax),
            burn: form.shoe.burn,
          },
        }
      : {}),
  };
  return Object.keys(errors).length > 0 ? { errors } : { settings };
}

/** The form's part a server problem belongs to. */
export function fieldOf(serverField: string): FormField {
  if (serverField === 'bettingMs' || serverField === 'revealMs') return 'times';
  if (serverField === 'names' || serverField === 'chipsMinor' || serverField === 'limits' || serverField === 'shoe') return serverField;
  return 'paytable';
}
