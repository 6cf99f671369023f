import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer } from '../../test/child-server';
import { DatabaseRefused, openSqliteStorage } from '.';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A data directory whose decktet.sqlite is made by `make` (nothing made: no file). */
function dataDir(make?: (file: string) => void): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'decktet-files-'));
  dirs.push(dir);
  const file = join(dir, 'decktet.sqlite');
  make?.(file);
  return { dir, file };
}

function sqliteFile(file: string, sql: string, applicationId = 0): void {
  const db = new Database(file);
  db.exec(sql);
  if (applicationId) db.pragma(`application_id = ${applicationId}`);
  db.close();
}

async function refusal(dir: string): Promise<DatabaseRefused> {
  const error = await openSqliteStorage(dir).then(
    async (storage) => {
      await storage.close();
      return null;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatabaseRefused);
  return error as DatabaseRefused;
}

describe('database files', () => {
  it('finding 6: a 0-byte file is refused, naming it, and left as it was', async () => {
    const { dir, file } = dataDir((f) => writeFileSync(f, ''));
    const e = await refusal(dir);
    expect(e.message).toContain(file);
    expect(e.message).toMatch(/empty \(0 bytes\)/);
    expect(readFileSync(file).length).toBe(0);
  });

  it('finding 6: a file that is not SQLite is refused, naming it', async () => {
    const { dir, file } = dataDir((f) => writeFileSync(f, 'matches: ada vs bo\n'.repeat(50)));
    const e = await refusal(dir);
    expect(e.message).toContain(file);
    expect(e.message).toMatch(/not an SQLite database/);
  });

  it("finding 6: another application's SQLite file is refused, naming it, and not changed", async () => {
    const { dir, file } = dataDir((f) => sqliteFile(f, 'CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT); INSERT INTO users (email) VALUES (\'a@example.org\');'));
    const before = readFileSync(file);
    const e = await refusal(dir);
    expect(e.message).toContain(file);
    expect(e.message).toMatch(/not a Decktet Table database: it holds other tables \(users\)/);
    expect(readFileSync(file).equals(before)).toBe(true);

    const marked = dataDir((f) => sqliteFile(f, 'CREATE TABLE notes (body TEXT)', 0x1234));
    expect((await refusal(marked.dir)).message).toMatch(/belongs to another application \(SQLite application_id 4660\)/);

    // Tables named like ours but not ours.
    const lookalike = dataDir((f) => sqliteFile(f, 'CREATE TABLE matches (id TEXT PRIMARY KEY, score INTEGER)'));
    expect((await refusal(lookalike.dir)).message).toMatch(/has a table "matches" that is not Decktet Table's \(it lacks game, config/);
  });

  it('finding 6: a database from a newer version is refused rather than downgraded', async () => {
    const { dir } = dataDir((f) => sqliteFile(f, "CREATE TABLE decktet_schema (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL); INSERT INTO decktet_schema VALUES (99, 'from the future', '2099-01-01')"));
    expect((await refusal(dir)).message).toMatch(/schema version 99, newer than this server knows/);
  });

  it('a missing file is created fresh, and opens again', async () => {
    const { dir, file } = dataDir();
    await (await openSqliteStorage(dir)).close();
    expect(existsSync(file)).toBe(true);
    const storage = await openSqliteStorage(dir);
    expect(await storage.listMatches('live', 10)).toEqual([]);
    await storage.close();
  });

  it('finding 6: the server refuses to start on a 0-byte file: exit 1, the path named, no stack trace', async () => {
    const { dir, file } = dataDir((f) => writeFileSync(f, ''));
    const started = startChildServer({ PORT: String(await freePort()), DATA_DIR: dir });
    const failure = await started.then(
      () => null,
      (e: unknown) => (e as Error).message,
    );
    expect(failure).toMatch(/the server exited \(1\) before listening/);
    expect(failure).toContain(`decktet server cannot start: the database file ${file} is empty (0 bytes)`);
    expect(failure).not.toMatch(/\n\s+at /);
  });
});
