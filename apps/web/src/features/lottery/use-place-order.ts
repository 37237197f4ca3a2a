import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderBody } from '@pkg/contracts/lottery';
import { useActionKey } from '@pkg/web-kit/action-key';
import { ApiError } from '../../lib/api-client';
import { WALLET_KEY } from '../../lib/wallet-keys';
import { lotteryKeys, postOrder } from './api/lottery-api';

/**
 * Places an order under an Idempotency-Key made once per confirm: confirming the same order again
 * after a lost answer sends the same key (the server answers the first result instead of taking
 * the stake twice); a changed order or the next one after a success gets a new key. Success
 * refreshes the balance (and every wallet query) and the tickets; a closed draw refetches the
 * open draw, so the player can confirm again on the next one.
 */
export function usePlaceOrder(onClosedDraw: () => void) {
  const queryClient = useQueryClient();
  const { keyFor, clear } = useActionKey();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => postOrder(body, keyFor(body)),
    onSuccess: () => {
      clear();
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.tickets });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 'lottery_draw_closed' || error.code === 'lottery_draw_not_found')) onClosedDraw();
    },
  });
}
