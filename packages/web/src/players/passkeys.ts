/**
 * Passkeys in this browser (WebAuthn through @simplewebauthn/browser): the server's options go to
 * the browser as they are, the browser's answer back to the server, which verifies it.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  WebAuthnError,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type { PlayerSessionReply } from '@decktet/protocol';
import { i18n } from '../i18n';
import type { ApiResult } from '../online/api';
import { passkeyRegistrationOptions, passkeySignInOptions, registerPasskey, signInWithPasskey as answerSignIn } from './api';

/** The browser can make and use passkeys (the page offers none where it cannot). */
export function passkeysAvailable(): boolean {
  return browserSupportsWebAuthn();
}

/** Why the browser's part failed, in the player's words. */
export function ceremonyProblem(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return i18n.t('players.passkey.alreadyOnDevice');
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return i18n.t('players.passkey.cancelled');
  return i18n.t('players.passkey.failed', { message: error instanceof Error ? error.message : String(error) });
}

/** Runs the browser's part; a failure is said, never thrown. */
async function inBrowser<T>(ceremony: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, value: await ceremony() };
  } catch (error) {
    return { ok: false, error: ceremonyProblem(error) };
  }
}

/** Makes a passkey for the signed-in player on this device (or a security key) and registers it. */
export async function addPasskey(): Promise<ApiResult<{ id: string }>> {
  const options = await passkeyRegistrationOptions();
  if (!options.ok) return options;
  const made = await inBrowser(() => startRegistration({ optionsJSON: options.value.options as unknown as PublicKeyCredentialCreationOptionsJSON }));
  if (!made.ok) return made;
  const registered = await registerPasskey(made.value);
  return registered.ok ? { ok: true, value: registered.value.passkey } : registered;
}

/** Signs in with a passkey the browser holds for this site (the browser offers them). */
export async function signInWithPasskey(): Promise<ApiResult<PlayerSessionReply>> {
  const options = await passkeySignInOptions();
  if (!options.ok) return options;
  const answered = await inBrowser(() => startAuthentication({ optionsJSON: options.value.options as unknown as PublicKeyCredentialRequestOptionsJSON }));
  return answered.ok ? answerSignIn(answered.value) : answered;
}
