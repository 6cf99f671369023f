import { type Result, ok, parseConfig } from '@decktet/engine';
import type { GameUi } from '../play/types';
import { startLocalGame } from '../local/storage';

/**
 * Saves a fresh two-player game against the easy AI, with the game's default options, as the
 * set-up form would; the caller opens `/local/<id>`.
 */
export function newGameAgainstAi(ui: GameUi, names: { you: string; computer: string }): Result<string> {
  const options = Object.fromEntries((ui.options ?? []).map((o) => [o.key, o.default]));
  const config = parseConfig(ui.game, ui.config(options, 2));
  if (!config.ok) return config;
  const id = startLocalGame({ game: ui.game.id, mode: 'ai', config: config.value, names: [names.you, names.computer], seats: ['human', 'ai:easy'] });
  return ok(id);
}
