import { z } from 'zod';

/**
 * A database id (a positive bigint) as text. At most 18 digits: every such number fits
 * PostgreSQL's bigint, while a 19-digit one may not (the largest is 9223372036854775807), and the
 * database then refuses the comparison itself, which surfaced as a 500 instead of "not found" or
 * "bad request". Ids are far below 10^18.
 */
export const DB_ID_PATTERN = /^[1-9][0-9]{0,17}$/;

export const dbId = z.string().regex(DB_ID_PATTERN);

/** True when `value` can name a row: anything else names nothing and never reaches a query. */
export function isDbId(value: unknown): value is string {
  return typeof value === 'string' && DB_ID_PATTERN.test(value);
}
