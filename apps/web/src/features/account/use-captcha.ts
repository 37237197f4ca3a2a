import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './api/account-api';

/** The server refuses a new captcha within a second of the last (SPEC.md sections 4 and 9). */
const REFRESH_GAP_MS = 1000;

/**
 * The captcha image while `active`: loaded when it becomes active, and on refresh. Clicks within a
 * second of the last load are dropped (the server would refuse them); a refresh the form asks for
 * itself (the answer was used by a failed attempt) waits out the second instead.
 */
export function useCaptcha(active: boolean) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    lastLoad.current = Date.now();
    const request = ++latest.current;
    try {
      const image = await fetchCaptcha();
      // A slow answer to an earlier request must not replace a newer image.
      if (request !== latest.current) return;
      setSrc(image);
      setFailed(false);
    } catch {
      if (request === latest.current) setFailed(true);
    }
  }, []);

  const refresh = useCallback(
    (byClick: boolean) => {
      clearTimeout(timer.current);
      const wait = lastLoad.current + REFRESH_GAP_MS - Date.now();
      if (wait <= 0) void load();
      else if (!byClick) timer.current = setTimeout(() => void load(), wait);
    },
    [load],
  );

  useEffect(() => {
    if (active) refresh(false);
    return () => clearTimeout(timer.current);
  }, [active, refresh]);

  return { src, failed, refresh };
}
