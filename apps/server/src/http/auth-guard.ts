import type { FastifyRequest } from 'fastify';
import { isAgentType, isTrialType } from '@pkg/contracts/agent-types';
import { HEADERS } from '@pkg/contracts/routes';
import type { Account } from '../modules/accounts/index.ts';
import type { Brand } from '../modules/brands/index.ts';
import { AppError } from './errors.ts';
import { markGuard } from './guard-first.ts';

/** A live session: which one, whose, since when (the session store, modules/session, finds them). */
export interface SessionRef {
  sessionId: string;
  accountId: string;
  createdAt: Date;
}

/**
 * What the guard needs of the session store (modules/session): a token's live session in the brand
 * and its account. Declared here, so http/ imports no module's code (decision 052).
 */
export interface SessionResolver {
  resolveWithAccount(brand: Brand, token: string): Promise<{ session: SessionRef; account: Account } | null>;
}

/** The caller's session and account, once the guard let the call through. */
export interface AuthContext {
  session: SessionRef;
  account: Account;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export interface GuardOptions {
  /** Trial (type 4) accounts may call it; otherwise they get in_need_true_account. */
  allowTrial?: boolean;
  /** Callable while a password change is pending (member info, the change itself, logout). */
  allowDuringPasswordChange?: boolean;
  /** Only agent account types (1, 2, 41, 42). */
  agentsOnly?: boolean;
}

/** A check of a live session beyond its expiry: the player's own session time limit (decision 037) ends it. */
export interface SessionLimitCheck {
  check(brand: Brand, session: SessionRef): Promise<void>;
}

/** Whether an agent has the second factor its calls need (decision 060). */
export interface AgentFactorCheck {
  ready(brand: Brand, accountId: string): Promise<boolean>;
}

/**
 * Builds the guards (run before the input is read, http/guard-first.ts) that require a session of the caller's brand: 401 login.not.session without
 * one, 401 rg_session_limit when a real account's session reached the player's time limit (it is
 * ended), 403 password_change_required while a forced change is pending, in_need_true_account for
 * trial accounts, error_not_agent for non-agents where the route says so, and
 * agent_second_factor_required for an agent without an authenticator or a verified phone.
 */
export function createAuthGuard(sessions: SessionResolver, sessionLimit?: SessionLimitCheck, agentFactor?: AgentFactorCheck) {
  return (options: GuardOptions = {}) =>
    markGuard(
      async (request: FastifyRequest) => {
        const header = request.headers[HEADERS.authorization];
        const token = typeof header === 'string' ? header.trim() : '';
        if (!token || token.length > 128) throw new AppError('login.not.session');
        const found = await sessions.resolveWithAccount(request.caller.brand, token);
        if (!found) throw new AppError('login.not.session');
        const { session, account } = found;
        if (sessionLimit && !isTrialType(account.accountType)) await sessionLimit.check(request.caller.brand, session);
        if (account.mustChangePassword && !options.allowDuringPasswordChange) throw new AppError('password_change_required');
        if (isTrialType(account.accountType) && !options.allowTrial) throw new AppError('in_need_true_account');
        if (options.agentsOnly && !isAgentType(account.accountType)) throw new AppError('error_not_agent');
        if (options.agentsOnly && agentFactor && !(await agentFactor.ready(request.caller.brand, account.id)))
          throw new AppError('agent_second_factor_required');
        request.auth = { session, account };
      },
      { kind: options.agentsOnly ? 'agent' : 'player', allowTrial: options.allowTrial === true },
    );
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
