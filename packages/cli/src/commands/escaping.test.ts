import { describe, expect, it } from 'vitest';
import { type GameRecord, Match, goofspiel, sealRecord, unwrap } from '@decktet/engine';
import { writeRecord } from '../records';
import { scripted, tempDir } from '../../test/testing';
import { runPlay } from './play';
import { runReplay } from './replay';

/** What a terminal would obey: escape sequences, the bell, bidi overrides, zero-width characters (our own line breaks aside). */
const OBEYED = /(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const HOSTILE_NAMES = ['Ada\x1b[2J\x1b[H', 'Bo\x07\u202e'];
const layout = { hands: [['ace-of-moons', 'author', 'journey'], ['ace-of-suns', 'desert', 'painter']], prizes: ['pact', 'mill', 'forest'] };

/** A hand-made record: its names (and so its log) and its seed carry escape sequences. */
function hostileRecord(moves: number): string {
  const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 'seed\x1b]0;owned\x07', { names: HOSTILE_NAMES, layout, seats: ['human', 'human'] }));
  const script: [number, string][] = [[0, 'bid journey'], [1, 'bid painter'], [0, 'bid author'], [1, 'bid ace-of-suns'], [0, 'bid ace-of-moons'], [1, 'bid desert']];
  for (const [seat, action] of script.slice(0, moves)) unwrap(match.act(seat, action));
  return writeRecord(match.toRecord(), { dir: tempDir() });
}

const raw = { raw: true } as const;

describe('text from a record reaches the terminal made visible, never obeyed', () => {
  it('finding 8: decktet replay of a record whose names, log and seed hold escape sequences', async () => {
    const file = hostileRecord(6);
    const t = await scripted((io) => runReplay(file, {}, io), ['', 'n', 'last', 'log', 'q'], raw);
    expect(t.code).toBe(0);
    expect(t.out).not.toMatch(OBEYED);
    expect(t.out).toContain('seed seed␛]0;owned␇');
    expect(t.out).toContain('Move 1 of 6: Ada␛[2J␛[H — bid journey');
    // Log lines built from the names are shown the same way.
    expect(t.out).toMatch(/Ada␛\[2J␛\[H bids the Journey/);
    expect(t.out).toContain('Bo␇\\u{202e}');
    // --plain keeps them readable in ASCII.
    const plain = await scripted((io) => runReplay(file, { plain: true }, io), ['last', 'q'], raw);
    expect(plain.out).not.toMatch(OBEYED);
    expect(plain.out).toContain('Ada^[[2J^[[H');
  });

  it('finding 8: decktet play --resume of such a record, and a refused record whose action text holds escapes', async () => {
    const file = hostileRecord(3);
    const t = await scripted((io) => runPlay({ resume: file, record: `${tempDir()}/out.json` }, io), ['board', 'log', 'quit', 'n'], raw);
    expect(t.code).toBe(0);
    expect(t.out).not.toMatch(OBEYED);
    expect(t.out).toContain('Bo␇\\u{202e}> ');

    // An action that does not replay is quoted in the error: made visible there too.
    const { checksum: _checksum, ...record } = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(file, 'utf8'))) as GameRecord;
    const bad = writeRecord(sealRecord({ ...record, actions: [{ seat: 0, action: 'bid \x1b[2J\x1b[31mjourney' }] }), { dir: tempDir() });
    const refused = await scripted((io) => runReplay(bad, {}, io), [], raw);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('bid ␛[2J␛[31mjourney');
    expect(refused.err).not.toMatch(OBEYED);
  });

  it('finding 8: --names refuses control characters and bot-like names for human seats, with the problem named', async () => {
    const t = await scripted((io) => runPlay({ game: 'hieroglyphs', seats: 'human,human', names: 'Ada\x1b[2J,Bo' }, io), [], raw);
    expect(t.code).toBe(1);
    expect(t.err).toContain('--names: name 1 is refused: the name contains a control character, U+001B (escape)');
    expect(t.err).not.toMatch(OBEYED);
    const bot = await scripted((io) => runPlay({ game: 'hieroglyphs', seats: 'human,ai:random', names: 'Easy Bot,Deep Bot' }, io), [], raw);
    expect(bot.err).toContain("--names: name 1 is refused: \"Easy Bot\" looks like a computer player's name");
    // A bot seat may be named a bot, and a human name is normalised.
    const ok = await scripted((io) => runPlay({ game: 'hieroglyphs', seats: 'human,ai:random', names: ' Ａｄａ ,Deep Bot', record: `${tempDir()}/x.json` }, io), ['quit', 'n'], raw);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('Ada vs Deep Bot');
  });
});
