/** The back office's API paths (served by apps/server, called by apps/backoffice). */
export const BO_API = {
  login: '/bo/session/login',
  logout: '/bo/session/logout',
  me: '/bo/me',
  audit: '/bo/audit',
} as const;

/** Where the back-office console is served. */
export const BACKOFFICE_BASE = '/backoffice/';

/** The back office's session cookie (httpOnly, SameSite=Strict, path /bo). */
export const STAFF_COOKIE = 'bo_session';
