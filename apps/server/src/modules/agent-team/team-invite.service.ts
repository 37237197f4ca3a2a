import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { inviteValue, registerDownlinePayload, registerDownlineValue } from '@pkg/contracts/agents';
import { isAgentType } from '@pkg/contracts/agent-types';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import type { RegisterService } from '../membership/index.ts';

// Hosts a browser reaches without TLS in development (the demo brand's localhost); every other domain is https.
const PLAIN_HOST = /^(localhost|.*\.localhost|\d{1,3}(\.\d{1,3}){3})$/;

/** The page a link opens: the site's registration with the code kept for sign-up (SPEC.md section 2). */
export function inviteUrl(domain: string, code: string): string {
  const scheme = PLAIN_HOST.test(domain) ? 'http' : 'https';
  return `${scheme}://${domain}/register?referralCode=${encodeURIComponent(code)}`;
}

/** The address a request came to, as the browser wrote it: its scheme and Host (with any port). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** The request's address as FastifyRequest has it (behind a trusted proxy, the forwarded one). */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): RequestOrigin {
  return { protocol: request.protocol, host: request.host };
}

// Only a plain host name and port: a Host such as "site.com:80@evil.example" must never become a link.
const SAFE_HOST = /^([a-z0-9.-]+)(?::\d{1,5})?$/;

/**
 * An invitation link on each of the brand's domains (its configured site addresses, the primary
 * first). A domain names no port, so the one the request came to is written as the request's own
 * address, port included (a site on localhost:8080 hands out links to localhost:8080, decision
 * 068); a brand with no domain gets the request's address alone. The Host header is used only when
 * it is a plain host name and port.
 */
export function inviteLinks(domains: readonly string[], came: RequestOrigin, code: string): Array<{ domain: string; url: string }> {
  const host = SAFE_HOST.exec(came.host.toLowerCase());
  // The URL parser drops a default port (localhost:80 is written localhost).
  if (!host?.[1]) return domains.map((domain) => ({ domain, url: inviteUrl(domain, code) }));
  const hostname = host[1];
  const here = `${new URL(`${came.protocol === 'https' ? 'https' : 'http'}://${host[0]}`).origin}/register?referralCode=${encodeURIComponent(code)}`;
  if (domains.length === 0) return [{ domain: hostname, url: here }];
  return domains.map((domain) => ({ domain, url: domain === hostname ? here : inviteUrl(domain, code) }));
}

/**
 * Growing the team (decision 029): the caller's invitation code with a link on each of the brand's
 * domains, and accounts the caller opens under itself. Both go through the accounts module (its
 * registration rules, audit and invitation codes) and the system module (the brand's domains).
 */
export function createTeamInviteService(deps: {
  register: Pick<RegisterService, 'registerDownline' | 'affiliateCodeOf'>;
  system: Pick<SystemService, 'domainRoute'>;
}) {
  return {
    /** The caller's invitation code (made on first use) and its registration link on every domain, the primary first. */
    async invite(brand: Brand, agent: Account, came: RequestOrigin): Promise<z.infer<typeof inviteValue>> {
      const code = await deps.register.affiliateCodeOf(brand, agent);
      const { domainList } = await deps.system.domainRoute(brand);
      return {
        affiliateCode: code,
        links: inviteLinks(
          domainList.map(({ domain }) => domain),
          came,
          code,
        ),
      };
    },

    /**
     * A member or sub-agent opened under the caller. A sub-agent is an agent of the caller's own
     * type; both start with no money (the wallet opens with the first money, as for a sign-up).
     */
    async registerDownline(
      request: FastifyRequest,
      brand: Brand,
      agent: Account,
      payload: z.infer<typeof registerDownlinePayload>,
    ): Promise<z.infer<typeof registerDownlineValue>> {
      const account = await deps.register.registerDownline(request, brand, agent, {
        username: payload.username,
        password: payload.password,
        confirmPassword: payload.confirmPassword,
        accountType: payload.type === 'agent' ? agent.accountType : 0,
        nickname: payload.nickname,
      });
      return { id: account.id, username: account.username, isAgent: isAgentType(account.accountType) };
    },
  };
}

export type TeamInviteService = ReturnType<typeof createTeamInviteService>;
