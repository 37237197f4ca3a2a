import { AGENT_TYPES } from '@pkg/contracts/agent-types';
import { VALIDATION_PATTERNS } from '@pkg/contracts/validation-patterns';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { recordAudit } from '../audit/index.ts';
import { affiliateCodeTaken, insertAccount, selectBrandIdByCode, updateOperatorSettings } from './account.queries.ts';

/** What an operator gives to open an account by hand (agents, desks, accounts with a temporary password). */
export interface OperatorAccountInput {
  brandCode: string;
  username: string;
  password: string;
  /** 0 member, or an agent type (1, 2, 41, 42). */
  accountType: number;
  /** An agent's invitation code, which players type when they register. */
  affiliateCode?: string | undefined;
  /** Force a password change at the first login (a temporary password). */
  mustChangePassword: boolean;
  /** The account may not enter the member site (an agent desk). */
  agentSiteOnly: boolean;
  /** The account's e-mail address (reset links and e-mailed codes go there). */
  email?: string | undefined;
}

/** An operator's input that cannot be used; the message says why. */
export class AccountAdminError extends Error {
  constructor(
    readonly kind: 'invalid' | 'conflict' | 'not_found',
    message: string,
  ) {
    super(message);
  }
}

/** The basics an operator's input must meet; AccountAdminError('invalid') says which it misses. */
function checkOperatorInput(input: OperatorAccountInput): void {
  if (!/^[A-Za-z0-9._]{3,64}$/.test(input.username))
    throw new AccountAdminError('invalid', 'username: 3-64 letters, digits, dots or underscores');
  if (input.password.length < 6 || input.password.length > 128) throw new AccountAdminError('invalid', 'password: 6-128 characters');
  if (input.accountType !== 0 && !(AGENT_TYPES as readonly number[]).includes(input.accountType)) {
    throw new AccountAdminError('invalid', `type: 0 or one of ${AGENT_TYPES.join(', ')}`);
  }
  if (input.affiliateCode !== undefined && !/^[A-Za-z0-9]{4,16}$/.test(input.affiliateCode)) {
    throw new AccountAdminError('invalid', 'affiliate code: 4-16 letters or digits');
  }
  if (input.email !== undefined && (input.email.length > 254 || !new RegExp(VALIDATION_PATTERNS.email, 'u').test(input.email))) {
    throw new AccountAdminError('invalid', 'email: an e-mail address');
  }
}

/**
 * Opens an account as an operator, bypassing the brand's sign-up rules (which are for players) but
 * not the basics: a username of letters, digits, dots or underscores, a password of 6-128
 * characters, a known account type. Audited with the operator as actor. Returns the account id.
 */
export async function createAccountAsOperator(
  db: Db,
  clock: Clock,
  hasher: PasswordHasher,
  input: OperatorAccountInput,
  actor: string,
): Promise<string> {
  checkOperatorInput(input);
  const brandId = await selectBrandIdByCode(db, input.brandCode);
  if (!brandId) throw new AccountAdminError('not_found', `no brand "${input.brandCode}"`);
  const passwordHash = await hasher.hash(input.password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const created = await insertAccount(tx, {
      brandId,
      username: input.username,
      passwordHash,
      accountType: input.accountType,
      uplineId: null,
      nickname: null,
      mobileDialingCode: null,
      mobileNumber: null,
      email: input.email ?? null,
      profile: {},
      referralCode: null,
      registerMethod: 'OPERATOR',
      registerUrl: null,
      registerIp: 'operator',
      language: 'TY',
      now,
    });
    if (!created.id) throw new AccountAdminError('conflict', `username "${input.username}" is taken in ${input.brandCode}`);
    if (input.affiliateCode && (await affiliateCodeTaken(tx, brandId, input.affiliateCode)))
      throw new AccountAdminError('conflict', `affiliate code "${input.affiliateCode}" is taken`);
    await updateOperatorSettings(tx, created.id, {
      affiliateCode: input.affiliateCode ?? null,
      mustChangePassword: input.mustChangePassword,
      memberSite: !input.agentSiteOnly,
    });
    await recordAudit(tx, {
      brandId,
      accountId: created.id,
      actor,
      action: 'account.create',
      ip: null,
      after: {
        username: input.username,
        accountType: input.accountType,
        affiliateCode: input.affiliateCode ?? null,
        mustChangePassword: input.mustChangePassword,
        email: input.email ?? null,
      },
      at: now,
    });
    return created.id;
  });
}
