import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read from a text message. */
const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A 12-character temporary password with an upper-case letter, a lower-case letter and a digit. */
export function temporaryPassword(): string {
  for (;;) {
    let value = '';
    for (let index = 0; index < 12; index += 1) value += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
    if (/[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value)) return value;
  }
}
