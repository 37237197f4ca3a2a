import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoMemberAgentsQuery,
  BoMemberPasswordReset,
  BoMemberProfile,
  BoMemberSearchQuery,
  BoMemberSearchValue,
  BoMemberTreeValue,
} from '@pkg/contracts/members';
import { bo, boForm, boUrl, type FilterQuery } from '../lib/api';

/** The Members desk's queries (decision 038); every change refreshes those under membersKeys.all. */
export const membersKeys = {
  all: ['bo', 'members'] as const,
  search: ['bo', 'members', 'search'] as const,
  searchPage: (query: FilterQuery<BoMemberSearchQuery>) => ['bo', 'members', 'search', query] as const,
  tree: (query: FilterQuery<BoMemberAgentsQuery>) => ['bo', 'members', 'tree', 'top', query] as const,
  downline: (id: string) => ['bo', 'members', 'tree', id] as const,
  profile: (id: string) => ['bo', 'members', 'profile', id] as const,
};

/** Players of the brands in scope by username, mobile number, id or IP. */
export const fetchMembers = (query: FilterQuery<BoMemberSearchQuery>) => bo<BoMemberSearchValue>(BO_API.members, { query });

/** A brand's top agents (no upline). */
export const fetchAgents = (query: FilterQuery<BoMemberAgentsQuery>) => bo<BoMemberTreeValue>(BO_API.memberAgents, { query });

/** An agent's direct downline (the first 100). */
export const fetchDownline = (id: string) => bo<BoMemberTreeValue>(BO_API.memberDownline, { params: { id }, query: { pageSize: 100 } });

/** A player's whole profile. */
export const fetchProfile = (id: string) => bo<BoMemberProfile>(BO_API.member, { params: { id } });

/** The profile's actions taken with a reason. */
export type MemberAction = 'lock' | 'unlock' | 'passwordReset' | 'twoFactorReset';
const ACTION_PATHS: Record<MemberAction, string> = {
  lock: BO_API.memberLock,
  unlock: BO_API.memberUnlock,
  passwordReset: BO_API.memberPasswordReset,
  twoFactorReset: BO_API.memberTwoFactorReset,
};

/** Locks or unlocks the account, or resets its password or two-factor (the reset answers an outcome, never a password). */
export const memberAction = (id: string, action: MemberAction, reason: string) =>
  bo<BoMemberProfile | BoMemberPasswordReset>(ACTION_PATHS[action], { params: { id }, method: 'POST', body: { reason } });

/** A second staff member approves or rejects a pending reset. */
export const approveMemberReset = (id: string, requestId: string) =>
  bo<BoMemberProfile>(BO_API.memberResetApprove, { params: { id, requestId }, method: 'POST' });
export const rejectMemberReset = (id: string, requestId: string, reason: string) =>
  bo<BoMemberProfile>(BO_API.memberResetReject, { params: { id, requestId }, method: 'POST', body: { reason } });

/** The club label and member labels. */
export const saveMemberLabels = (id: string, body: { clubLabel: string | null; memberLabels: string[] }) =>
  bo<BoMemberProfile>(BO_API.memberLabels, { params: { id }, method: 'POST', body });

/** A staff note on the player. */
export const addMemberNote = (id: string, body: string) =>
  bo<BoMemberProfile>(BO_API.memberNotes, { params: { id }, method: 'POST', body: { body } });

/** A KYC document uploaded by staff (multipart: the image). */
export const uploadMemberKyc = (id: string, form: FormData) => boForm<BoMemberProfile>(BO_API.memberKyc, form, { id });

/** Approves or rejects a KYC document. */
export const decideMemberKyc = (id: string, docId: string, body: { decision: string; note: string }) =>
  bo<BoMemberProfile>(BO_API.memberKycDecide, { params: { id, docId }, method: 'POST', body });

/** A KYC document's image (opened in the browser with the session cookie). */
export const memberKycImageUrl = (id: string, docId: string) => boUrl(BO_API.memberKycImage, { id, docId });
