import { useEffect, useState } from 'react';

/** Whole seconds from now until an instant, never below zero. */
export function secondsUntil(instant: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(instant) - now) / 1000));
}

/** Seconds as m:ss, or h:mm:ss from an hour up. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The seconds left until an instant, ticking every second while the component is shown. */
export function useSecondsLeft(instant: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return secondsUntil(instant, now);
}
