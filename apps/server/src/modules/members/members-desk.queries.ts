/**
 * Reads of the Members desk (decision 038). Every read is bounded by the staff member's brands:
 * `scope` is the list of brand ids, or null for every brand.
 */
import type { BoMemberProfile, BoMemberRow, MemberSearchField } from '@pkg/contracts/members';
import type { Queryable } from '../../db/client.ts';
import { AGENT_TYPES_SQL } from '../agent-team/index.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** A row as the search and the tree read it. */
export interface MemberRowSql {
  id: string;
  brandId: string;
  brandCode: string;
  username: string;
  nickname: string | null;
  accountType: number;
  mobile: string | null;
  registeredAt: Date | string;
  lastLoginAt: Date | string | null;
  lockedAt: Date | string | null;
  clubLabel: string | null;
  total?: number;
  downline?: number;
}

export const ROW_COLUMNS = `a.id::text as id, a.merchant_id::text as "brandId", m.code as "brandCode", a.username, a.nickname,
  a.account_type as "accountType",
  case when a.mobile_number is null then null else a.mobile_dialing_code || ' ' || a.mobile_number end as mobile,
  a.created_at as "registeredAt", a.last_login_at as "lastLoginAt", a.locked_at as "lockedAt", a.club_label as "clubLabel"`;

export function rowView(row: MemberRowSql): BoMemberRow {
  return {
    id: row.id,
    brandId: row.brandId,
    brandCode: row.brandCode,
    username: row.username,
    nickname: row.nickname,
    accountType: Number(row.accountType),
    mobile: row.mobile,
    registeredAt: iso(row.registeredAt),
    lastLoginAt: isoOrNull(row.lastLoginAt),
    locked: row.lockedAt !== null,
    clubLabel: row.clubLabel,
  };
}

/** A LIKE pattern with the text's own % _ and \ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The search's condition on `a` for one field; `$4` is the typed text. */
const SEARCH_WHERE: Record<MemberSearchField, string> = {
  username: `lower(a.username) like $4`,
  mobile: `a.mobile_number like $4`,
  id: `a.id = $4::bigint`,
  ip: `(a.register_ip = $4 or exists (select 1 from account_ips i where i.account_id = a.id and i.ip = $4))`,
};

/** The search's parameter for the field, or null when the text cannot match (an id that is not a number). */
export function searchValue(by: MemberSearchField, q: string): string | null {
  if (by === 'username') return `${literal(q.toLowerCase())}%`;
  if (by === 'mobile') return `%${literal(q.replace(/[\s+-]/g, ''))}`;
  if (by === 'id') return /^[0-9]{1,18}$/.test(q) ? q : null;
  return q;
}

export async function searchMembers(
  db: Queryable,
  scope: string[] | null,
  q: { brandId: string | null; by: MemberSearchField; value: string; limit: number; offset: number },
): Promise<{ rows: MemberRowSql[]; total: number }> {
  const rows = await db.query<MemberRowSql>(
    `select count(*) over ()::int as total, ${ROW_COLUMNS}
       from accounts a join merchants m on m.id = a.merchant_id
      where ($1::bigint[] is null or a.merchant_id = any($1)) and ($2::bigint is null or a.merchant_id = $2)
        and ${SEARCH_WHERE[q.by]}
      order by a.id desc limit $3 offset $5`,
    [scope, q.brandId, q.limit, q.value, q.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** An account of the brands in scope, locked for update when asked; null when there is none. */
export async function selectMemberInScope(
  db: Queryable,
  scope: string[] | null,
  accountId: string,
  forUpdate = false,
): Promise<
  | (MemberRowSql & {
      lockReason: string | null;
      memberLabels: string[];
      mustChangePassword: boolean;
    })
  | null
> {
  if (!/^[0-9]{1,18}$/.test(accountId)) return null;
  const [row] = await db.query<MemberRowSql & { lockReason: string | null; memberLabels: string[]; mustChangePassword: boolean }>(
    `select ${ROW_COLUMNS}, a.lock_reason as "lockReason", a.member_labels as "memberLabels",
            a.must_change_password as "mustChangePassword"
       from accounts a join merchants m on m.id = a.merchant_id
      where a.id = $1 and ($2::bigint[] is null or a.merchant_id = any($2))
      ${forUpdate ? 'for update of a' : ''}`,
    [accountId, scope],
  );
  return row ?? null;
}

/** The profile's reads beyond the row: everything the desk shows of one account. */
export async function selectProfileParts(
  db: Queryable,
  accountId: string,
  brandId: string,
  now: Date,
): Promise<
  Omit<BoMemberProfile, 'account' | 'lock' | 'labels' | 'twoFactor' | 'resets'> & { twoFactor: { authenticatorBound: boolean } } & {
    extra: ProfileExtra;
  }
> {
  const [extra] = await db.query<ProfileExtraSql>(
    `select a.member_site as "memberSite", a.email, a.language, a.register_method as "registerMethod", a.register_ip as "registerIp",
            a.password_changed_at as "passwordChangedAt", up.id::text as "uplineId", up.username as "uplineUsername",
            (select count(*)::int from accounts d where d.upline_id = a.id) as downline,
            (select f.locked_until from login_failures f
              where f.merchant_id = a.merchant_id and f.username_key = lower(a.username) and f.locked_until > $2) as "failedLockedUntil",
            exists (select 1 from authenticators t where t.account_id = a.id and t.confirmed_at is not null) as "authenticatorBound"
       from accounts a left join accounts up on up.id = a.upline_id
      where a.id = $1`,
    [accountId, now.toISOString()],
  );
  if (!extra) throw new Error(`account ${accountId} vanished`);
  const wallets = await db.query<{ kind: string; currency: string; ref: string; balance: string; held: string }>(
    `select kind, currency, ref, balance::text as balance, held::text as held from ledger_accounts
      where owner_account_id = $1 order by currency, kind, ref`,
    [accountId],
  );
  const sessions = await db.query<{
    id: string;
    createdAt: Date | string;
    lastSeenAt: Date | string;
    expiresAt: Date | string;
    revokedAt: Date | string | null;
    ip: string | null;
    userAgent: string | null;
  }>(
    `select id::text as id, created_at as "createdAt", last_seen_at as "lastSeenAt", expires_at as "expiresAt",
            revoked_at as "revokedAt", ip, user_agent as "userAgent"
       from sessions where account_id = $1 order by created_at desc, id desc limit 20`,
    [accountId],
  );
  const ips = await db.query<{ ip: string; firstSeenAt: Date | string; lastSeenAt: Date | string }>(
    `select ip, first_seen_at as "firstSeenAt", last_seen_at as "lastSeenAt" from account_ips
      where account_id = $1 order by last_seen_at desc limit 50`,
    [accountId],
  );
  const devices = await db.query<{ userAgent: string; firstSeenAt: Date | string; lastSeenAt: Date | string; sessions: number }>(
    `select user_agent as "userAgent", min(created_at) as "firstSeenAt", max(last_seen_at) as "lastSeenAt", count(*)::int as sessions
       from sessions where account_id = $1 and user_agent is not null
      group by user_agent order by max(last_seen_at) desc limit 20`,
    [accountId],
  );
  // Other accounts of the brand with a login address, a browser signature or a payout account in common.
  const linked = await db.query<{ id: string; username: string; via: 'ip' | 'device' | 'payout'; value: string; locked: boolean }>(
    `with mine_ips as (
        select ip from account_ips where account_id = $1
        union select register_ip from accounts where id = $1 and register_ip is not null and register_ip <> 'operator'),
      mine_agents as (select distinct user_agent from sessions where account_id = $1 and user_agent is not null),
      mine_payout as (select distinct account_number from payout_accounts where account_id = $1),
      links as (
        select i.account_id, 'ip' as via, i.ip as value from account_ips i join mine_ips using (ip)
        union select o.id, 'ip', o.register_ip from accounts o join mine_ips on mine_ips.ip = o.register_ip where o.merchant_id = $2
        union select s.account_id, 'device', s.user_agent from sessions s join mine_agents using (user_agent) where s.merchant_id = $2
        union select p.account_id, 'payout', p.account_number from payout_accounts p join mine_payout using (account_number)
          where p.merchant_id = $2)
      select o.id::text as id, o.username, l.via, l.value, o.locked_at is not null as locked
        from links l join accounts o on o.id = l.account_id
       where o.id <> $1 and o.merchant_id = $2
       order by l.via, o.id desc limit 50`,
    [accountId, brandId],
  );
  const notes = await db.query<{ id: string; staffUsername: string; body: string; createdAt: Date | string }>(
    `select id::text as id, staff_username as "staffUsername", body, created_at as "createdAt" from member_notes
      where account_id = $1 order by id desc limit 100`,
    [accountId],
  );
  const kyc = await db.query<{
    id: string;
    kind: BoMemberProfile['kyc'][number]['kind'];
    status: BoMemberProfile['kyc'][number]['status'];
    uploadedBy: string;
    createdAt: Date | string;
    decidedBy: string | null;
    decisionNote: string | null;
    decidedAt: Date | string | null;
  }>(
    `select id::text as id, kind, status, uploaded_by_username as "uploadedBy", created_at as "createdAt",
            decided_by_username as "decidedBy", decision_note as "decisionNote", decided_at as "decidedAt"
       from kyc_documents where account_id = $1 order by id desc`,
    [accountId],
  );
  return {
    extra: {
      memberSite: extra.memberSite,
      email: extra.email,
      language: extra.language,
      registerMethod: extra.registerMethod,
      registerIp: extra.registerIp,
      passwordChangedAt: isoOrNull(extra.passwordChangedAt),
      upline: extra.uplineId === null ? null : { id: extra.uplineId, username: extra.uplineUsername ?? '' },
      downline: extra.downline,
      failedLoginsLockedUntil: isoOrNull(extra.failedLockedUntil),
    },
    twoFactor: { authenticatorBound: extra.authenticatorBound },
    wallets: wallets.map((row) => ({
      kind: row.kind,
      currency: row.currency,
      ref: row.ref,
      balanceMinor: row.balance,
      heldMinor: row.held,
      availableMinor: (BigInt(row.balance) - BigInt(row.held)).toString(),
    })),
    sessions: sessions.map((row) => {
      const expires = new Date(row.expiresAt);
      return {
        id: row.id,
        createdAt: iso(row.createdAt),
        lastSeenAt: iso(row.lastSeenAt),
        endedAt: row.revokedAt !== null ? iso(row.revokedAt) : expires <= now ? expires.toISOString() : null,
        live: row.revokedAt === null && expires > now,
        ip: row.ip,
        userAgent: row.userAgent,
      };
    }),
    ips: ips.map((row) => ({ ip: row.ip, firstSeenAt: iso(row.firstSeenAt), lastSeenAt: iso(row.lastSeenAt) })),
    devices: devices.map((row) => ({
      userAgent: row.userAgent,
      firstSeenAt: iso(row.firstSeenAt),
      lastSeenAt: iso(row.lastSeenAt),
      sessions: row.sessions,
    })),
    linked,
    notes: notes.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    kyc: kyc.map((row) => ({ ...row, createdAt: iso(row.createdAt), decidedAt: isoOrNull(row.decidedAt) })),
  };
}

interface ProfileExtraSql {
  memberSite: boolean;
  email: string | null;
  language: string;
  registerMethod: string;
  registerIp: string | null;
  passwordChangedAt: Date | string | null;
  uplineId: string | null;
  uplineUsername: string | null;
  downline: number;
  failedLockedUntil: Date | string | null;
  authenticatorBound: boolean;
}

export interface ProfileExtra {
  memberSite: boolean;
  email: string | null;
  language: string;
  registerMethod: string;
  registerIp: string | null;
  passwordChangedAt: string | null;
  upline: { id: string; username: string } | null;
  downline: number;
  failedLoginsLockedUntil: string | null;
}

/** One level of the tree: the direct downline of an account, or a brand's top agents (no upline), with each one's own downline size. */
export async function selectTreeLevel(
  db: Queryable,
  scope: string[] | null,
  q: { parentId: string | null; brandId: string | null; limit: number; offset: number },
): Promise<{ rows: MemberRowSql[]; total: number }> {
  const rows = await db.query<MemberRowSql>(
    `select count(*) over ()::int as total, ${ROW_COLUMNS},
            (select count(*)::int from accounts d where d.upline_id = a.id) as downline
       from accounts a join merchants m on m.id = a.merchant_id
      where ($1::bigint[] is null or a.merchant_id = any($1)) and ($2::bigint is null or a.merchant_id = $2)
        and (case when $3::bigint is null then a.upline_id is null and a.account_type in ${AGENT_TYPES_SQL} else a.upline_id = $3 end)
      order by a.account_type in ${AGENT_TYPES_SQL} desc, a.username limit $4 offset $5`,
    [scope, q.brandId, q.parentId, q.limit, q.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
