/**
 * The face of modules/payment-password/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installPaymentPassword } from './install-payment-password.ts';
// The row's sub-select and its reader are for another module's queries file: the transfers read the
// payment password in the same statement as their other rows (one round trip), then check it with verifyRow.
export { type PaymentPasswordRow, paymentPasswordRowOf, paymentPasswordRowSql } from './payment-password.queries.ts';
export type { PaymentPasswordService } from './payment-password.service.ts';
