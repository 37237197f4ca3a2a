import { API } from '@pkg/contracts/routes';
import type { CreateDepositPayload, DepositChannelList, DepositOrderPage, DepositOrderView } from '@pkg/contracts/deposits';
import { wpsGet, wpsPostIdempotent } from '../../../lib/api-client';

/**
 * The deposit page's calls (decision 016). The keys sit under the site's 'member' key, which a
 * login or logout drops, so another account never sees these orders.
 */
export const DEPOSITS_KEY = ['member', 'deposits'] as const;
export const CHANNELS_KEY = [...DEPOSITS_KEY, 'channels'] as const;
export const ORDERS_KEY = [...DEPOSITS_KEY, 'orders'] as const;
export const orderKey = (id: string) => [...DEPOSITS_KEY, 'order', id] as const;

export const HISTORY_PAGE_SIZE = 10;

const orderPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const fetchChannels = () => wpsGet<DepositChannelList>(API.depositChannels);

export const fetchOrders = (before: string | null) =>
  wpsGet<DepositOrderPage>(`${API.depositOrders}?limit=${HISTORY_PAGE_SIZE}${before ? `&before=${encodeURIComponent(before)}` : ''}`);

export const fetchOrder = (id: string) => wpsGet<DepositOrderView>(orderPath(API.depositOrder, id));

/** Opens an order; the key is the action's, the same on a retry of the same body. */
export const createOrder = (body: CreateDepositPayload, key: string) => wpsPostIdempotent<DepositOrderView>(API.depositOrders, body, key);

/** Sends a manual order's reference and receipt images (multipart). */
export function submitOrder(id: string, reference: string, images: File[], key: string): Promise<DepositOrderView> {
  const form = new FormData();
  form.append('reference', reference);
  for (const image of images) form.append('images', image, image.name);
  return wpsPostIdempotent<DepositOrderView>(orderPath(API.depositSubmit, id), form, key);
}

export const cancelOrder = (id: string, key: string) => wpsPostIdempotent<DepositOrderView>(orderPath(API.depositCancel, id), {}, key);
