import type { BoDepositQuery } from '@pkg/contracts/deposits';
import type { BoMemberSearchQuery } from '@pkg/contracts/members';
import type { StaffPermission } from '@pkg/contracts/staff-roles';
import type { BoWithdrawalQuery } from '@pkg/contracts/withdrawals';
import type { FilterQuery } from '../../lib/api';

/** The queries of the search's list calls (api/members.ts, api/finance.ts); null where the role may not open that desk or the text cannot match. */
export interface SearchPlan {
  players: FilterQuery<BoMemberSearchQuery> | null;
  deposits: FilterQuery<BoDepositQuery> | null;
  withdrawals: FilterQuery<BoWithdrawalQuery> | null;
}

/** The largest number the server's number filters take (JavaScript's safe integers). */
const NUMBER = /^[1-9]\d{0,15}$/;
/** What a username may hold; anything else is not looked up as one. */
const USERNAME = /^[A-Za-z0-9_.@-]{1,64}$/;

/**
 * What the console's search asks for `text` (issue 37): a number is an order's or a withdrawal's
 * number, and a player's id or the end of a mobile number; other text is the start of a username
 * (players, deposit orders) or a whole username (withdrawals, as that desk's filter reads it).
 */
export function searchPlan(text: string, permissions: readonly StaffPermission[]): SearchPlan {
  const q = text.trim();
  const number = NUMBER.test(q) && Number.isSafeInteger(Number(q));
  const username = USERNAME.test(q);
  const may = (permission: StaffPermission) => permissions.includes(permission);
  return {
    players:
      may('members.read') && (number || username) ? { by: number ? (q.length >= 7 ? 'mobile' : 'id') : 'username', q, pageSize: 5 } : null,
    deposits: may('finance.decide') && (number || username) ? (number ? { orderNo: q, limit: 5 } : { username: q, limit: 5 }) : null,
    withdrawals: may('finance.decide') && (number || username) ? (number ? { id: q, limit: 5 } : { username: q, limit: 5 }) : null,
  };
}
