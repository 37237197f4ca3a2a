import { z } from 'zod';

/**
 * One-click login (decision 073): a passkey through WebAuthn, made on the player's device after a
 * password login and used instead of the password next time. The WebAuthn options and responses
 * travel as the JSON of @simplewebauthn (base64url strings); the server checks every field.
 */

const challengeId = z.string().trim().min(16).max(64);

/** Options answered by both ceremonies: the challenge's id (sent back with the answer) and the browser's options. */
export const passkeyOptionsValue = z.object({
  challengeId: z.string(),
  /** PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (login). */
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptionsValue = z.infer<typeof passkeyOptionsValue>;

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);

/** A registration answer (RegistrationResponseJSON). */
export const passkeyRegistrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(8).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** A login answer (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** `POST /wps/member/passkeys`: the device's answer to the registration options. */
export const passkeyRegisterPayload = z.object({ challengeId, response: passkeyRegistrationResponse });
export type PasskeyRegisterPayload = z.infer<typeof passkeyRegisterPayload>;

/** `POST /wps/session/passkey`: the device's answer to the login options; success answers the login value. */
export const passkeyLoginPayload = z.object({ challengeId, response: passkeyAuthenticationResponse });
export type PasskeyLoginPayload = z.infer<typeof passkeyLoginPayload>;

/** One passkey in the security centre. */
export const passkeyView = z.object({
  id: z.string(),
  /** The browser and system it was made on, as the server read them then. */
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by the device's maker (multiDevice) or kept on this device only (singleDevice). */
  synced: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyView>;

/** `GET /wps/member/passkeys`. */
export const passkeyListValue = z.object({ list: z.array(passkeyView) });
export type PasskeyListValue = z.infer<typeof passkeyListValue>;
