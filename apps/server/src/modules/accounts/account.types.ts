import type { Queryable } from '../../db/client.ts';

/**
 * What accounts need of the session store (modules/session): ending sessions when a password
 * changes or a password check reaches its lock. The app passes the session service in, so accounts
 * never imports session, which reads accounts (decision 052).
 */
export interface AccountSessions {
  /** Ends one session. */
  revoke(sessionId: string, tx?: Queryable): Promise<void>;
  /** Ends every session of the account but `keepSessionId` (all when null). */
  revokeOthers(accountId: string, keepSessionId: string | null, tx?: Queryable): Promise<void>;
}

/** An account as the services use it. */
export interface Account {
  id: string;
  brandId: string;
  username: string;
  passwordHash: string | null;
  accountType: number;
  memberSite: boolean;
  uplineId: string | null;
  nickname: string | null;
  mobileDialingCode: string | null;
  mobileNumber: string | null;
  email: string | null;
  affiliateCode: string | null;
  language: string;
  passwordChangedAt: Date | null;
  mustChangePassword: boolean;
  lastLoginAt: Date | null;
  /** Set while staff keep the account locked (decision 038): no way of logging in works, and no stake is taken. */
  lockedAt: Date | null;
  /** SPEC.md section 3's labels, set by staff on the Members desk (decision 038). */
  clubLabel: string | null;
  memberLabels: string[];
}
