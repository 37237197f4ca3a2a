import type { IncomingHttpHeaders } from 'node:http';

/**
 * What a payment gateway adapter does for gateway deposit channels (decision 016): start a payment
 * for an order and send the player to the gateway's page, then turn the gateway's signed callback
 * into a verified event. Adding a real gateway is one more adapter; the deposit flow stays the same.
 */

/** An order to be paid at the gateway. */
export interface GatewayPaymentRequest {
  orderId: string;
  orderNo: string;
  brandCode: string;
  amountMinor: bigint;
  currency: string;
  /** The player's language (shipped code), for the gateway's page. */
  language: string;
  expiresAt: Date;
}

/** Where the player pays, and the gateway's id of the payment when it gives one up front. */
export interface GatewayPayment {
  redirectUrl: string;
  gatewayRef: string | null;
}

/** A callback that passed the gateway's signature check. */
export interface GatewayEvent {
  orderId: string;
  status: 'paid' | 'failed';
  amountMinor: bigint;
  currency: string;
  gatewayRef: string;
}

export interface PaymentGateway {
  /** The adapter code a gateway channel names (deposit_channels.gateway). */
  readonly code: string;
  /** Starts a payment; the answer's page is where the site sends the browser. */
  createPayment(request: GatewayPaymentRequest): Promise<GatewayPayment>;
  /**
   * Checks a callback's signature over its raw bytes (payment_signature_invalid when missing or
   * wrong) and reads it (bad_request when malformed). Nothing is trusted before the check.
   */
  verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders): GatewayEvent;
}

/** The adapters this server runs, by code. */
export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;
