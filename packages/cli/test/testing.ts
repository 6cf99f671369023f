import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { type AnyGame, type GameRegistry, Match, unwrap } from '@decktet/engine';
import { Rng } from '@decktet/decktet';
import type { CommandIO } from '../src/commands/io';
import { createBot } from '../src/play/bots';
import { CLI_GAMES } from '../src/games';
import type { GameAdapter } from '../src/games/adapter';
import { goofspielAdapter } from '../src/games/goofspiel';

export interface Transcript {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * The product's games and the engine's small example game (quick to play through in tests),
 * registered through its terminal entry like any other game.
 */
export const TEST_GAMES: GameRegistry<GameAdapter> = CLI_GAMES.with(goofspielAdapter);

/** A fresh folder for records written by a test. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'decktet-cli-'));
}

/**
 * Runs a command in-process as a scripted terminal session: `lines` are what the player types
 * (the input ends after them), and the transcript is everything printed, colours removed
 * (`raw`: exactly as printed, to check that nothing but our own colours reaches the terminal).
 */
export async function scripted(
  run: (io: CommandIO) => Promise<number>,
  lines: readonly string[],
  options: { games?: GameRegistry<GameAdapter>; recordsDir?: string; raw?: boolean } = {},
): Promise<Transcript> {
  const output = new PassThrough();
  const errors = new PassThrough();
  let out = '';
  let err = '';
  output.on('data', (chunk: Buffer) => (out += chunk.toString()));
  errors.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await run({
    input: Readable.from(lines.length ? [lines.join('\n') + '\n'] : []),
    output,
    errors,
    games: options.games ?? TEST_GAMES,
    createBot,
    ...(options.recordsDir ? { recordsDir: options.recordsDir } : {}),
  });
  return options.raw ? { code, out, err } : { code, out: stripVTControlCharacters(out), err: stripVTControlCharacters(err) };
}

/**
 * What hotseat players would type to play a whole match: a seeded random legal action at each
 * decision (alternately by number and by notation), and an Enter at each hand-off screen.
 * It follows the play loop's order: the first pending seat decides first.
 */
export function hotseatScript(game: AnyGame, config: unknown, seed: string, names: readonly string[], futile?: GameAdapter['futile']): string[] {
  const match = unwrap(Match.create(game, config, seed, { names }));
  const rng = Rng.seeded(`script:${seed}`);
  const lines: string[] = [];
  let onScreen: number | null = null;
  for (let step = 0; !match.outcome(); step++) {
    const seat = match.pending()[0]!;
    if (seat !== onScreen) lines.push('');
    onScreen = seat;
    const legal = match.legalText(seat);
    const index = rng.int(0, legal.length - 1);
    lines.push(step % 2 === 0 ? String(index + 1) : legal[index]!);
    // An action that can change nothing is confirmed (the game's `futile`, asked as the play loop asks it).
    if (futile?.(legal[index]!, match.view(seat))) lines.push('y');
    unwrap(match.act(seat, legal[index]!));
  }
  return lines;
}
