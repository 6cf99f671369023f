/**
 * The server's players and sessions API (shapes in @decktet/protocol's players.ts). Every reply is
 * checked against its schema; refusals come back in the player's words, never thrown.
 */
import type { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import {
  type Player,
  passkeyOptionsReplySchema,
  passkeyRegisteredReplySchema,
  playerCreatedReplySchema,
  playerDeviceRemovedReplySchema,
  playerDevicesReplySchema,
  playerRecoveredReplySchema,
  playerRecoveryCodeReplySchema,
  playerSchema,
  playerSessionReplySchema,
} from '@decktet/protocol';
import { i18n } from '../i18n';
import { type ApiResult, type RefusalWords, api } from '../online/api';
import { problemText } from '../online/problems';

/** A players' refusal in the player's words, by its code; the match server's words for the rest (rate limits, passkeys, names …). */
export const playerProblem: RefusalWords = (code, _message, params) => {
  switch (code) {
    case 'sign-in-refused':
      return i18n.t('players.problem.signInRefused');
    case 'recovery-refused':
      return i18n.t('players.problem.recoveryRefused');
    case 'not-signed-in':
      return i18n.t('players.problem.notSignedIn');
    case 'session-expired':
      return i18n.t('players.problem.sessionExpired');
    case 'passkey-known':
      return i18n.t('players.problem.passkeyKnown');
    case 'unknown-device':
      return i18n.t('players.problem.unknownDevice');
    default:
      return problemText(code, params);
  }
};

/** A request whose reply is checked against its schema; refusals in `words` (the players' by default). */
export async function request<S extends z.ZodType>(schema: S, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, words: RefusalWords = playerProblem): Promise<ApiResult<z.infer<S>>> {
  const r = await api<unknown>(method, path, body, words);
  if (!r.ok) return r;
  const parsed = schema.safeParse(r.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: i18n.t('players.problem.unreadable') };
}

/** Takes a name: the reply holds the device key and the recovery code, this once (a taken name is named in the refusal). */
export function createPlayer(name: string) {
  return request(playerCreatedReplySchema, 'POST', '/api/players', { name });
}

export function whoAmI(): Promise<ApiResult<Player>> {
  return request(playerSchema, 'GET', '/api/players/me');
}

export function signInWithDeviceKey(deviceKey: string) {
  return request(playerSessionReplySchema, 'POST', '/api/session', { deviceKey });
}

/** Signs in with a name and its recovery code; the reply holds a new device key for this device. */
export function recover(name: string, recoveryCode: string) {
  return request(playerRecoveredReplySchema, 'POST', '/api/session/recover', { name, recoveryCode });
}

/** A new recovery code (the old one stops working at once). */
export function renewRecoveryCode() {
  return request(playerRecoveryCodeReplySchema, 'POST', '/api/players/me/recovery-code');
}

/** The devices the player signs in from, this one marked `current`. */
export function devices() {
  return request(playerDevicesReplySchema, 'GET', '/api/players/me/devices');
}

/** Forgets one of the player's devices: its key stops working and its sessions end (`signedOut`: it was this one). */
export function forgetDevice(id: string) {
  return request(playerDeviceRemovedReplySchema, 'DELETE', `/api/players/me/devices/${encodeURIComponent(id)}`);
}

export function endSession() {
  return api<{ signedOut: true }>('DELETE', '/api/session', undefined, playerProblem);
}

export function passkeyRegistrationOptions() {
  return request(passkeyOptionsReplySchema, 'POST', '/api/players/me/passkeys/options');
}

/** The browser's new passkey, as `startRegistration` gave it (the server checks its form). */
export function registerPasskey(response: RegistrationResponseJSON) {
  return request(passkeyRegisteredReplySchema, 'POST', '/api/players/me/passkeys', { response });
}

export function passkeySignInOptions() {
  return request(passkeyOptionsReplySchema, 'POST', '/api/session/passkey/options');
}

/** The browser's signed answer, as `startAuthentication` gave it. */
export function signInWithPasskey(response: AuthenticationResponseJSON) {
  return request(playerSessionReplySchema, 'POST', '/api/session/passkey', { response });
}
