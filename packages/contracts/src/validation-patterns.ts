/**
 * The pattern families a brand can pick for a registration field (SPEC.md section 5). The server
 * sends the pattern id and source; client and server both validate with `checkField`.
 */
export const VALIDATION_PATTERNS = {
  any: '*',
  alphanumeric: '^[A-Za-z0-9]+$',
  letterFirst: '^[A-Za-z][A-Za-z0-9]*$',
  chineseDigits: '^[\\u4e00-\\u9fa50-9]+$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  noSpecials: '^[\\p{L}\\p{N} ]+$',
  digits: '^[0-9]+$',
  oneCapital: '^(?=.*[A-Z]).+$',
  englishSpaces: '^[A-Za-z ]+$',
  noSpaces: '^\\S+$',
  chinesePunctuation: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$',
  thaiOnly: '^[\\u0e00-\\u0e7f ]+$',
  koreanOnly: '^[\\uac00-\\ud7af\\u1100-\\u11ff\\u3130-\\u318f ]+$',
  dateYmd: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  dateMdy: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
} as const;

export type PatternId = keyof typeof VALIDATION_PATTERNS;
export const PATTERN_IDS = Object.keys(VALIDATION_PATTERNS) as PatternId[];

/** One field's rule as a brand stores it and `GET /wps/system/setting/register` returns it. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: PatternId;
  minLength: number;
  maxLength: number;
}

export type FieldCheck = { ok: true } | { ok: false; reason: 'required' | 'pattern' | 'length'; min: number; max: number };

/**
 * Checks one value against a field rule: an empty value fails only when required; otherwise the
 * value must match the pattern (`*` matches all) and have a length within bounds.
 */
export function checkField(rule: FieldRule, raw: string | null | undefined): FieldCheck {
  const value = raw ?? '';
  const bounds = { min: rule.minLength, max: rule.maxLength };
  if (!rule.enabled) return { ok: true };
  if (value === '') return rule.required ? { ok: false, reason: 'required', ...bounds } : { ok: true };
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return { ok: false, reason: 'length', ...bounds };
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(value)) {
    return { ok: false, reason: 'pattern', ...bounds };
  }
  return { ok: true };
}
