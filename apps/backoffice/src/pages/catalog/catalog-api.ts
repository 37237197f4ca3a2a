/** Query keys of the catalogue desk; every change refreshes those under CATALOG_BO_KEY. */
export const CATALOG_BO_KEY = ['bo', 'catalog'] as const;

/** A path with its :params filled (each value encoded). */
export function fill(path: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((out, [key, value]) => out.replace(`:${key}`, encodeURIComponent(value)), path);
}

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
