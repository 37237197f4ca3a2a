import { z } from 'zod';

/**
 * The one money vocabulary of the wire (decision 004 and its addendum). Every contract names money
 * through these schemas and never declares a pattern of its own; `amount-schemas.test.ts` fails
 * when one does.
 *
 * - An amount is integer minor units (centavos for PHP) written as a decimal string: an optional
 *   minus for signed figures, no leading zeros, no sign on zero, no fraction, no exponent, no
 *   spaces. The currency is named beside it (`currency`, or a `CurrencyInfo`).
 * - At most 18 digits: every such number fits PostgreSQL's bigint (whose largest value,
 *   9223372036854775807, has 19 digits, so a 19-digit string may not fit) and a JavaScript bigint,
 *   so a value that passes here never fails in the database. The ledger's own ceiling for a single
 *   movement is lower (10^15, `MAX_AMOUNT_MINOR` on the server) and is checked there.
 * - Names: a field of minor units is `<what>Minor` or `<what>AmountMinor` (`amountMinor`,
 *   `minAmountMinor`, `receivedAmountMinor`, `balanceMinor`). The bare name beside a `...Minor`
 *   twin (`amount` next to `amountMinor`, `balance` next to `balanceMinor`, SPEC.md's `sumBalance`)
 *   is the display text the server formatted with packages/money (decision 018), typed
 *   `formattedAmount`; nothing else on the wire carries money under a name without `Minor`, except
 *   the vendor wallet API whose names the studios call (vendor-wallet.ts).
 * - The server turns wire amounts into bigint once, where they enter (the route's service for
 *   inputs, the queries file for rows), and back into strings only in the views it answers with.
 */

/** The most digits an amount may have: fits PostgreSQL bigint and JavaScript bigint alike. */
export const AMOUNT_MAX_DIGITS = 18;

/** Signed integer minor units: `0`, `123`, `-45`. */
export const AMOUNT_MINOR_PATTERN = /^(0|-?[1-9][0-9]{0,17})$/;
/** Zero or more minor units: `0`, `123`. */
export const NON_NEGATIVE_AMOUNT_MINOR_PATTERN = /^(0|[1-9][0-9]{0,17})$/;
/** More than zero minor units: `1`, `123`. */
export const POSITIVE_AMOUNT_MINOR_PATTERN = /^[1-9][0-9]{0,17}$/;

/** A signed amount in minor units (a balance, a net result, a record's money out). */
export const amountMinor = z.string().regex(AMOUNT_MINOR_PATTERN, 'whole minor units (at most 18 digits)');

/** An amount that is never negative (a limit, a threshold, a total of stakes). */
export const nonNegativeAmountMinor = z.string().regex(NON_NEGATIVE_AMOUNT_MINOR_PATTERN, 'whole minor units, zero or more');

/** An amount that is more than zero (a reward, a unit stake, an issued bonus). */
export const positiveAmountMinor = z.string().regex(POSITIVE_AMOUNT_MINOR_PATTERN, 'whole minor units, more than zero');

/**
 * An amount as a person's request sends it, only shaped here (a string of at most 40 characters):
 * the server parses it (spaces, signs, fractions and exponents are not amounts) and answers
 * `amount_invalid` (HTTP 400, the message in the caller's language, `field` naming the field)
 * rather than the schema's generic `bad_request`, so the form can say what is wrong with the amount. Used by the calls that move a player's money (deposit,
 * withdrawal, transfers, a partial receipt, a slot spin's stake) and the desk's amounts checked
 * the same way (adjustments, withdrawal limits, a brand's largest reward and deposit limits).
 */
export const amountMinorInput = z.string().max(40);

/** The display text of a `...Minor` twin, formatted by packages/money on the server (e.g. "1,234.56"). */
export const formattedAmount = z.string();

/** A currency code (ISO 4217 style: three capital letters, e.g. PHP; XTS for trial money). */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** A currency code as a request sends it, only shaped here: the server answers `currency_mismatch` when it is not the wallet's. */
export const currencyCodeInput = z.string().max(8);

/** A currency with what it takes to show its amounts (packages/money's `Currency`). */
export const currencyInfo = z.object({ code: currencyCode, symbol: z.string(), minorDigits: z.number().int() });
export type CurrencyInfo = z.infer<typeof currencyInfo>;
