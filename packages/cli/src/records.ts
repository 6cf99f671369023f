import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type AnyGame, type BaseState, type GameRecord, Match, type Result, err, ok, readGameRecord } from '@decktet/engine';

export type AnyMatch = Match<BaseState, unknown, unknown, unknown, unknown>;

/** Where game records go unless the player names a file: `./records/` under the current folder. */
export function defaultRecordsDir(cwd = process.cwd()): string {
  return resolve(cwd, 'records');
}

function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
}

/** `dueling-runes-20260101-120000-<seed>.json`: sorts by date and says which game it is. */
export function recordFileName(record: GameRecord, date: Date): string {
  const seed = record.seed.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 32);
  return `${record.game}-${stamp(date)}${seed ? `-${seed}` : ''}.json`;
}

/** Writes a record as pretty JSON to `file`, or to a new file in `dir`; returns the path written. */
export function writeRecord(record: GameRecord, target: { file?: string; dir?: string } = {}, date = new Date()): string {
  const path = target.file ? resolve(target.file) : join(target.dir ?? defaultRecordsDir(), recordFileName(record, date));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(record, null, 2) + '\n');
  return path;
}

/** A path as the player would type it: relative to the current folder when that is shorter. */
export function displayPath(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && rel.length < path.length ? rel : path;
}

/**
 * Reads a game record file (of any version) and replays it into a match. Every way it can fail
 * (no file, not JSON, not a record, tampered, an action that does not replay) is an error naming
 * the file.
 */
export function readRecordFile(path: string, games: readonly AnyGame[]): Result<{ match: AnyMatch; record: GameRecord }> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    return err('invalid-record', `cannot read ${path}: ${why}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err('invalid-record', `${path} is not a game record: it is not valid JSON (${(e as Error).message})`);
  }
  // Read at the current version (an older record comes back upgraded), so a re-save stays faithful.
  const record = readGameRecord(raw, { games });
  if (!record.ok) return err('invalid-record', `${path}: ${record.error.message}`);
  const match = Match.fromRecord(games, record.value);
  if (!match.ok) return err('invalid-record', `${path}: ${match.error.message}`);
  return ok({ match: match.value, record: record.value });
}
