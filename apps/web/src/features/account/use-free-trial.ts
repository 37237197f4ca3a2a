import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { TRIAL_ACCOUNT_TYPE } from '@pkg/contracts/agent-types';
import { storeAccountType } from '../../lib/session';
import { loginAsTrial } from './api/account-api';
import { failureOf, type Failure } from './failure';
import { forgetKnownPassword } from './known-password';
import { useSessionActions } from './use-session-actions';

/**
 * Free play (SPEC.md section 4): a trial session, its member info, then home. The account type is
 * stored as trial at once so member-only actions are barred even before member info answers.
 */
export function useFreeTrial() {
  const navigate = useNavigate();
  const { startSession } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const start = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      const value = await loginAsTrial();
      forgetKnownPassword();
      const started = startSession(value);
      storeAccountType(TRIAL_ACCOUNT_TYPE);
      await started;
      navigate('/');
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  }, [navigate, startSession]);

  return { start, busy, failure };
}
