import { REGISTER_FIELDS, type RegisterField } from '@pkg/contracts/system';
import { PATTERN_IDS, VALIDATION_PATTERNS, type FieldRule, type PatternId } from '@pkg/contracts/validation-patterns';

function rule(patternId: PatternId, minLength: number, maxLength: number, enabled = false, required = false): FieldRule {
  return { enabled, required, acceptedPattern: VALIDATION_PATTERNS[patternId], patternId, minLength, maxLength };
}

/**
 * What a registration field asks for until the brand's operator sets it: username, password and
 * its confirmation are on and required; every other field is off. Lengths follow common practice
 * (usernames 4-16, passwords 6-20, phone numbers 7-15 digits).
 */
export const DEFAULT_FIELD_RULES: Record<RegisterField, FieldRule> = {
  ...(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, rule('any', 1, 64)])) as Record<RegisterField, FieldRule>),
  username: rule('letterFirst', 4, 16, true, true),
  password: rule('noSpaces', 6, 20, true, true),
  confirmPassword: rule('noSpaces', 6, 20, true, true),
  paymentPassword: rule('digits', 6, 6),
  mobileNum: rule('digits', 7, 15),
  email: rule('email', 6, 64),
  payeeName: rule('englishSpaces', 2, 50),
  idNumber: rule('alphanumeric', 6, 20),
  qqNum: rule('digits', 5, 12),
  affiliateCode: rule('alphanumeric', 4, 16),
  captcha: rule('alphanumeric', 4, 6),
  birthday: rule('dateYmd', 10, 10),
};

/** Every registration field's rule: the brand's stored rule, else the default (a stored unknown pattern counts as none). */
export function fieldRulesOf(
  stored: Array<{ field: string; enabled: boolean; required: boolean; pattern_id: string; min_length: number; max_length: number }>,
): Record<RegisterField, FieldRule> {
  const byField = new Map(stored.map((row) => [row.field, row]));
  const settings = {} as Record<RegisterField, FieldRule>;
  for (const field of REGISTER_FIELDS) {
    const row = byField.get(field);
    const patternId = row && (PATTERN_IDS as string[]).includes(row.pattern_id) ? (row.pattern_id as PatternId) : undefined;
    settings[field] =
      row && patternId
        ? {
            enabled: row.enabled,
            required: row.required,
            patternId,
            acceptedPattern: VALIDATION_PATTERNS[patternId],
            minLength: row.min_length,
            maxLength: row.max_length,
          }
        : DEFAULT_FIELD_RULES[field];
  }
  return settings;
}
