import { type Result, ok, parseConfig } from '@decktet/engine';
import type { GameUi } from '../play/types';
import { randomId, saveLocalGame } from '../local/storage';

/**
 * Saves a fresh two-player game against the easy AI, with the game's default options, as the
 * set-up form would; the caller opens `/local/<id>`.
 */
export function newGameAgainstAi(ui: GameUi, names: { you: string; computer: string }): Result<string> {
  const options = Object.fromEntries((ui.options ?? []).map((o) => [o.key, o.default]));
  const config = parseConfig(ui.game, ui.config(options, 2));
  if (!config.ok) return config;
  const now = Date.now();
  const id = randomId();
  saveLocalGame({
    id,
    game: ui.game.id,
    mode: 'ai',
    seed: randomId(12),
    config: config.value,
    names: [names.you, names.computer],
    seats: ['human', 'ai:easy'],
    actions: [],
    createdAt: now,
    updatedAt: now,
    finished: false,
  });
  return ok(id);
}
