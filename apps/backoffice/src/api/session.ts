import type { AuditChainReport } from '@pkg/contracts/audit-chain';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { StaffAuditPage, StaffMe, StaffNoticeList } from '@pkg/contracts/staff';
import { bo } from '../lib/api';

/** The staff member's own queries: who is signed in, their sign-in notices; and the audit trail. */
export const sessionKeys = {
  me: ['bo', 'me'] as const,
  notices: ['bo', 'me', 'notices'] as const,
  audit: (kind: 'all' | 'signIn') => ['bo', 'audit', kind] as const,
};

/** Signs in (username, password and the authenticator's code). */
export const signIn = (body: { username: string; password: string; code: string }) => bo<StaffMe>(BO_API.login, { method: 'POST', body });

/** Ends the session. */
export const signOut = () => bo<unknown>(BO_API.logout, { method: 'POST' });

/** The signed-in staff member (fails with login.not.session without one). */
export const fetchMe = () => bo<StaffMe>(BO_API.me);

/** Sign-in events on the staff member's account they have not seen yet, and marking them seen. */
export const fetchMyNotices = () => bo<StaffNoticeList>(BO_API.myNotices);
export const markMyNoticesRead = () => bo<null>(BO_API.myNoticesRead, { method: 'POST' });

/** The staff audit trail, 50 at a time (`before` the last page's nextBefore): all of it or sign-ins only. */
export const fetchAudit = (kind: 'all' | 'signIn', before?: string) =>
  bo<StaffAuditPage>(BO_API.audit, { query: { kind, limit: 50, before } });

/** Verifies the audit trail's hash chain. */
export const verifyAuditChain = () => bo<AuditChainReport>(BO_API.auditVerify, { method: 'POST' });
