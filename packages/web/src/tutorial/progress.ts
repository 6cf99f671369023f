import { z } from 'zod';

/** How far a learner has come in one game's lessons, kept in the browser. */
export interface Progress {
  /** The lesson to open (its id). */
  current: string | null;
  /** Lessons finished at least once (their ids). */
  done: string[];
}

const progressSchema = z.object({ current: z.string().nullable(), done: z.array(z.string()) });

const key = (gameId: string) => `decktet-table:tutorial:${gameId}`;
const EMPTY: Progress = { current: null, done: [] };

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved progress, or a fresh start when there is none (or it cannot be read). */
export function loadProgress(gameId: string): Progress {
  try {
    const text = store()?.getItem(key(gameId));
    const parsed = text ? progressSchema.safeParse(JSON.parse(text)) : null;
    return parsed?.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveProgress(gameId: string, progress: Progress): void {
  try {
    store()?.setItem(key(gameId), JSON.stringify(progress));
  } catch {
    // A full or forbidden storage only costs the bookmark; the lessons go on.
  }
}
