import { z } from 'zod';
import { dbId } from './db-ids.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/**
 * Staff management in the console (issue 37, decision 069; permission staff.manage, owners of
 * every brand): the staff list, a new staff member, role, brands, name and disabling, and the
 * two-owner authenticator reset.
 */

const reason = z.string().trim().min(3).max(200);

export const boStaffReset = z.object({
  id: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** True when the viewer asked for it (and so may withdraw it, not approve it). */
  mine: z.boolean(),
});
export type BoStaffReset = z.infer<typeof boStaffReset>;

export const boStaffMember = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Brand codes in scope; empty for every brand. */
  brands: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The authenticator reset waiting for a second owner, if any. */
  pendingReset: boStaffReset.nullable(),
});
export type BoStaffMember = z.infer<typeof boStaffMember>;

export const boStaffList = z.object({ staff: z.array(boStaffMember) });
export type BoStaffList = z.infer<typeof boStaffList>;

/** `POST /bo/staff`: a new staff member; the answer carries the authenticator address, shown once. */
export const boStaffCreate = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/),
  displayName: z.string().trim().max(80).default(''),
  role: z.enum(STAFF_ROLES),
  password: z.string().min(12).max(128),
  brands: z.array(z.string().trim().min(1).max(32)).max(50).default([]),
});
export type BoStaffCreate = z.input<typeof boStaffCreate>;

export const boStaffCreated = z.object({ staff: boStaffMember, otpauthUri: z.string() });
export type BoStaffCreated = z.infer<typeof boStaffCreated>;

/** `PUT /bo/staff/:id`: name, role, brands and disabled, all at once (the form's state). */
export const boStaffUpdate = z.object({
  displayName: z.string().trim().min(1).max(80),
  role: z.enum(STAFF_ROLES),
  brands: z.array(z.string().trim().min(1).max(32)).max(50),
  disabled: z.boolean(),
});
export type BoStaffUpdate = z.infer<typeof boStaffUpdate>;

export const boStaffIdParams = z.object({ id: dbId });
export const boStaffResetParams = z.object({ resetId: dbId });
export const boStaffResetAsk = z.object({ reason });

/** The answer to an approved authenticator reset: the new authenticator address, shown once to the approving owner. */
export const boStaffResetDone = z.object({ staff: boStaffMember, otpauthUri: z.string() });
export type BoStaffResetDone = z.infer<typeof boStaffResetDone>;
