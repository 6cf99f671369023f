import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Match, goofspiel, unwrap } from '@decktet/engine';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { writeRecord } from '../records';
import { scripted, tempDir } from '../../test/testing';
import { runReplay, type ReplayOptions } from './replay';

const replay = (file: string, options: ReplayOptions, lines: string[]) => scripted((io) => runReplay(file, { plain: true, ...options }, io), lines);

const layout = { hands: [['ace-of-moons', 'author', 'journey'], ['ace-of-suns', 'desert', 'painter']], prizes: ['pact', 'mill', 'forest'] };

function goofspielRecord(finish: boolean): string {
  const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 'replay', { names: ['Ada', 'Bo'], layout }));
  const moves: [number, string][] = [[0, 'bid journey'], [1, 'bid painter'], [0, 'bid author'], [1, 'bid ace-of-suns'], [0, 'bid ace-of-moons'], [1, 'bid desert']];
  for (const [seat, action] of finish ? moves : moves.slice(0, 3)) unwrap(match.act(seat, action));
  return writeRecord(match.toRecord(), { dir: tempDir() });
}

describe('decktet replay', () => {
  it('steps forward and back, jumps to a move, and refuses moves that do not exist', async () => {
    const file = goofspielRecord(true);
    const t = await replay(file, {}, ['', 'n', 'b', 'j 5', '99', '-1', 'first', 'b', 'last', 'n', 'dance', 'log', 'help', '3', 'q']);
    expect(t.code).toBe(0);
    expect(t.out).toContain('Replay of Goofspiel - seed replay, 6 moves, seen by a spectator.');
    expect(t.out).toContain('Move 0 of 6: the deal');
    expect(t.out).toContain('Move 1 of 6: Ada - bid journey');
    expect(t.out).toContain('Move 2 of 6: Bo - bid painter');
    expect(t.out).toMatch(/Move 2 of 6: Bo - bid painter\n {2}Ada bids the Journey \(3\), Bo bids the Painter \(3\): a tie/);
    expect(t.out).toContain('Move 5 of 6: Ada - bid ace-of-moons');
    expect(t.out).toContain('there is no move 99: the record has moves 0 to 6');
    expect(t.out).toContain('already at the deal (move 0)');
    expect(t.out).toContain('Game over: Ada wins 8 to 5');
    expect(t.out).toContain('"dance" is not a replay command');
    expect(t.out).toContain('j <move>    jump to a move');
    // A bare number jumps too.
    expect(t.out).toMatch(/replay \[\d+\/6\]> 3\n-+\nMove 3 of 6/);
  });

  it('a spectator sees no hands; --seat shows that seat\'s hand and hides the other\'s', async () => {
    const file = goofspielRecord(true);
    const spectator = await replay(file, {}, ['q']);
    expect(spectator.out).not.toContain('Your hand');
    const bo = await replay(file, { seat: '2' }, ['q']);
    expect(bo.out).toContain('seen by Bo');
    expect(bo.out).toMatch(/Your hand: A☀|Your hand: AS Ace of Suns/);
    expect(bo.out).not.toContain('Journey,');
  });

  it('keeps other seats\' secret choices hidden in an unfinished game', async () => {
    const file = goofspielRecord(false);
    const t = await replay(file, { seat: '2' }, ['1', '3', 'q']);
    expect(t.out).toContain('Move 1 of 3: Ada - a hidden choice (see the log)');
    expect(t.out).toContain('Move 3 of 3: Ada - a hidden choice (see the log)');
    expect(t.out).not.toContain('bid author');
    expect(t.out).toContain('End of the record (the game was saved unfinished).');
  });

  it('replays a Hieroglyphs game from the first move to the last', async () => {
    const match = unwrap(Match.create(hieroglyphs, {}, 'hg-replay'));
    for (let i = 0; i < 12; i++) {
      const seat = match.pending()[0]!;
      unwrap(match.act(seat, match.legalText(seat)[0]!));
    }
    const file = writeRecord(match.toRecord(), { dir: tempDir() });
    const t = await replay(file, {}, ['last', 'q']);
    expect(t.out).toContain('Replay of Hieroglyphs');
    expect(t.out).toContain('Move 12 of 12');
    expect(t.out).toContain('Tomb 1');
  });

  it('refuses a missing, corrupt or tampered file and a bad --seat, clearly', async () => {
    const dir = tempDir();
    const good = goofspielRecord(true);
    const record = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(good, 'utf8'))) as { actions: { seat: number; action: string }[] };
    const tampered = join(dir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify({ ...record, actions: record.actions.slice(0, 4) }));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ not json');
    const cases: [string, ReplayOptions, RegExp][] = [
      [join(dir, 'none.json'), {}, /decktet replay: cannot read .*none\.json: no such file/],
      [broken, {}, /broken\.json is not a game record: it is not valid JSON/],
      [tampered, {}, /tampered\.json: the record has been altered/],
      [dir, {}, /cannot read .*: it is a folder/],
      [good, { seat: '3' }, /--seat must be a seat number from 1 to 2/],
      [good, { seat: 'x' }, /--seat must be a seat number from 1 to 2/],
    ];
    for (const [file, options, message] of cases) {
      const t = await replay(file, options, []);
      expect(t.code).toBe(1);
      expect(t.err).toMatch(message);
    }
  });
});
