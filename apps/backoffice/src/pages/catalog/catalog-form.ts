/** The catalogue desk's form reading (its calls and query keys are in api/catalog.ts). */

/** A form's text field, trimmed ("" when absent). */
export function field(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

/** A form's checkbox. */
export function checked(form: FormData, name: string): boolean {
  return form.get(name) === 'on';
}

/** A form's whole-number field, or null when it is not one. */
export function whole(form: FormData, name: string): number | null {
  const text = field(form, name);
  return /^-?\d{1,7}$/.test(text) ? Number(text) : null;
}

/** The desk's failed calls read as every desk's (lib/api.ts). */
export { errorOf } from '../../lib/api';
