import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { type AnyGame, goofspiel } from '@decktet/engine';
import type { CommandIO } from './commands/io';
import { createBot } from './play/bots';
import { CLI_GAMES } from './games';

export interface Transcript {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** The product's games and the engine's small example game (quick to play through in tests). */
export const TEST_GAMES: readonly AnyGame[] = [...CLI_GAMES, goofspiel as unknown as AnyGame];

/** A fresh folder for records written by a test. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'decktet-cli-'));
}

/**
 * Runs a command in-process as a scripted terminal session: `lines` are what the player types
 * (the input ends after them), and the transcript is everything printed, colours removed.
 */
export async function scripted(
  run: (io: CommandIO) => Promise<number>,
  lines: readonly string[],
  options: { games?: readonly AnyGame[]; recordsDir?: string } = {},
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
  return { code, out: stripVTControlCharacters(out), err: stripVTControlCharacters(err) };
}
