import type { Queryable } from '../../db/client.ts';
import type { Account } from './account.types.ts';

const COLUMNS = `id::text as id, merchant_id::text as "brandId", username, password_hash as "passwordHash",
  account_type as "accountType", member_site as "memberSite", upline_id::text as "uplineId", nickname,
  mobile_dialing_code as "mobileDialingCode", mobile_number as "mobileNumber", email, affiliate_code as "affiliateCode",
  language, password_changed_at as "passwordChangedAt", must_change_password as "mustChangePassword",
  last_login_at as "lastLoginAt", locked_at as "lockedAt", club_label as "clubLabel", member_labels as "memberLabels"`;

/**
 * The columns of an Account as above, for another module's queries file whose one statement reads an
 * account with something else: the session's read with its account and the login gate (decision 048).
 */
export const ACCOUNT_COLUMNS = COLUMNS;

export async function selectAccountByUsername(db: Queryable, brandId: string, username: string): Promise<Account | undefined> {
  const rows = await db.query<Account>(`select ${COLUMNS} from accounts where merchant_id = $1 and lower(username) = lower($2)`, [
    brandId,
    username,
  ]);
  return rows[0];
}

export async function selectAccountById(db: Queryable, id: string): Promise<Account | undefined> {
  return (await db.query<Account>(`select ${COLUMNS} from accounts where id = $1`, [id]))[0];
}

/** The account holding a mobile number in a brand (dialing code and national digits, as stored). */
export async function selectAccountByMobile(
  db: Queryable,
  brandId: string,
  dialingCode: string,
  number: string,
): Promise<Account | undefined> {
  const rows = await db.query<Account>(
    `select ${COLUMNS} from accounts where merchant_id = $1 and mobile_dialing_code = $2 and mobile_number = $3`,
    [brandId, dialingCode, number],
  );
  return rows[0];
}

export async function selectAgentByAffiliateCode(db: Queryable, brandId: string, code: string): Promise<Account | undefined> {
  const rows = await db.query<Account>(
    `select ${COLUMNS} from accounts where merchant_id = $1 and affiliate_code = $2 and account_type in (1, 2, 41, 42)`,
    [brandId, code],
  );
  return rows[0];
}

/**
 * Gives an agent (or, for the referral programme, a member) of the brand an invitation code when it
 * has none: the code, or null when the account is not of that kind in the brand or already has a
 * code (read it again). Throws the unique index's error (23505, accounts_invite_code) when another
 * account holds the code.
 */
export async function assignAffiliateCode(
  db: Queryable,
  brandId: string,
  accountId: string,
  code: string,
  kind: 'agent' | 'member' = 'agent',
): Promise<string | null> {
  const rows = await db.query<{ code: string }>(
    `update accounts set affiliate_code = $3
      where id = $2 and merchant_id = $1 and affiliate_code is null
        and (account_type in (1, 2, 41, 42)) = ($4 = 'agent') and account_type <> 4
      returning affiliate_code as code`,
    [brandId, accountId, code, kind],
  );
  return rows[0]?.code ?? null;
}

export interface NewAccount {
  brandId: string;
  username: string;
  passwordHash: string | null;
  accountType: number;
  uplineId: string | null;
  nickname: string | null;
  mobileDialingCode: string | null;
  mobileNumber: string | null;
  email: string | null;
  profile: Record<string, string>;
  referralCode: string | null;
  registerMethod: string;
  registerUrl: string | null;
  registerIp: string;
  language: string;
  now: Date;
}

/** Inserts an account; returns null when the username or mobile number is taken (unique index). */
export async function insertAccount(
  db: Queryable,
  account: NewAccount,
): Promise<{ id: string; conflict: null } | { id: null; conflict: 'username' | 'mobile' }> {
  const taken = await db.query<{ username: boolean; mobile: boolean }>(
    `select bool_or(lower(username) = lower($2)) as username,
            bool_or(mobile_number is not null and mobile_dialing_code = $3 and mobile_number = $4) as mobile
       from accounts where merchant_id = $1 and (lower(username) = lower($2) or (mobile_dialing_code = $3 and mobile_number = $4))`,
    [account.brandId, account.username, account.mobileDialingCode, account.mobileNumber],
  );
  if (taken[0]?.username) return { id: null, conflict: 'username' };
  if (taken[0]?.mobile) return { id: null, conflict: 'mobile' };
  const rows = await db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, password_hash, account_type, upline_id, nickname, mobile_dialing_code, mobile_number,
                           email, profile, referral_code, register_method, register_url, register_ip, language, password_changed_at,
                           created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $16)
     on conflict do nothing
     returning id::text as id`,
    [
      account.brandId,
      account.username,
      account.passwordHash,
      account.accountType,
      account.uplineId,
      account.nickname,
      account.mobileDialingCode,
      account.mobileNumber,
      account.email,
      JSON.stringify(account.profile),
      account.referralCode,
      account.registerMethod,
      account.registerUrl,
      account.registerIp,
      account.language,
      account.now.toISOString(),
    ],
  );
  // A concurrent registration took the name between the check and the insert.
  return rows[0] ? { id: rows[0].id, conflict: null } : { id: null, conflict: 'username' };
}

export async function updatePassword(db: Queryable, accountId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query(
    'update accounts set password_hash = $2, password_changed_at = $3, must_change_password = false, updated_at = $3 where id = $1',
    [accountId, passwordHash, now.toISOString()],
  );
}

export async function markLogin(db: Queryable, accountId: string, mustChangePassword: boolean, now: Date): Promise<void> {
  await db.query('update accounts set last_login_at = $2, must_change_password = $3, updated_at = $2 where id = $1', [
    accountId,
    now.toISOString(),
    mustChangePassword,
  ]);
}

export async function updateLanguage(db: Queryable, accountId: string, language: string, now: Date): Promise<void> {
  await db.query('update accounts set language = $2, updated_at = $3 where id = $1', [accountId, language, now.toISOString()]);
}

/** A brand's id by its code (an operator names brands by code); null when there is none. */
export async function selectBrandIdByCode(db: Queryable, code: string): Promise<string | null> {
  const [brand] = await db.query<{ id: string }>('select id::text as id from merchants where code = $1', [code]);
  return brand?.id ?? null;
}

/** True when another account of the brand already has this invitation code. */
export async function affiliateCodeTaken(db: Queryable, brandId: string, code: string): Promise<boolean> {
  return (await db.query('select 1 from accounts where merchant_id = $1 and affiliate_code = $2', [brandId, code])).length > 0;
}

/** What an operator sets on an account it opened: the invitation code, a forced password change, the member site. */
export async function updateOperatorSettings(
  db: Queryable,
  accountId: string,
  settings: { affiliateCode: string | null; mustChangePassword: boolean; memberSite: boolean },
): Promise<void> {
  await db.query('update accounts set affiliate_code = $2, must_change_password = $3, member_site = $4 where id = $1', [
    accountId,
    settings.affiliateCode,
    settings.mustChangePassword,
    settings.memberSite,
  ]);
}

/** Marks the account's number as proven (a texted code or Firebase at sign-up, decisions 060 and 075). */
export async function markMobileVerified(q: Queryable, accountId: string, at: Date): Promise<void> {
  await q.query(`update accounts set mobile_verified_at = $2 where id = $1`, [accountId, at.toISOString()]);
}

/**
 * Binds a proven number to an account that has none verified yet (the bind-phone prompt, decision 075).
 * False when the account's number was verified meanwhile: a second bind racing this one changes nothing.
 * A number held by another account fails on the unique index (23505), for the caller to name.
 */
export async function bindVerifiedMobile(q: Queryable, accountId: string, dialingCode: string, number: string, at: Date): Promise<boolean> {
  const changed = await q.query(
    `update accounts set mobile_dialing_code = $2, mobile_number = $3, mobile_verified_at = $4, updated_at = $4
      where id = $1 and mobile_verified_at is null returning id`,
    [accountId, dialingCode, number, at.toISOString()],
  );
  return changed.length > 0;
}
