import { z } from 'zod';

/**
 * What this browser remembers of its player, in `localStorage`: that a player signed in here (so
 * the page asks the server who it is on the next visit; a guest's page never asks), and the
 * device key that signs the player in again once the session has ended. The key is the one secret
 * the page keeps: the session itself is an HttpOnly cookie the page cannot read, and a recovery
 * code is shown once and never stored.
 */
export interface DevicePlayer {
  /** null: signed in without a key of this device's own (by a passkey): the session is all there is. */
  deviceKey: string | null;
}

const KEY = 'decktet-table:player';
const schema = z.object({ deviceKey: z.string().min(1).nullable() });

export function rememberedPlayer(): DevicePlayer | null {
  try {
    const parsed = schema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers a sign-in here, with the device key it gave (a key kept before is replaced: it may be another player's). */
export function rememberPlayer(deviceKey: string | null): void {
  window.localStorage.setItem(KEY, JSON.stringify({ deviceKey } satisfies DevicePlayer));
}

/** Forgets the player on this device, key and all (signing out, or a key the server no longer knows). */
export function forgetPlayer(): void {
  window.localStorage.removeItem(KEY);
}
