import { useSyncExternalStore } from 'react';

/**
 * The installable site (decision 063): the service worker's registration, and the browser's
 * install offer (`beforeinstallprompt`, Chromium browsers only), kept from start-up so /app can
 * show its install button whenever the player gets there.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'available' | 'installed' | 'unsupported';

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** True when the site runs as the installed app (from the home screen). */
export function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** Starts listening for the install offer and registers the service worker (in a built site only). */
export function startInstallableSite(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the /app page's button instead of the browser's own mini bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    notify();
  });
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}

function state(): InstallState {
  if (installed || runsInstalled()) return 'installed';
  return offer ? 'available' : 'unsupported';
}

/** The install offer's state, followed by the component. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state,
    () => 'unsupported',
  );
}

/** Shows the browser's install dialog; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  await current.prompt();
  const { outcome } = await current.userChoice;
  // An offer can be used once; the browser sends a new one if the player may ask again.
  offer = null;
  if (outcome === 'accepted') installed = true;
  notify();
  return outcome === 'accepted';
}

/** Which tutorial fits the device: iPhone/iPad Safari, Android, or none known (both shown). */
export function deviceKind(userAgent = navigator.userAgent): 'ios' | 'android' | 'other' {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1)) return 'ios';
  return /Android/.test(userAgent) ? 'android' : 'other';
}
