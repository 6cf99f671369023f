import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyAuthenticationRequest, PasskeyRefusal, PasskeyRegistrationRequest } from '@decktet/protocol';
import { refusal } from '../http/refusal';
import type { PlayerStore, StoredChallenge, StoredPlayer } from '../storage';
import { type PlayerResult, refuse } from './accounts';
import type { PlayerSettings } from './settings';

/** Where a ceremony takes place: the page's origin the browser must report, and the relying party id (its host). */
export interface RelyingParty {
  origin: string;
  id: string;
}

export function relyingParty(origin: string): RelyingParty {
  return { origin, id: new URL(origin).hostname };
}

const RP_NAME = 'Decktet Table';
/** A passkey's user handle: the player's id, never the name (the authenticator may show it; it is not secret either way). */
const userHandle = (player: StoredPlayer) => isoBase64URL.fromUTF8String(player.id);

/** A passkey's answer refused, why in `reason` (for clients to word) and in the message. */
const refused = (status: number, reason: PasskeyRefusal, message: string): PlayerResult<never> => ({ ok: false, status, error: refusal('passkey-refused', message, { reason }) });

/**
 * Passkeys (WebAuthn, by @simplewebauthn/server): a signed-in player registers one; anyone signs
 * in with one. Challenges are kept in the database, so the options and the answer may reach
 * different instances; each is answered once, before it expires.
 */
export class Passkeys {
  constructor(
    private readonly store: PlayerStore,
    private readonly settings: Pick<PlayerSettings, 'challengeTtlMs' | 'now'>,
  ) {}

  async registrationOptions(player: StoredPlayer, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.store.passkeysOf(player.id);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: player.name,
      userID: isoBase64URL.toBuffer(userHandle(player)),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.issue(options.challenge, 'register', player.id);
    return options;
  }

  async register(player: StoredPlayer, body: PasskeyRegistrationRequest, rp: RelyingParty): Promise<PlayerResult<{ id: string }>> {
    const response = body.response as RegistrationResponseJSON;
    const challenge = await this.answered(response, 'register', player.id);
    if (!challenge.ok) return challenge;
    let verified;
    try {
      verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge.value.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false });
    } catch (e) {
      return refused(400, 'not-verified', `the passkey could not be registered: ${(e as Error).message}`);
    }
    if (!verified.verified) return refused(400, 'not-verified', 'the passkey could not be registered: its answer did not verify');
    const { credential } = verified.registrationInfo;
    const now = this.settings.now();
    const added = await this.store.addPasskey({
      id: credential.id,
      playerId: player.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: response.response.transports ?? [],
      createdAt: now,
      lastUsedAt: null,
    });
    if (added === 'known') return refuse(409, 'passkey-known', 'that passkey is already registered here');
    return { ok: true, value: { id: credential.id } };
  }

  /** Options for signing in with any passkey registered here (the browser offers the ones it holds). */
  async authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
    await this.issue(options.challenge, 'authenticate', null);
    return options;
  }

  /** The player whose passkey signed the challenge. */
  async authenticate(body: PasskeyAuthenticationRequest, rp: RelyingParty): Promise<PlayerResult<StoredPlayer>> {
    const response = body.response as AuthenticationResponseJSON;
    const challenge = await this.answered(response, 'authenticate', null);
    if (!challenge.ok) return challenge;
    const passkey = await this.store.passkey(response.id);
    const player = passkey ? await this.store.playerById(passkey.playerId) : null;
    if (!passkey || !player) return refused(401, 'not-registered', 'that passkey is not registered here');
    if (response.response.userHandle !== undefined && response.response.userHandle !== userHandle(player)) return refused(401, 'other-player', 'that passkey belongs to another player');
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.value.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
        requireUserVerification: false,
      });
    } catch (e) {
      return refused(401, 'not-verified', `the passkey's answer was refused: ${(e as Error).message}`);
    }
    if (!verified.verified) return refused(401, 'not-verified', "the passkey's answer did not verify");
    await this.store.usePasskey(passkey.id, verified.authenticationInfo.newCounter, this.settings.now());
    return { ok: true, value: player };
  }

  private async issue(challenge: string, kind: StoredChallenge['kind'], playerId: string | null): Promise<void> {
    const now = this.settings.now();
    await this.store.addChallenge({ challenge, kind, playerId, expiresAt: now + this.settings.challengeTtlMs }, now);
  }

  /** The challenge an answer signed, taken (once) if this server issued it for this ceremony and it has not expired. */
  private async answered(response: { response: { clientDataJSON: string } }, kind: StoredChallenge['kind'], playerId: string | null): Promise<PlayerResult<StoredChallenge>> {
    let challenge: unknown;
    try {
      challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
    } catch {
      return refused(400, 'unreadable', "the passkey's answer is unreadable (its client data is not JSON)");
    }
    const issued = typeof challenge === 'string' ? await this.store.takeChallenge(challenge) : null;
    if (!issued || issued.kind !== kind || issued.playerId !== playerId) return refused(400, 'unknown-challenge', 'the passkey answered a challenge this server did not give for this: ask for new options');
    if (issued.expiresAt <= this.settings.now()) return refused(400, 'challenge-expired', 'the passkey answered too late (its challenge expired): ask for new options');
    return { ok: true, value: issued };
  }
}
