import { formatMinor } from '@pkg/money/money';
import { deskCurrency } from './promotion-form.ts';

/** The desk's failed calls read as every desk's (lib/api.ts). */
export { errorOf } from '../../lib/api';
export { titleText } from './promotion-form.ts';

/** An amount of the brand's currency with its code, e.g. "PHP 1,234.56". */
export function money(minor: string, currency: string): string {
  return `${currency} ${formatMinor(BigInt(minor), deskCurrency(currency))}`;
}
