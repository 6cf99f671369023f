import { randomBytes, randomUUID } from 'node:crypto';
import { type PlayerDevice, type PublicPlayer, checkPlayerName, playerNameKey } from '@decktet/protocol';
import { type ClientError, clientError } from '../match/errors';
import { refusal } from '../http/refusal';
import type { NewDeviceKey, PlayerStore, StoredPlayer } from '../storage';
import { deviceHolder, sessionHolder } from '../storage/players';
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

/** The signed-in player behind a request, the hash of the session token it presented, and the device that opened that session (null: a passkey did). */
export interface SignedIn {
  player: StoredPlayer;
  tokenHash: string;
  deviceId: string | null;
}

/** What a seat token issued to this session is tied to: its device, or (opened by passkey) the session itself. */
export function tokenHolderOf(me: SignedIn): string {
  return me.deviceId !== null ? deviceHolder(me.deviceId) : sessionHolder(me.tokenHash);
}

/** A player signed in on a device: the session to open is that device's. */
export interface OnDevice {
  player: StoredPlayer;
  deviceId: string;
}

/** A device key just made: the key goes to the client this once, its hash to storage. */
function newDevice(label: string | null): { deviceKey: string; device: NewDeviceKey } {
  const deviceKey = newDeviceKey();
  return { deviceKey, device: { keyHash: hashSecret(deviceKey), id: randomBytes(9).toString('base64url'), label } };
}

const iso = (ms: number) => new Date(ms).toISOString();

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

  /**
   * Creates a player with a checked name, on a device described by `label`; the device key and
   * recovery code are returned this once.
   */
  async create(name: string, label: string | null): Promise<PlayerResult<OnDevice & { deviceKey: string; recoveryCode: string }>> {
    const player: StoredPlayer = { id: randomUUID(), name, createdAt: this.settings.now() };
    const { deviceKey, device } = newDevice(label);
    const recoveryCode = newRecoveryCode();
    const created = await this.store.createPlayer(player, playerNameKey(name), { device, recoveryHash: hashSecret(normalizeRecoveryCode(recoveryCode)) });
    if (created === 'name-taken') {
      return { ok: false, status: 409, error: refusal('name-taken', `that name is taken: "${name}" is too like the name of a player who already has it (names differ by more than case, width or look-alike letters)`, { name }) };
    }
    return ok({ player, deviceId: device.id, deviceKey, recoveryCode });
  }

  /** The player whose device this key is. */
  async signIn(deviceKey: string): Promise<PlayerResult<OnDevice>> {
    const found = await this.store.useDeviceKey(hashSecret(deviceKey), this.settings.now());
    return found ? ok(found) : refuse(401, 'sign-in-refused', 'that device key is not known here (it may have been forgotten from your account): sign in with your recovery code or a passkey');
  }

  /** Signs in with a name and its recovery code, and gives this device (described by `label`) a key of its own (returned this once). */
  async recover(name: string, recoveryCode: string, label: string | null): Promise<PlayerResult<OnDevice & { deviceKey: string }>> {
    const checked = checkPlayerName(name);
    const player = checked.ok ? await this.store.playerByNameKey(playerNameKey(checked.name)) : null;
    const stored = player ? await this.store.recoveryHash(player.id) : null;
    const matches = sameHash(hashSecret(normalizeRecoveryCode(recoveryCode)), stored ?? NOBODY);
    if (!player || !stored || !matches) return refuse(401, 'recovery-refused', 'that name and recovery code do not match');
    const { deviceKey, device } = newDevice(label);
    await this.store.addDeviceKey(player.id, device, this.settings.now());
    return ok({ player, deviceId: device.id, deviceKey });
  }

  /** The signed-in player's devices, the one asking marked `current`. */
  async devices(me: SignedIn): Promise<PlayerDevice[]> {
    const devices = await this.store.devicesOf(me.player.id);
    return devices.map((d) => ({ id: d.id, label: d.label, createdAt: iso(d.createdAt), lastUsedAt: d.lastUsedAt === null ? null : iso(d.lastUsedAt), current: d.id === me.deviceId }));
  }

  /**
   * Forgets one of the signed-in player's devices: its key stops working, its sessions end, and so
   * do the seat tokens issued to it (`endedSeatsIn`: the matches whose sockets must be told).
   */
  async forgetDevice(me: SignedIn, deviceId: string): Promise<PlayerResult<{ signedOut: boolean; endedSeatsIn: string[] }>> {
    const removed = await this.store.removeDevice(me.player.id, deviceId);
    if (!removed) return refuse(404, 'unknown-device', 'you have no device with that id (it may have been forgotten already)');
    return ok({ signedOut: deviceId === me.deviceId, endedSeatsIn: removed.endedSeatsIn });
  }

  /** A new recovery code for the player; the one before stops working. */
  async renewRecoveryCode(player: StoredPlayer): Promise<string> {
    const code = newRecoveryCode();
    await this.store.setRecoveryHash(player.id, hashSecret(normalizeRecoveryCode(code)));
    return code;
  }

  /** A session for the player, opened on the device with this id (null: not by a device key — a passkey). */
  async openSession(player: StoredPlayer, deviceId: string | null): Promise<OpenedSession> {
    const now = this.settings.now();
    const token = newSessionToken();
    const expiresAt = now + this.settings.sessionTtlMs;
    await this.store.addSession({ tokenHash: hashSecret(token), playerId: player.id, deviceId, createdAt: now, expiresAt }, now);
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
    return ok({ player: found.player, tokenHash, deviceId: found.session.deviceId });
  }

  /** Signs out: the session ends; a passkey's session (no device key to sign in again with) ends its seat tokens too. Returns the matches whose seats were ended. */
  async closeSession(signedIn: SignedIn): Promise<string[]> {
    await this.store.removeSession(signedIn.tokenHash);
    return signedIn.deviceId === null ? this.store.endSessionSeats(signedIn.player.id, signedIn.tokenHash) : [];
  }

  /** What anyone may know of a player: the name and when the player was created. */
  async profile(name: string): Promise<PlayerResult<PublicPlayer>> {
    const checked = checkPlayerName(name);
    const player = checked.ok ? await this.store.playerByNameKey(playerNameKey(checked.name)) : null;
    if (!player) return refuse(404, 'unknown-player', 'no player has that name');
    return ok({ name: player.name, createdAt: new Date(player.createdAt).toISOString() });
  }
}
