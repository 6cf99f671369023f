import { z } from 'zod';
import { RECORD_VERSION, type RecordedAction, upgradeSeed } from '@decktet/engine';

/** A local game (against the AI or hotseat) as kept in the browser: seed, config and the actions so far. */
export interface SavedLocalGame {
  id: string;
  game: string;
  mode: 'ai' | 'hotseat';
  seed: string;
  config: unknown;
  names: string[];
  /** "human" or "ai:<bot spec>" per seat. */
  seats: string[];
  actions: RecordedAction[];
  createdAt: number;
  updatedAt: number;
  finished: boolean;
}

const savedSchema = z.object({
  id: z.string().min(1),
  game: z.string().min(1),
  mode: z.enum(['ai', 'hotseat']),
  seed: z.string(),
  config: z.unknown(),
  names: z.array(z.string()),
  seats: z.array(z.string()),
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.string() })),
  createdAt: z.number(),
  updatedAt: z.number(),
  finished: z.boolean(),
  /**
   * How the seed deals, numbered as game records are; games saved before version 2 have none
   * (they were dealt the legacy way, and still are).
   */
  version: z.number().int().min(1).max(RECORD_VERSION).optional(),
});

const PREFIX = 'decktet-table:local:';

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveLocalGame(game: SavedLocalGame): void {
  store()?.setItem(PREFIX + game.id, JSON.stringify({ ...game, version: RECORD_VERSION }));
}

/**
 * Reads a saved game, at the current version (an older save's seed is upgraded as a game
 * record's is, so it replays the same); a missing, corrupt or newer entry gives null.
 */
export function loadLocalGame(id: string): SavedLocalGame | null {
  const text = store()?.getItem(PREFIX + id);
  if (!text) return null;
  try {
    const parsed = savedSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const { version = 1, ...game } = parsed.data;
    return { ...game, seed: upgradeSeed(game.seed, version) } as SavedLocalGame;
  } catch {
    return null;
  }
}

export function deleteLocalGame(id: string): void {
  store()?.removeItem(PREFIX + id);
}

/** Every saved local game, most recently played first. */
export function listLocalGames(): SavedLocalGame[] {
  const s = store();
  if (!s) return [];
  const out: SavedLocalGame[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const g = loadLocalGame(key.slice(PREFIX.length));
    if (g) out.push(g);
  }
  return out.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** A fresh random id or seed (the browser's crypto; game randomness itself comes from the seed). */
/**
 * Saves a new game that has not begun (a fresh 128-bit seed, no moves yet) and gives its id; the
 * caller opens `/local/<id>`.
 */
export function startLocalGame(game: Pick<SavedLocalGame, 'game' | 'mode' | 'config' | 'names' | 'seats'>): string {
  const now = Date.now();
  const id = randomId();
  saveLocalGame({ ...game, id, seed: randomId(16), actions: [], createdAt: now, updatedAt: now, finished: false });
  return id;
}

export function randomId(bytes = 9): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, bytes * 2);
}

const SETTINGS_KEY = 'decktet-table:settings';

export function loadJson<T>(key: string, fallback: T): T {
  try {
    const text = store()?.getItem(key);
    return text ? ({ ...fallback, ...(JSON.parse(text) as object) } as T) : fallback;
  } catch {
    return fallback;
  }
}

export function saveJson(key: string, value: unknown): void {
  store()?.setItem(key, JSON.stringify(value));
}

export { SETTINGS_KEY };
