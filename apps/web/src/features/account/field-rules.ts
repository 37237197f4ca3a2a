import type { TFunction } from 'i18next';
import type { RegisterField } from '@pkg/contracts/system';
import { checkField, type FieldRule, type PatternId } from '@pkg/contracts/validation-patterns';

/**
 * Client-side checks of the registration and password forms (SPEC.md section 5). They use the
 * same `checkField` and the same "always required when shown" list as the server, so the player
 * sees the server's verdict before anything is sent.
 */

/** Fields required whenever they are shown, whatever the brand's rule says. */
export const ALWAYS_REQUIRED: readonly string[] = ['username', 'password', 'confirmPassword', 'paymentPassword', 'mobileNum', 'captcha'];

/** Fields whose pattern failure has its own text in SPEC.md section 8. */
const PATTERN_TEXT: Record<string, string> = {
  username: 'account.validation.usernameFormat',
  password: 'account.validation.passwordFormat',
  newPassword: 'account.validation.passwordFormat',
  paymentPassword: 'account.validation.passwordFormat',
  email: 'account.validation.emailFormat',
};

/** Why a field was refused: a broken rule, a confirmation that differs, or an answer from the server. */
export type Problem =
  | { kind: 'required' | 'length' | 'pattern'; min: number; max: number; patternId: PatternId }
  | { kind: 'mismatch' }
  | { kind: 'text'; key: string; values?: Record<string, string | number> };

/** The rule as the form applies it: shown fields of the always-required list are required. */
export function effectiveRule(field: string, rule: FieldRule, forceEnabled = false): FieldRule {
  const enabled = rule.enabled || forceEnabled;
  return { ...rule, enabled, required: rule.required || (enabled && ALWAYS_REQUIRED.includes(field)) };
}

/** Checks one value against its rule; null when it passes. */
export function checkRule(field: string, rule: FieldRule, value: string, forceEnabled = false): Problem | null {
  const result = checkField(effectiveRule(field, rule, forceEnabled), value);
  return result.ok ? null : { kind: result.reason, min: result.min, max: result.max, patternId: rule.patternId };
}

/** Checks a confirmation: required, and equal to what it confirms. */
export function checkConfirmation(value: string, original: string): Problem | null {
  if (value === '') return { kind: 'required', min: 0, max: 0, patternId: 'any' };
  return value === original ? null : { kind: 'mismatch' };
}

/** The text of a problem, naming the field the way its label does. */
export function problemText(t: TFunction, field: string, problem: Problem): string {
  const label = () => t(`account.fields.${field}`);
  switch (problem.kind) {
    case 'required':
      return t('account.validation.required', { field: label() });
    case 'length':
      return problem.min === problem.max
        ? t('account.validation.lengthExact', { field: label(), min: problem.min })
        : t('account.validation.length', { field: label(), min: problem.min, max: problem.max });
    case 'pattern': {
      const own = PATTERN_TEXT[field];
      if (own) return t(own);
      return t('account.validation.pattern', { field: label(), rule: t(`account.validation.patterns.${problem.patternId}`) });
    }
    case 'mismatch':
      return t('errors.password_mismatch');
    case 'text':
      return t(problem.key, problem.values);
  }
}

/** A short hint of what a field accepts (length and pattern), or null when anything goes. */
export function ruleHint(t: TFunction, rule: FieldRule): string | null {
  if (rule.patternId === 'any') return null;
  const values = { min: rule.minLength, max: rule.maxLength, rule: t(`account.validation.patterns.${rule.patternId}`) };
  return rule.minLength === rule.maxLength ? t('account.validation.hintExact', values) : t('account.validation.hint', values);
}

/**
 * The registration fields the form shows for a tab, in the order the server lists them (the
 * contracts' REGISTER_FIELDS order; that list lives beside zod schemas, so it is not imported here).
 */
export function shownFields(rules: Record<RegisterField, FieldRule>, mode: 'username' | 'mobile'): RegisterField[] {
  return (Object.keys(rules) as RegisterField[]).filter((field) => {
    if (mode === 'mobile' && field === 'username') return false;
    // A mobile sign-up always asks for the number; the password is always set (the server requires it).
    if ((mode === 'mobile' && field === 'mobileNum') || field === 'password') return true;
    return rules[field].enabled;
  });
}
