import { formatMinor } from '@pkg/money/money';
import { BoError } from '../../lib/api';
import { deskCurrency } from './promotion-form.ts';

/** Query keys of the promotion desk; every change refreshes those under PROMOTIONS_BO_KEY. */
export const PROMOTIONS_BO_KEY = ['bo', 'promotions'] as const;

/** The text of a failed call: the server's translated message (with the field it names), else the code. */
export function errorOf(error: unknown): string {
  return error instanceof BoError ? error.message || error.code : String(error);
}

/** An amount of the brand's currency with its code, e.g. "PHP 1,234.56". */
export function money(minor: string, currency: string): string {
  return `${currency} ${formatMinor(BigInt(minor), deskCurrency(currency))}`;
}
