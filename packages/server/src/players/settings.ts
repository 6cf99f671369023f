/** How players' sessions and passkeys behave on this server. */
export interface PlayerSettings {
  /** How long a session lasts from sign-in (no sliding: a session ends then, used or not). */
  sessionTtlMs: number;
  /** How long a passkey challenge may be answered. */
  challengeTtlMs: number;
  /**
   * The origin players reach the server at (`https://decktet.example`): passkeys are bound to it
   * (its host is the WebAuthn relying party id). null: the origin each request names (its Host and scheme).
   */
  publicOrigin: string | null;
  /** Pages on other origins that may call the players' write endpoints (the server's own origin always may; "*": any). */
  allowedOrigins: readonly string[];
  /** The clock (epoch ms); tests move it. */
  now: () => number;
}

export const DEFAULT_PLAYER_SETTINGS: Readonly<PlayerSettings> = {
  sessionTtlMs: 30 * 24 * 3600 * 1000,
  challengeTtlMs: 5 * 60 * 1000,
  publicOrigin: null,
  allowedOrigins: [],
  now: Date.now,
};
