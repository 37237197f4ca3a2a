import type { FastifyRequest } from 'fastify';
import { RESET_LINK_MODAL, RESET_LINK_TOKEN_PARAM } from '@pkg/contracts/password-email';
import type { Queryable } from '../../db/client.ts';
import type { Brand } from '../brands/index.ts';
import { selectBrandDomains } from './password-reset.queries.ts';

const SAFE_HOST = /^([a-z0-9.-]+)(?::\d{1,5})?$/;

/**
 * The site address a reset link points to. The request's own host is used only when it is one of
 * the brand's domains: a link built from whatever Host header came in would let anyone have the
 * platform mail a victim a link to their own server (and so the token). Otherwise the brand's
 * primary domain over https. Null when the brand has no domain at all.
 */
export async function siteOrigin(db: Queryable, request: FastifyRequest, brand: Brand): Promise<string | null> {
  const domains = await selectBrandDomains(db, brand.id);
  // Only a plain host name and port: a Host such as "site.com:80@evil.example" must never become a link.
  const host = SAFE_HOST.exec(request.host.toLowerCase());
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (host && domains.some((row) => row.domain === host[1])) return `${protocol}://${host[0]}`;
  const primary = domains[0]?.domain;
  return primary ? `https://${primary}` : null;
}

/** The site's home page (`/` redirects there without its query, so the link names it). */
const HOME_PATH = '/index';

/** The link in the e-mail: the site's home with the reset dialog open and the token. */
export function resetLink(origin: string, token: string): string {
  const url = new URL(HOME_PATH, origin);
  url.searchParams.set('modal', RESET_LINK_MODAL);
  url.searchParams.set(RESET_LINK_TOKEN_PARAM, token);
  return url.toString();
}
