import { createHash, timingSafeEqual } from 'node:crypto';

const DOT = '•';

/** A mobile number with all but its last four digits hidden: "+63 ••••••4567". */
export function maskMobile(dialingCode: string, number: string): string {
  const shown = number.length > 6 ? 4 : Math.max(0, number.length - 3);
  return `${dialingCode} ${DOT.repeat(number.length - shown)}${number.slice(number.length - shown)}`;
}

/** An e-mail address with the name hidden but its first letter: "r•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return DOT.repeat(3);
  return `${email[0]}${DOT.repeat(3)}${email.slice(at)}`;
}

/** A bank account name as compared: the same characters, whatever their case and spacing. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Compares two names after normalising, in time that does not depend on where they differ. */
export function sameName(given: string, stored: string): boolean {
  const a = createHash('sha256').update(normaliseName(given)).digest();
  const b = createHash('sha256').update(normaliseName(stored)).digest();
  return normaliseName(given).length > 0 && timingSafeEqual(a, b);
}
