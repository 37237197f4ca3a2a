/**
 * Remember me (SPEC.md sections 3 and 9): for one day the browser keeps the last username, the
 * password keyed by that username, the remember flag, and the SMS login's phone and dialing code
 * (decision 064), so the login forms can be prefilled. The
 * spec asks for cookies; they are SameSite=Strict (never sent to other sites), Secure on https, and
 * live one day. Nothing here is sent anywhere by the site itself.
 */

const MAX_AGE_SECONDS = 86_400;
const FLAG = 'rememberMe';
const LAST_USERNAME = 'lastUsername';
const PASSWORD_PREFIX = 'rememberPwd_';
const SMS_PHONE = 'lastSmsPhone';
const SMS_DIALING_CODE = 'lastSmsDialingCode';

/** What the login form is prefilled with. */
export interface Remembered {
  remember: boolean;
  username: string;
  password: string;
}

/** Splits a `document.cookie` string into decoded name/value pairs. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A cookie another script wrote with bad escapes is not ours; skip it.
    }
  }
  return cookies;
}

/** The cookie name of a username's password; usernames may hold characters a cookie name may not. */
export function passwordCookieName(username: string): string {
  return PASSWORD_PREFIX + encodeURIComponent(username).replace(/[()!'*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function write(name: string, value: string, maxAge: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

/** What the cookies hold now; empty when remember me was off or a day has passed. */
export function readRemembered(): Remembered {
  const cookies = parseCookies(document.cookie);
  if (cookies.get(FLAG) !== '1') return { remember: false, username: '', password: '' };
  const username = cookies.get(LAST_USERNAME) ?? '';
  return { remember: true, username, password: username ? (cookies.get(passwordCookieName(username)) ?? '') : '' };
}

/** What the SMS login form is prefilled with: the remember flag, the dialing code and the number. */
export interface RememberedPhone {
  remember: boolean;
  countryDialingCode: string;
  mobileNum: string;
}

/** The SMS login's phone the cookies hold; empty when remember me was off or a day has passed. */
export function readRememberedPhone(): RememberedPhone {
  const cookies = parseCookies(document.cookie);
  if (cookies.get(FLAG) !== '1') return { remember: false, countryDialingCode: '', mobileNum: '' };
  return { remember: true, countryDialingCode: cookies.get(SMS_DIALING_CODE) ?? '', mobileNum: cookies.get(SMS_PHONE) ?? '' };
}

/** Remember me off: every remembered value goes, whichever form it came from. */
function forgetAll(username?: string): void {
  const previous = parseCookies(document.cookie).get(LAST_USERNAME);
  const passwords = [username, previous].filter((name): name is string => Boolean(name)).map(passwordCookieName);
  for (const name of [FLAG, LAST_USERNAME, SMS_PHONE, SMS_DIALING_CODE, ...passwords]) write(name, '', 0);
}

/** After a successful login: keeps the login for a day, or forgets it when remember me is off. */
export function rememberLogin(username: string, password: string, remember: boolean): void {
  if (remember) {
    write(FLAG, '1', MAX_AGE_SECONDS);
    write(LAST_USERNAME, username, MAX_AGE_SECONDS);
    write(passwordCookieName(username), password, MAX_AGE_SECONDS);
    return;
  }
  forgetAll(username);
}

/** After a successful SMS login: keeps the phone and dialing code for a day, or forgets everything when remember me is off. */
export function rememberSmsLogin(phone: { countryDialingCode: string; mobileNum: string }, remember: boolean): void {
  if (remember) {
    write(FLAG, '1', MAX_AGE_SECONDS);
    write(SMS_DIALING_CODE, phone.countryDialingCode, MAX_AGE_SECONDS);
    write(SMS_PHONE, phone.mobileNum, MAX_AGE_SECONDS);
    return;
  }
  forgetAll();
}

/** After a password change: a remembered password for that username would no longer work, so it follows. */
export function updateRememberedPassword(username: string, password: string): void {
  const name = passwordCookieName(username);
  if (parseCookies(document.cookie).has(name)) write(name, password, MAX_AGE_SECONDS);
}
