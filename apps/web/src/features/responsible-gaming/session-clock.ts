import type { RgSessionView } from '@pkg/contracts/responsible-gaming';

/**
 * The reality check's timing read against the server's clock (decision 037): `view.now` is the
 * server's time when the view was answered at the browser's `fetchedAt`; the browser's own clock
 * only measures time since then, so a wrong clock on the device changes nothing.
 */
export function serverNowMs(view: Pick<RgSessionView, 'now'>, fetchedAt: number, browserNow: number): number {
  return Date.parse(view.now) + Math.max(0, browserNow - fetchedAt);
}

/** Milliseconds until a server instant (negative: already passed). */
export function msUntil(instant: string, view: Pick<RgSessionView, 'now'>, fetchedAt: number, browserNow: number): number {
  return Date.parse(instant) - serverNowMs(view, fetchedAt, browserNow);
}

/** Whole minutes since the session started, as hours and minutes. */
export function elapsedOf(
  view: Pick<RgSessionView, 'now' | 'startedAt'>,
  fetchedAt: number,
  browserNow: number,
): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((serverNowMs(view, fetchedAt, browserNow) - Date.parse(view.startedAt)) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
