import { useCallback, useEffect, useRef, useState } from 'react';
import type { MobileNumber, SmsCodeValue } from './api/sms-api';
import { failureOf, type Failure } from './failure';
import { proveHuman } from './prove-human';
import { countdownSeconds } from './sms-countdown';

/** Clicks on "Send code" closer together than this are ignored (SPEC.md section 9). */
const SEND_GAP_MS = 1000;

interface SmsCodeOptions {
  /** The code request: login, sign-up or reset; humanCheck is '' when the request needs none. */
  request: (mobile: MobileNumber, humanCheck: string) => Promise<SmsCodeValue>;
  /** Forgot password: the countdown loses half the call's latency (SPEC.md section 4). */
  lessHalfLatency?: boolean;
  /** False in Firebase mode, where Firebase texts the code behind its own reCAPTCHA (decision 013). */
  humanCheck?: boolean;
}

/**
 * "Send code" for a mobile number (SPEC.md section 4): runs the human check, asks for a code,
 * then counts down 60 s per minute the code stays good (or the server's wait when it says the
 * last code was too recent). Clicks are throttled to one per second.
 */
export function useSmsCode({ request, lessHalfLatency = false, humanCheck = true }: SmsCodeOptions) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const lastClick = useRef(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  /** Sends a code; resolves true when one was sent. */
  const send = useCallback(
    async (mobile: MobileNumber): Promise<boolean> => {
      const now = Date.now();
      if (now - lastClick.current < SEND_GAP_MS) return false;
      lastClick.current = now;
      setFailure(null);
      setSending(true);
      try {
        const proof = humanCheck ? await proveHuman() : '';
        const started = performance.now();
        const value = await request(mobile, proof);
        setRemaining(countdownSeconds(value.expireMinutes, performance.now() - started, lessHalfLatency));
        return true;
      } catch (error) {
        const found = failureOf(error);
        if (found.code === 'sms_too_frequent' && found.retryAfterSeconds) setRemaining(Math.ceil(found.retryAfterSeconds));
        setFailure(found);
        return false;
      } finally {
        setSending(false);
      }
    },
    [request, lessHalfLatency, humanCheck],
  );

  return { send, sending, remaining, failure, clearFailure: () => setFailure(null) };
}
