import { PassThrough, Readable } from 'node:stream';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseDecision } from '@decktet/ai';
import { type BaseState, Match, type Seat, unwrap } from '@decktet/engine';
import { NO_HINTS } from '../play/hint';
import { PlayLoop } from '../play/play-loop';
import { setUpTable } from '../play/table';
import { readRecordFile } from '../records';
import { makeStyle } from '../terminal/style';
import { Terminal } from '../terminal/terminal';
import { TEST_GAMES, scripted, tempDir } from '../../test/testing';
import { createBot } from '../play/bots';
import { type PlayOptions, runPlay } from './play';

/** Plays, then returns the transcript and the states of the saved game. */
async function play(options: PlayOptions, lines: readonly string[]) {
  const dir = tempDir();
  const t = await scripted((io) => runPlay({ recordsDir: dir, plain: true, ...options }, io), lines);
  const [file] = readdirSync(dir);
  return { t, match: unwrap(readRecordFile(join(dir, file!), TEST_GAMES.rules)).match };
}

/** What the teacher makes of `seat`'s first decision of the saved game, from its view. */
function teacher(match: Match<BaseState, unknown, unknown, unknown, unknown>, seat: Seat) {
  const { game } = match;
  const state = match.states()[match.actions.findIndex((a) => a.seat === seat)]!;
  const legal = game.legalActions(state, seat);
  const analysis = analyseDecision(game, game.view(state, seat), legal, seat);
  const number = (notation: string) => legal.map((a) => game.formatAction(a)).indexOf(notation) + 1;
  return { analysis, number };
}

/** The opponent's hand and secret bid in a Goofspiel state. */
function opponentsCards(state: BaseState): string[] {
  const { hands, bids } = state as unknown as { hands: string[][]; bids: (string | null)[] };
  return [...hands[1]!, ...(bids[1] ? [bids[1]] : [])];
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

describe('hint in decktet play', () => {
  it("against the AI: names the teacher's choice and the runner-up by number, with their win chances", async () => {
    const { t, match } = await play({ game: 'goofspiel', seats: 'human,ai:random', seed: 'hint' }, ['hint', '1', '1', '1', '1', '1']);
    expect(t.code).toBe(0);
    const { analysis, number } = teacher(match, 0);
    const { best, runnerUp } = analysis;
    expect(t.out).toContain(`Hint for Player 1 from the expert AI, judging only what Player 1 can see:
  best:      ${number(best.notation)}) ${best.notation} - win chance ${pct(best.winChance)}
  runner-up: ${number(runnerUp!.notation)}) ${runnerUp!.notation} - win chance ${pct(runnerUp!.winChance)}`);
    // A hint changes nothing: the game goes on from the same prompt.
    expect(t.out).toMatch(/can see:\n[^\n]+\n[^\n]+\nPlayer 1> 1/);
  });

  it('hotseat: each player gets the hint for their own decision, from their own view, and help lists it', async () => {
    const lines = ['', 'help', '1', '', 'hint', '1'];
    for (let round = 1; round < 5; round++) lines.push('', '1', '', '1');
    const { t, match } = await play({ game: 'goofspiel', seats: 'human,human', names: 'Ada,Bo', seed: 'hotseat-hint' }, lines);
    expect(t.code).toBe(0);
    expect(t.out).toContain("  hint      the AI's choice for you, judged only from what you can see, with its win chance and the runner-up's");
    // Bo decides after Ada's secret bid: the hint is judged from Bo's view, which hides it.
    expect(match.actions[0]!.seat).toBe(0);
    const { analysis, number } = teacher(match, 1);
    expect(t.out).toContain(`Hint for Bo from the expert AI, judging only what Bo can see:\n  best:      ${number(analysis.best.notation)}) ${analysis.best.notation} - win chance ${pct(analysis.best.winChance)}`);
    expect(t.out).not.toContain('Hint for Ada');
  });

  it('reads only the seat\'s view and legal actions, and is refused where hints are not offered', async () => {
    const table = unwrap(setUpTable({ game: 'goofspiel', seats: 'human,ai:random', seed: 'spy' }, TEST_GAMES, createBot));
    const { match } = table;
    const asked: { given: [unknown, readonly unknown[], Seat]; seen: [unknown, readonly unknown[]]; hidden: string[] }[] = [];
    const output = new PassThrough();
    let out = '';
    output.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const run = (hints: boolean) =>
      new PlayLoop({
        ...table,
        terminal: new Terminal(Readable.from(['hint\nhelp\nquit\nn\n']), output, true),
        style: makeStyle({ plain: true }),
        save: () => 'unused',
        ...(hints
          ? {
              hints: {
                level: 'spy',
                analyse: (view, legal, seat) => {
                  asked.push({ given: [view, legal, seat], seen: [match.view(0), match.legal(0)], hidden: opponentsCards(match.state) });
                  return analyseDecision(match.game, view, legal, seat, { level: 'easy' });
                },
              },
            }
          : {}),
      }).run();
    await run(true);
    expect(asked).toHaveLength(1);
    const [{ given, seen, hidden }] = asked as [(typeof asked)[number]];
    expect(given).toEqual([...seen, 0]);
    expect(hidden).toHaveLength(5);
    for (const card of hidden) expect(JSON.stringify(given[0])).not.toContain(card);
    expect(out).toContain('Hint for Player 1 from the spy AI');
    out = '';
    await run(false);
    expect(out).toContain(NO_HINTS);
    expect(out).not.toContain('  hint  ');
  });
});
