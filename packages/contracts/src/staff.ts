import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles.ts';

/** The back office's calls under /bo (apps/backoffice). Responses use the same envelope as /wps. */

/** `POST /bo/session/login`: password and the authenticator's current code, always both. */
export const staffLoginPayload = z.object({
  username: z.string().trim().toLowerCase().min(1).max(32),
  password: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type StaffLoginPayload = z.infer<typeof staffLoginPayload>;

export const staffMe = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** Brand codes in scope; every brand when allBrands. */
  brands: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  allBrands: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMe>;

/** `GET /bo/audit`: newest first, paged by the last id seen; `kind=signIn` keeps sign-in events only (decision 060). */
export const staffAuditQuery = z.object({
  kind: z.enum(['all', 'signIn']).default('all'),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const staffAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  staff: z.string(),
  action: z.string(),
  brand: z.string().nullable(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntry>;

export const staffAuditPage = z.object({ entries: z.array(staffAuditEntry), nextBefore: z.string().nullable() });
export type StaffAuditPage = z.infer<typeof staffAuditPage>;

/**
 * `GET /bo/me/notices`: what the console tells the signed-in staff member (decision 060):
 * `sign_in_failures` when their name had failed sign-ins (detail: failures, lastIp, since).
 */
export const staffNotice = z.object({
  id: z.string(),
  kind: z.enum(['sign_in_failures']),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type StaffNotice = z.infer<typeof staffNotice>;
export const staffNoticeList = z.object({ notices: z.array(staffNotice) });
export type StaffNoticeList = z.infer<typeof staffNoticeList>;
