/**
 * What this browser remembers about one-click login (decision 073), kept light so the app shell can
 * read it at start-up: which accounts made a passkey here, which were offered one already (the
 * offer shows once per account and device), and the offer due after a password login (this tab).
 */
const DEVICE_KEY = 'passkey.device';
const OFFERED_KEY = 'passkey.offered';
const DUE_KEY = 'passkey.offerDue';

function readList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function addTo(key: string, username: string): void {
  const name = username.trim().toLowerCase();
  const list = readList(key).filter((entry) => entry !== name);
  localStorage.setItem(key, JSON.stringify([...list, name].slice(-20)));
}

const has = (key: string, username: string) => readList(key).includes(username.trim().toLowerCase());

/** The account made a passkey on this device. */
export const rememberDevicePasskey = (username: string) => addTo(DEVICE_KEY, username);
export const hasDevicePasskey = (username: string) => has(DEVICE_KEY, username);

/** The offer was shown to the account here: never again. */
export const markOffered = (username: string) => addTo(OFFERED_KEY, username);
export const wasOffered = (username: string) => has(OFFERED_KEY, username);

/** A password login of `username` just passed: the offer may show, unless it did before or a passkey exists here. */
export function markPasskeyOfferDue(username: string): void {
  if (hasDevicePasskey(username) || wasOffered(username)) return;
  sessionStorage.setItem(DUE_KEY, username.trim().toLowerCase());
}

export function passkeyOfferDue(): string | null {
  return sessionStorage.getItem(DUE_KEY);
}

export function clearPasskeyOfferDue(): void {
  sessionStorage.removeItem(DUE_KEY);
}

/** Whether the browser can make and use passkeys at all (no network, no prompt). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}
