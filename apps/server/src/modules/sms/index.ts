/**
 * The face of modules/sms/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { createSmsCodeService, type SmsCodeService } from './sms-code.service.ts';
export { createHttpSmsProvider, createOutboxProvider } from './sms-provider.ts';
export { smsRoutes } from './sms.routes.ts';
