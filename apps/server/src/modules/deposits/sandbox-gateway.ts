import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { API } from '@pkg/contracts/routes';
import { AppError } from '../../http/errors.ts';
import type { GatewayEvent, GatewayPaymentRequest, PaymentGateway } from './payment-gateway.ts';

/**
 * The built-in sandbox gateway (decision 016): a stand-in for a real payment gateway so the whole
 * gateway flow runs on a fresh machine. Its payment page is served by this server
 * (sandbox.routes.ts); its callbacks are signed with HMAC-SHA256 over the raw body exactly as a
 * real gateway's would be, and go through the same verification.
 */

export const SANDBOX_GATEWAY = 'sandbox';

/** The header carrying the signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The secret both sides sign with: the configured one, or one derived from the app secret. */
export function sandboxSecret(appSecret: string, configured: string | undefined): string {
  if (configured) return configured;
  return createHmac('sha256', appSecret).update('sandbox-gateway-callback-v1').digest('base64url');
}

/** The signature header value of a raw body. */
export function signSandboxBody(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** The sandbox's callback body, once its signature is good. */
export const sandboxCallbackBody = z.object({
  orderId: z.uuid(),
  status: z.enum(['paid', 'failed']),
  amountMinor: z.string().regex(/^[1-9][0-9]{0,17}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  sentAt: z.iso.datetime(),
});
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBody>;

/** The sandbox page's address for an order (relative: the site's own host serves it). */
export function sandboxPayPath(orderId: string, language: string): string {
  return `${API.sandboxPay.replace(':orderId', orderId)}?lang=${encodeURIComponent(language)}`;
}

/** True when the signature header matches the body; compared in constant time. */
export function sandboxSignatureMatches(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header, 'utf8');
  const expected = Buffer.from(signSandboxBody(secret, rawBody), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createSandboxGateway(secret: string): PaymentGateway {
  return {
    code: SANDBOX_GATEWAY,
    async createPayment(request: GatewayPaymentRequest) {
      return { redirectUrl: sandboxPayPath(request.orderId, request.language), gatewayRef: null };
    },
    verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders): GatewayEvent {
      if (!sandboxSignatureMatches(secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER])) {
        throw new AppError('payment_signature_invalid', 'sandbox callback signature missing or wrong');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('bad_request', 'callback body is not JSON');
      }
      const parsed = sandboxCallbackBody.safeParse(json);
      if (!parsed.success) throw new AppError('bad_request', 'callback body malformed');
      const body = parsed.data;
      return {
        orderId: body.orderId,
        status: body.status,
        amountMinor: BigInt(body.amountMinor),
        currency: body.currency,
        gatewayRef: body.paymentId,
      };
    },
  };
}
