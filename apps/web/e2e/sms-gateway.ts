// The stand-in SMS gateway of the journeys that read texted codes (account-sms, login-conveniences,
// zalo-reward): playwright.config.ts points the server's SMS_HTTP_URL at the port after the site's,
// and this keeps every text the server posts there. One port, so a spec using it runs its tests one
// after another (`mode: 'serial'`), and such specs go in separate runs when run alone together.
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';

export interface TextMessage {
  to: string;
  body: string;
  /** The Authorization header the server sent with it. */
  auth: string;
}

const GATEWAY_PORT = Number(process.env.E2E_PORT ?? 8090) + 1;

/**
 * Starts the gateway before the spec's tests and stops it after them (call it at the spec's top
 * level). Answers the texts received so far and `textedCode`, which waits for a number's next text.
 */
export function smsGateway() {
  const messages: TextMessage[] = [];
  let server: Server | undefined;
  test.beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        // Only the server's texts are kept; anything else reaching the port is answered and ignored.
        try {
          messages.push({ ...(JSON.parse(raw) as { to: string; body: string }), auth: request.headers.authorization ?? '' });
        } catch {
          // not a text
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
      });
    });
    await new Promise<void>((resolve) => server?.listen(GATEWAY_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(() => server?.close());

  /** Waits for the next text to a Philippine number (after `seen` earlier ones) and reads its 6-digit code. */
  async function textedCode(number: string, seen = 0): Promise<string> {
    const to = (message: TextMessage) => message.to === `+63${number}`;
    await expect.poll(() => messages.filter(to).length, { timeout: 20_000 }).toBeGreaterThan(seen);
    const message = messages.filter(to).at(-1);
    expect(message?.auth).toBe('Bearer e2e-gateway-token');
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    return code;
  }

  return { messages, textedCode };
}
