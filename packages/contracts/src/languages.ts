/**
 * Languages. TY (Filipino) is the default; the shipped languages have full translations; the
 * catalogue codes are accepted in the `Language` header and fall back to English text.
 */
export const DEFAULT_LANGUAGE = 'TY';

export const SHIPPED_LANGUAGES = ['TY', 'EN', 'ZH', 'TH', 'VI'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** The HTML `lang` attribute of each shipped language (TY is Filipino: `fil`). */
export const HTML_LANG: Record<ShippedLanguage, string> = { TY: 'fil', EN: 'en', ZH: 'zh', TH: 'th', VI: 'vi' };

/** Every language code the platform's catalogue knows, upper case as sent in the `Language` header. */
export const CATALOGUE_LANGUAGES = [
  ...SHIPPED_LANGUAGES,
  'ID',
  'MS',
  'KO',
  'JA',
  'HI',
  'BN',
  'UR',
  'TA',
  'TE',
  'MR',
  'KM',
  'LO',
  'MY',
  'NE',
  'SI',
  'AR',
  'FA',
  'TR',
  'RU',
  'UK',
  'PL',
  'DE',
  'FR',
  'ES',
  'PT',
  'IT',
  'NL',
  'SV',
  'EL',
  'HE',
  'RO',
  'HU',
  'CS',
  'TW',
] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** The native name of each shipped language, for the picker. */
export const LANGUAGE_NAMES: Record<ShippedLanguage, string> = {
  TY: 'Filipino',
  EN: 'English',
  ZH: '中文',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** Normalises a `Language` header value: upper case, a catalogue code, else the default. */
export function normaliseLanguage(value: string | null | undefined): CatalogueLanguage {
  const code = (value ?? '').trim().toUpperCase();
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(code) ? (code as CatalogueLanguage) : DEFAULT_LANGUAGE;
}

/** The shipped language whose texts serve a catalogue code (unshipped codes read English). */
export function textLanguageOf(code: CatalogueLanguage): ShippedLanguage {
  return (SHIPPED_LANGUAGES as readonly string[]).includes(code) ? (code as ShippedLanguage) : 'EN';
}

/**
 * The language of what is sent to an account, e-mails, SMS and notices (decision 064): the language
 * the account saved (the update-language call, or the one it signed up in) when it is a shipped
 * one, else the brand's default language.
 */
export function accountTextLanguage(saved: string | null | undefined, brandDefault: ShippedLanguage): ShippedLanguage {
  const code = (saved ?? '').trim().toUpperCase();
  return (SHIPPED_LANGUAGES as readonly string[]).includes(code) ? (code as ShippedLanguage) : brandDefault;
}
