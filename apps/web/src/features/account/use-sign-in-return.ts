import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isErrorCode } from '@pkg/contracts/error-codes';
import { SIGN_IN_RETURN } from '@pkg/contracts/routes';

/**
 * What a Google or Facebook sign-in brought back to the login dialog's address: the one-time code
 * to exchange, or the error code the server refused with. Both are read once and taken out of the
 * address at once, so a reload, the history or a shared link never carries them again.
 */
export function useSignInReturn() {
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(() => params.get(SIGN_IN_RETURN.code));
  // Only codes of the closed set are shown; anything else typed into the address reads as unknown.
  const [error, setError] = useState(() => {
    const given = params.get(SIGN_IN_RETURN.error);
    return given === null ? null : isErrorCode(given) ? given : 'internal_error';
  });
  const present = params.has(SIGN_IN_RETURN.code) || params.has(SIGN_IN_RETURN.error);

  useEffect(() => {
    if (!present) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SIGN_IN_RETURN.code);
        next.delete(SIGN_IN_RETURN.error);
        return next;
      },
      { replace: true },
    );
  }, [present, setParams]);

  return { code, error, clearCode: () => setCode(null), clearError: () => setError(null) };
}
