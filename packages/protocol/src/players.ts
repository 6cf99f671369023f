/**
 * Players: a lasting identity without a password. A player chooses a name once; the browser keeps
 * a device key, and a recovery code (shown once) signs the player in on another device; a passkey
 * may be added for sign-in. HTTP JSON under `/api/players` and `/api/session`; every error reply
 * is `{ error: { code, message } }` with a 4xx status.
 *
 *   POST   /api/players                  PlayerCreateRequest  → 201 PlayerCreatedReply (device key and recovery code, once)
 *   GET    /api/players/me               → Player (the signed-in player)
 *   POST   /api/players/me/recovery-code → PlayerRecoveryCodeReply (the old code stops working)
 *   POST   /api/players/me/passkeys/options → PasskeyOptionsReply (registration; signed in)
 *   POST   /api/players/me/passkeys      PasskeyRegistrationRequest → 201 PasskeyRegisteredReply
 *   GET    /api/players/:name            → PublicPlayer
 *   POST   /api/session                  PlayerSignInRequest → PlayerSessionReply
 *   POST   /api/session/recover          PlayerRecoverRequest → PlayerRecoveredReply (a new device key, once)
 *   POST   /api/session/passkey/options  → PasskeyOptionsReply (authentication)
 *   POST   /api/session/passkey          PasskeyAuthenticationRequest → PlayerSessionReply
 *   DELETE /api/session                  → { signedOut: true }
 *
 * A session is an HttpOnly cookie, or with `bearer: true` a token in the reply to send as
 * `Authorization: Bearer <token>`.
 */
import { z } from 'zod';
import { playerNameKey } from './name-key';
import { type NameCheck, checkPlayerName } from './names';

export { playerNameKey } from './name-key';

/** Names a player may not take: the key `me` is `/api/players/me`. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['me'].map(playerNameKey));

/**
 * The rule for a lasting player's name: the players' name rule (`checkPlayerName`), at least one
 * letter or digit (a name of dashes, dots or marks alone is told from another only by squinting),
 * and not a name the server keeps for itself.
 */
export function checkNewPlayerName(raw: string): NameCheck {
  const checked = checkPlayerName(raw);
  if (!checked.ok) return checked;
  if (!/[\p{L}\p{N}]/u.test(checked.name)) {
    return { ok: false, problem: 'the name needs at least one letter or digit: names of punctuation, symbols or marks alone look too much alike' };
  }
  if (RESERVED_KEYS.has(playerNameKey(checked.name))) return { ok: false, problem: `"${checked.name}" is kept for the server's own use: choose another name` };
  return checked;
}

/** A new player's name in a request: normalised by `checkNewPlayerName`, refused with its problem. */
export const newPlayerNameSchema = z.string().transform((raw, ctx) => {
  const checked = checkNewPlayerName(raw);
  if (checked.ok) return checked.name;
  ctx.addIssue({ code: 'custom', message: checked.problem });
  return z.NEVER;
});

/** `true`: answer with a bearer token instead of setting the session cookie (clients that are not browsers). */
const bearer = z.boolean().optional().describe('true: the session token comes in the reply (for Authorization: Bearer), no cookie is set');
/** A secret as typed or kept: its form is checked by the server, which says only whether it matches. */
const secret = (what: string) => z.string().min(1, `the ${what} is empty`).max(256, `the ${what} is too long`);

export const playerCreateRequestSchema = z.object({ name: newPlayerNameSchema, bearer }).strict();
export type PlayerCreateRequest = z.input<typeof playerCreateRequestSchema>;

export const playerSignInRequestSchema = z.object({ deviceKey: secret('device key'), bearer }).strict();
export type PlayerSignInRequest = z.input<typeof playerSignInRequestSchema>;

export const playerRecoverRequestSchema = z.object({ name: z.string().min(1).max(256), recoveryCode: secret('recovery code'), bearer }).strict();
export type PlayerRecoverRequest = z.input<typeof playerRecoverRequestSchema>;

export const playerSchema = z.object({ id: z.string(), name: z.string() });
export type Player = z.infer<typeof playerSchema>;

/** A session: when it ends (epoch ms), and its token only when it was asked for as a bearer token. */
export const playerSessionSchema = z.object({ expiresAt: z.number(), token: z.string().optional() });
export type PlayerSession = z.infer<typeof playerSessionSchema>;

export const playerSessionReplySchema = z.object({ player: playerSchema, session: playerSessionSchema });
export type PlayerSessionReply = z.infer<typeof playerSessionReplySchema>;

/** The device key and recovery code are in this reply and nowhere else, ever: the server keeps only their hashes. */
export const playerCreatedReplySchema = playerSessionReplySchema.extend({ deviceKey: z.string(), recoveryCode: z.string() });
export type PlayerCreatedReply = z.infer<typeof playerCreatedReplySchema>;

export const playerRecoveredReplySchema = playerSessionReplySchema.extend({ deviceKey: z.string() });
export type PlayerRecoveredReply = z.infer<typeof playerRecoveredReplySchema>;

export const playerRecoveryCodeReplySchema = z.object({ recoveryCode: z.string() });
export type PlayerRecoveryCodeReply = z.infer<typeof playerRecoveryCodeReplySchema>;

/** One of the devices a player signs in from (`GET /api/players/me/devices`); `current`: the one asking. */
export const playerDeviceSchema = z.object({ id: z.string(), label: z.string().nullable(), createdAt: z.string(), lastUsedAt: z.string().nullable(), current: z.boolean() });
export type PlayerDevice = z.infer<typeof playerDeviceSchema>;

export const playerDevicesReplySchema = z.object({ devices: z.array(playerDeviceSchema) });
export type PlayerDevicesReply = z.infer<typeof playerDevicesReplySchema>;

/** `DELETE /api/players/me/devices/:id`: `signedOut` when it was the device asking (its session ended too). */
export const playerDeviceRemovedReplySchema = z.object({ removed: z.literal(true), signedOut: z.boolean() });
export type PlayerDeviceRemovedReply = z.infer<typeof playerDeviceRemovedReplySchema>;

/** What anyone may know of a player. */
export const publicPlayerSchema = z.object({ name: z.string(), createdAt: z.string() });
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;

/** The options to pass to the browser's WebAuthn call (`@simplewebauthn/browser` takes them as they are). */
export const passkeyOptionsReplySchema = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptionsReply = z.infer<typeof passkeyOptionsReplySchema>;

const base64url = z.string().min(1).max(65_536).regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');
const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** The browser's answer to registration options (`startRegistration` of `@simplewebauthn/browser`). */
export const passkeyRegistrationRequestSchema = z
  .object({
    response: z.object({
      ...credentialFields,
      response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url, transports: z.array(z.string().max(32)).max(8).optional() }),
    }),
  })
  .strict();
export type PasskeyRegistrationRequest = z.infer<typeof passkeyRegistrationRequestSchema>;

export const passkeyRegisteredReplySchema = z.object({ passkey: z.object({ id: z.string() }) });
export type PasskeyRegisteredReply = z.infer<typeof passkeyRegisteredReplySchema>;

/** The browser's answer to authentication options (`startAuthentication`). */
export const passkeyAuthenticationRequestSchema = z
  .object({
    response: z.object({
      ...credentialFields,
      response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
    }),
    bearer,
  })
  .strict();
export type PasskeyAuthenticationRequest = z.infer<typeof passkeyAuthenticationRequestSchema>;
