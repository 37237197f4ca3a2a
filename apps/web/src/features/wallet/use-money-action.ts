import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@pkg/web-kit/action-key';
import { useModal } from '../../lib/modal';
import { WALLET_KEY } from './api/wallet-api';
import { failureCode } from './wallet-failure';

/**
 * A money-moving form action under an Idempotency-Key (newIdempotencyKey: a UUID, or random hex outside a
 * secure context, where randomUUID is missing). The key is made when the action is first
 * sent and sent again on a retry of the same inputs (a lost answer then gets the first answer
 * instead of moving money twice); changing an input or succeeding starts a new action. Success
 * refreshes every wallet query and calls `onDone` (a form that clears its inputs after success);
 * a failure calls `onFailed` (a confirmation that closes unless the failure is its own); a trial
 * account gets the real-account warning.
 */
export function useMoneyAction<Body, Result>(
  send: (body: Body, key: string) => Promise<Result>,
  { onDone, onFailed }: { onDone?: (result: Result) => void; onFailed?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const { open } = useModal();
  const key = useRef<string | null>(null);
  const [done, setDone] = useState<Result | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Body) => {
      key.current ??= newIdempotencyKey();
      return send(body, key.current);
    },
    onSuccess: (result) => {
      key.current = null;
      setDone(result);
      onDone?.(result);
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
    onError: (error) => {
      if (failureCode(error) === 'in_need_true_account') open('realAccountNeeded');
      onFailed?.(error);
    },
  });
  return {
    submit: (body: Body) => {
      setDone(null);
      mutation.mutate(body);
    },
    /** Call when an input changes: the next submit is a new action with a new key. */
    changed: () => {
      key.current = null;
      if (mutation.isError) mutation.reset();
    },
    pending: mutation.isPending,
    error: mutation.error,
    done,
  };
}
