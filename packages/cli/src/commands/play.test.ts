import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Command } from 'commander';
import { type GameRecord, type GoofspielView, goofspiel, unwrap } from '@decktet/engine';
import { card } from '@decktet/decktet';
import { readRecordFile } from '../records';
import { scripted, tempDir, TEST_GAMES as CLI_GAMES } from '../../test/testing';
import { playOptions, registerPlay, runPlay, type PlayOptions } from './play';
import { CLI_GAMES as CLI_GAMES_ONLY } from '../games';
import { goofspielAdapter } from '../games/goofspiel';

const play = (options: PlayOptions, lines: string[], dir = tempDir()) => scripted((io) => runPlay({ recordsDir: dir, ...options }, io), lines);
const records = (dir: string) => readdirSync(dir).map((f) => join(dir, f));
const titleOf = (id: string) => card(id).title.replace(/^the /, '');

describe('decktet play (generic machinery, with the engine\'s example game)', () => {
  it('plays a whole game against a bot and saves a record that replays', async () => {
    const dir = tempDir();
    const t = await play({ game: 'goofspiel', seats: 'human,ai:random', seed: 'vs-bot', plain: true }, ['1', '1', '1', '1', '1'], dir);
    expect(t.err).toBe('');
    expect(t.code).toBe(0);
    expect(t.out).toContain('Player 1 vs AI (random)');
    expect(t.out).toMatch(/Game over: .+/);
    expect(t.out).toMatch(/Player 1: (win|loss|draw) \(\d+\)/);
    const [file] = records(dir);
    expect(t.out).toContain(`Game record saved to ${file}`);
    const { match, record } = unwrap(readRecordFile(file!, CLI_GAMES.rules));
    expect(record.seats).toEqual(['human', 'ai:random']);
    expect(record.actions).toHaveLength(10);
    expect(match.outcome()).toEqual(record.outcome);
    expect(record.meta?.playedWith).toBe('decktet play');
  });

  it('hotseat: a hand-off screen between players, and nobody is shown the other\'s hand', async () => {
    const dir = tempDir();
    const seed = 'hotseat';
    const start = unwrap(goofspiel.setup({ handSize: 5 }, seed));
    const lines: string[] = [];
    for (let round = 0; round < 5; round++) lines.push('', '1', '', '1');
    const t = await play({ game: 'goofspiel', seats: 'human,human', names: 'Ada,Bo', seed, plain: true }, lines, dir);
    expect(t.code).toBe(0);
    const screens = t.out.split(/Pass the device to /).slice(1);
    expect(screens).toHaveLength(10);
    for (const [i, screen] of screens.entries()) {
      const owner = i % 2 === 0 ? 0 : 1;
      expect(screen.startsWith(['Ada', 'Bo'][owner]!)).toBe(true);
      const hand = /Your hand: (.*)/.exec(screen)![1]!;
      // Every card shown as "your hand" is from the owner's own deal.
      for (const id of start.hands[1 - owner]!) expect(hand).not.toContain(titleOf(id));
    }
    expect(t.out).toMatch(/Game over/);
    expect(records(dir)).toHaveLength(1);
  });

  it('answers any input with a message and a new prompt, never a crash', async () => {
    const garbage = ['', '   ', '0', '-1', '99', '1.5', 'bid', 'bid unicorn', 'bid pact pact', 'xyzzy', '漢字 ☾', 'x'.repeat(5000), '{"op":"act"}', 'actions', 'board', 'log', 'rules', 'help', '?'];
    const t = await play({ game: 'goofspiel', seed: 'garbage', plain: true }, [...garbage, '1', '1', '1', '1', '1']);
    expect(t.code).toBe(0);
    expect(t.out).toContain('there is no action 99: choose a number from 1 to 5');
    expect(t.out).toContain('Unknown card "unicorn"');
    expect(t.out).toContain('5 actions begin with "bid"');
    expect(t.out).toContain('Goofspiel (the engine\'s example game)');
    expect(t.out).toContain('Commands:');
    expect(t.out).toMatch(/Game over/);
  });

  it('quit offers to save; --resume continues the same game to the end', async () => {
    const dir = tempDir();
    const first = await play({ game: 'goofspiel', seats: 'human,ai:random', seed: 'resume', plain: true }, ['1', '2', 'quit', 'y'], dir);
    expect(first.code).toBe(0);
    const [file] = records(dir);
    expect(first.out).toContain(`Game saved to ${file}`);
    expect(first.out).toContain(`Resume with: npx decktet play --resume ${file}`);
    const saved = JSON.parse(readFileSync(file!, 'utf8')) as GameRecord;
    expect(saved.outcome).toBeNull();
    expect(saved.actions.filter((a) => a.seat === 0)).toHaveLength(2);

    const second = await play({ resume: file!, plain: true }, ['1', '1', '1'], dir);
    expect(second.err).toBe('');
    expect(second.out).toMatch(/Game over/);
    const done = unwrap(readRecordFile(file!, CLI_GAMES.rules));
    expect(done.record.actions).toHaveLength(10);
    expect(done.record.actions.slice(0, saved.actions.length)).toEqual(saved.actions);
    expect(done.match.outcome()).not.toBeNull();
    expect(records(dir)).toHaveLength(1);

    const reseated = await play({ game: 'goofspiel', seats: 'human,human', seed: 'reseat', plain: true }, ['', '1', 'quit', 'y'], dir);
    expect(reseated.code).toBe(0);
    const half = records(dir).find((f) => f.includes('reseat'))!;
    const taken = await play({ resume: half, seats: 'human,ai:random', plain: true }, ['1', '1', '1', '1']);
    expect(taken.out).toMatch(/Game over/);
    expect(unwrap(readRecordFile(half, CLI_GAMES.rules)).record.seats).toEqual(['human', 'ai:random']);

    const again = await play({ resume: file!, plain: true }, []);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/is a finished game .*npx decktet replay/);
  });

  it('quit can decline saving or be cancelled', async () => {
    const dir = tempDir();
    const t = await play({ game: 'goofspiel', seed: 'q', plain: true }, ['quit', 'c', '1', 'quit', 'n'], dir);
    expect(t.code).toBe(0);
    expect(t.out).toContain('quit; the game was not saved');
    expect(t.out).toContain('-> bid');
    expect(records(dir)).toHaveLength(0);
  });

  it('when the input ends mid-game, the game is saved so it can be resumed', async () => {
    const dir = tempDir();
    const t = await play({ game: 'goofspiel', seed: 'eof', plain: true }, ['1'], dir);
    expect(t.code).toBe(0);
    expect(t.out).toContain('Stopping (Ctrl-C or the end of the input): saving the game');
    const [file] = records(dir);
    expect(unwrap(readRecordFile(file!, CLI_GAMES.rules)).record.outcome).toBeNull();
  });

  it('refuses bad options with a clear message and starts nothing', async () => {
    const cases: [PlayOptions, RegExp][] = [
      [{}, /name a game to play: dueling-runes, hieroglyphs, goofspiel/],
      [{ game: 'chess' }, /unknown game "chess"/],
      [{ game: 'goofspiel', seats: 'human' }, /played by 2 seats; --seats gives 1/],
      [{ game: 'goofspiel', seats: 'human,cat' }, /unknown seat "cat"/],
      [{ game: 'goofspiel', seats: 'human,automaton' }, /Goofspiel has no automaton/],
      [{ game: 'goofspiel', seatNumbers: { health: '3' } }, /Goofspiel takes no --health/],
      [{ game: 'goofspiel', config: '[1]' }, /--config must be a JSON object/],
      [{ game: 'goofspiel', config: '{"handSize":20}' }, /invalid Goofspiel config — handSize/],
      [{ game: 'goofspiel', names: 'a,b,c' }, /--names gives 3 names for 2 seats/],
    ];
    for (const [options, message] of cases) {
      const dir = tempDir();
      const t = await play(options, ['1'], dir);
      expect(t.code).toBe(1);
      expect(t.err).toMatch(message);
      expect(t.out).toBe('');
      expect(records(dir)).toHaveLength(0);
    }
  });

  it('refuses a missing, corrupt or tampered record for --resume', async () => {
    const dir = tempDir();
    await play({ game: 'goofspiel', seed: 'tamper', plain: true }, ['1', 'quit', 'y'], dir);
    const [file] = records(dir);
    const record = JSON.parse(readFileSync(file!, 'utf8')) as GameRecord;
    const bad = join(dir, 'bad.json');
    const cases: [string | (() => void), RegExp][] = [
      [join(dir, 'missing.json'), /cannot read .*missing\.json: no such file/],
      [() => writeFileSync(bad, '{"format": '), /bad\.json is not a game record: it is not valid JSON/],
      [() => writeFileSync(bad, JSON.stringify({ hello: 'world' })), /not a Decktet Table game record/],
      [() => writeFileSync(bad, JSON.stringify({ ...record, seed: 'other' })), /altered: its checksum does not match/],
      [() => writeFileSync(bad, JSON.stringify({ ...record, game: 'chess' })), /unknown game "chess"/],
    ];
    for (const [setup, message] of cases) {
      const path = typeof setup === 'string' ? setup : (setup(), bad);
      const t = await play({ resume: path }, []);
      expect(t.code).toBe(1);
      expect(t.err).toMatch(message);
    }
    const t = await play({ resume: file!, seed: 'x' }, []);
    expect(t.err).toMatch(/--seed cannot change a resumed game/);
  });

  it('an all-bot table plays itself and narrates', async () => {
    const t = await play({ game: 'goofspiel', seats: 'ai:random,ai:random', seed: 'bots', plain: true }, []);
    expect(t.code).toBe(0);
    expect(t.out).toContain('AI 1 (random) vs AI 2 (random)');
    expect(t.out).toMatch(/bids .* bids .*/);
    expect(t.out).toMatch(/Game over/);
  });

  it('colours only when asked, Unicode unless --plain', async () => {
    const fancy = await scripted((io) => runPlay({ game: 'goofspiel', seed: 'u', recordsDir: tempDir() }, io), ['1', '1', '1', '1', '1'], { games: CLI_GAMES });
    expect(fancy.out).toMatch(/[☾☀≈♣§∞]/);
    const plain = await play({ game: 'goofspiel', seed: 'u', plain: true }, ['1', '1', '1', '1', '1']);
    expect(plain.out).not.toMatch(/[☾☀≈♣§∞─]/);
  });
});

describe('decktet play before an action that can change nothing', () => {
  it('says why and makes it only on "y"; anything else keeps the choice open', async () => {
    // The example game with a warning on every bid of its first card in hand: the game's `futile` answers.
    const warned = { ...goofspielAdapter, futile: (action: string, view: unknown) => (action === `bid ${(view as GoofspielView).hand[0]}` ? 'This bid would change nothing' : null) };
    const games = CLI_GAMES_ONLY.with(warned);
    const t = await scripted((io) => runPlay({ recordsDir: tempDir(), game: 'goofspiel', seats: 'human,ai:random', seed: 'futile', plain: true }, io), ['1', 'n', '1', 'y', '2', '1', 'yes', '1', 'y', '1', 'y'], { games });
    expect(t.err).toBe('');
    const first = t.out.indexOf('! This bid would change nothing.');
    expect(first).toBeGreaterThan(0);
    expect(t.out.slice(first)).toMatch(/^! This bid would change nothing\.\nMake "(bid [a-z-]+)" anyway\? \[y\/N\] n\nNot made: choose again\.\nPlayer 1> 1\n! This bid would change nothing\.\nMake "\1" anyway\? \[y\/N\] y\n-> \1\n/);
    expect(t.out).toMatch(/Game over: /);
  });
});

describe('decktet play when something outside the rules fails', () => {
  it('a failing bot does not lose the game: it is saved and the error is reported', async () => {
    const dir = tempDir();
    const t = await scripted(
      (io) =>
        runPlay(
          { game: 'goofspiel', seats: 'human,ai:random', seed: 'fault', recordsDir: dir, plain: true },
          { ...io, createBot: () => ({ name: 'broken', decide: () => { throw new Error('the bot fell over'); } }) },
        ),
      ['1'],
    );
    expect(t.code).toBe(2);
    expect(t.err).toContain('decktet play: the bot fell over');
    const [file] = records(dir);
    expect(t.err).toContain(`The game so far is saved to ${file}`);
  });
});

describe('decktet play with no game named, on a terminal', () => {
  it('asks which game, accepting a number or a name, and re-asks on nonsense', async () => {
    const dir = tempDir();
    const t = await scripted(
      (io) => runPlay({ seed: 'pick', recordsDir: dir, plain: true }, { ...io, input: Object.assign(io.input, { isTTY: true }) }),
      ['chess', '9', 'goof', '1', '1', '1', '1', '1'],
    );
    expect(t.code).toBe(0);
    expect(t.out).toMatch(/Which game\?\n {2}1\) Dueling Runes\n {2}2\) Hieroglyphs\n {2}3\) Goofspiel/);
    expect(t.out).toContain('unknown game "chess"');
    expect(t.out).toContain('Goofspiel - seed pick');
    expect(t.out).toMatch(/Game over/);
  });
});

describe('the play command line', () => {
  const help = () => {
    const program = new Command();
    registerPlay(program);
    return program.commands.find((c) => c.name() === 'play')!.helpInformation({ error: false }).replace(/\s+/g, ' ');
  };

  it("offers each game's per-seat numbers and names the games from their entries", () => {
    expect(help()).toContain('--health <list> starting health, one for all or one per seat (Dueling Runes)');
    expect(help()).toContain('the game: dueling-runes or hieroglyphs (a unique part of the name is enough)');
    expect(help()).toContain('pass every reaction window without asking (Dueling Runes;');
  });

  it('gathers the per-seat numbers by flag', () => {
    expect(playOptions('runes', { health: '5,7', seats: 'human,automaton' }, ['health'])).toEqual({ game: 'runes', seats: 'human,automaton', seatNumbers: { health: '5,7' } });
    expect(playOptions(undefined, { resume: 'r.json' }, ['health'])).toEqual({ resume: 'r.json', seatNumbers: {} });
  });
});
