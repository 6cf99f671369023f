import { randomUUID } from 'node:crypto';
import { type PublicPlayer, checkPlayerName, playerNameKey } from '@decktet/protocol';
import { type ClientError, clientError } from '../match/errors';
import type { PlayerStore, StoredPlayer } from '../storage';
import { hashSecret, newDeviceKey, newRecoveryCode, newSessionToken, normalizeRecoveryCode, sameHash } from './secrets';
import type { PlayerSettings } from './settings';

export type PlayerResult<T> = { ok: true; value: T } | { ok: false; status: number; error: ClientError };

export const refuse = (status: number, code: string, message: string): PlayerResult<never> => ({ ok: false, status, error: clientError(code, message) });
const ok = <T>(value: T): PlayerResult<T> => ({ ok: true, value });

/** A new session: its token goes to the client once (cookie or bearer), its hash to storage. */
export interface OpenedSession {
  token: string;
  expiresAt: number;
}

/** The signed-in player behind a request, and the hash of the session token it presented. */
export interface SignedIn {
  player: StoredPlayer;
  tokenHash: string;
}

/** Compared against when no player has the name asked for, so a refusal takes as long either way. */
const NOBODY = hashSecret('no player has this name');

/**
 * Players' identities and sessions, without passwords: names, device keys, recovery codes.
 * Every secret is made here and stored only as its hash; nothing here knows HTTP.
 */
export class PlayerAccounts {
  constructor(
    private readonly store: PlayerStore,
    private readonly settings: Pick<PlayerSettings, 'sessionTtlMs' | 'now'>,
  ) {}

  /** Creates a player with a checked name; the device key and recovery code are returned this once. */
  async create(name: string): Promise<PlayerResult<{ player: StoredPlayer; deviceKey: string; recoveryCode: string }>> {
    const player: StoredPlayer = { id: randomUUID(), name, createdAt: this.settings.now() };
    const deviceKey = newDeviceKey();
    const recoveryCode = newRecoveryCode();
    const created = await this.store.createPlayer(player, playerNameKey(name), { deviceKeyHash: hashSecret(deviceKey), recoveryHash: hashSecret(normalizeRecoveryCode(recoveryCode)) });
    if (created === 'name-taken') return refuse(409, 'name-taken', `that name is taken: "${name}" is too like the name of a player who already has it (names differ by more than case, width or look-alike letters)`);
    return ok({ player, deviceKey, recoveryCode });
  }

  /** The player whose device this key is. */
  async signIn(deviceKey: string): Promise<PlayerResult<StoredPlayer>> {
    const player = await this.store.useDeviceKey(hashSecret(deviceKey), this.settings.now());
    return player ? ok(player) : refuse(401, 'sign-in-refused', 'that device key is not known here: sign in with your recovery code or a passkey');
  }

  /** Signs in with a name and its recovery code, and gives this device a key of its own (returned this once). */
  async recover(name: string, recoveryCode: string): Promise<PlayerResult<{ player: StoredPlayer; deviceKey: string }>> {
    const checked = checkPlayerName(name);
    const player = checked.ok ? await this.store.playerByNameKey(playerNameKey(checked.name)) : null;
    const stored = player ? await this.store.recoveryHash(player.id) : null;
    const matches = sameHash(hashSecret(normalizeRecoveryCode(recoveryCode)), stored ?? NOBODY);
    if (!player || !stored || !matches) return refuse(401, 'recovery-refused', 'that name and recovery code do not match');
    const deviceKey = newDeviceKey();
    await this.store.addDeviceKey(player.id, hashSecret(deviceKey), this.settings.now());
    return ok({ player, deviceKey });
  }

  /** A new recovery code for the player; the one before stops working. */
  async renewRecoveryCode(player: StoredPlayer): Promise<string> {
    const code = newRecoveryCode();
    await this.store.setRecoveryHash(player.id, hashSecret(normalizeRecoveryCode(code)));
    return code;
  }

  async openSession(player: StoredPlayer): Promise<OpenedSession> {
    const now = this.settings.now();
    const token = newSessionToken();
    const expiresAt = now + this.settings.sessionTtlMs;
    await this.store.addSession({ tokenHash: hashSecret(token), playerId: player.id, createdAt: now, expiresAt }, now);
    return { token, expiresAt };
  }

  /** Who holds this session token: refused when it is unknown or has ended (an ended session is forgotten). */
  async signedIn(token: string | null): Promise<PlayerResult<SignedIn>> {
    if (token === null) return refuse(401, 'not-signed-in', 'sign in first: this needs a player’s session');
    const tokenHash = hashSecret(token);
    const found = await this.store.session(tokenHash);
    if (!found) return refuse(401, 'not-signed-in', 'that session is not known here (it may have been signed out): sign in again');
    if (found.session.expiresAt <= this.settings.now()) {
      await this.store.removeSession(tokenHash);
      return refuse(401, 'session-expired', 'your session has ended: sign in again');
    }
    return ok({ player: found.player, tokenHash });
  }

  async closeSession(signedIn: SignedIn): Promise<void> {
    await this.store.removeSession(signedIn.tokenHash);
  }

  /** What anyone may know of a player: the name and when the player was created. */
  async profile(name: string): Promise<PlayerResult<PublicPlayer>> {
    const checked = checkPlayerName(name);
    const player = checked.ok ? await this.store.playerByNameKey(playerNameKey(checked.name)) : null;
    if (!player) return refuse(404, 'unknown-player', 'no player has that name');
    return ok({ name: player.name, createdAt: new Date(player.createdAt).toISOString() });
  }
}
