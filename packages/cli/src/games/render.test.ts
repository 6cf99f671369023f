import { describe, expect, it } from 'vitest';
import { type AnyGame, Match, unwrap } from '@decktet/engine';
import { Rng } from '@decktet/decktet';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { asciiOnly, makeStyle } from '../terminal/style';
import { CLI_GAMES } from '.';

const plain = makeStyle({ plain: true });
const fancy = makeStyle({ color: true });

/** Renders every position of a seeded random game (up to a bound) for every seat and a spectator. */
function everyBoard(game: AnyGame, config: unknown, seed: string, check: (board: string, seat: number | null, view: unknown) => void): number {
  const match = unwrap(Match.create(game, config, seed));
  const adapter = CLI_GAMES.find(game.id)!;
  const rng = Rng.seeded(seed);
  const seats = [null, ...match.state.names.map((_, i) => i)];
  let positions = 0;
  while (true) {
    for (const seat of seats) {
      const view = match.view(seat);
      const board = adapter.render(view, { seat, style: plain });
      // --plain: no suit symbols or rules from the renderer; the terminal makes the rest ASCII.
      expect(board).not.toMatch(/[☾☀≈♣§∞─]/);
      check(asciiOnly(board), seat, view);
      if (positions === 0) expect(adapter.render(view, { seat, style: fancy })).toContain('\x1b[');
    }
    positions++;
    if (match.outcome() || positions >= 150) return positions;
    const seat = match.pending()[0]!;
    unwrap(match.act(seat, rng.pick(match.legalText(seat))));
  }
}

describe('boards', () => {
  it('Dueling Runes: the positions of three duels (up to 150 each) draw in plain ASCII, with health, sequences and effects; hands only for their owner', () => {
    const seen = { effects: false, faceDown: false };
    for (const [config, seed] of [[{}, 'r1'], [{ players: 3, courts: true }, 'r2'], [{ players: 1, health: [8, 8] }, 'r3']] as const) {
      const positions = everyBoard(duelingRunes, config, seed, (board, seat, view) => {
        expect(board).toMatch(/^[\x20-\x7e\n]*$/);
        expect(board).toMatch(/HP \d+\/\d+|dead/);
        expect(board.includes('Your hand:')).toBe(seat !== null);
        const v = view as { hand: string[] };
        if (seat !== null && v.hand.length) expect(board).toContain(v.hand[0]!.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ').replace(/ Of /, ' of '));
        if (board.includes('effects: ')) seen.effects = true;
        if (board.includes('[face down: ')) seen.faceDown = true;
      });
      expect(positions).toBeGreaterThan(5);
    }
    expect(seen.effects).toBe(true);
  });

  it('Hieroglyphs: every position draws in plain ASCII, with tombs, revealed letters and both players', () => {
    let letters = false;
    let collected = false;
    everyBoard(hieroglyphs, {}, 'h1', (board, seat) => {
      expect(board).toMatch(/^[\x20-\x7e\n]*$/);
      expect(board).toMatch(/Tomb 1 .*\n(.*\n)*Tomb 2 .*\n(.*\n)*Tomb 3 /);
      expect(board.includes('Your hand:')).toBe(seat !== null);
      if (/word: \.\.\.[A-Z]+|word: …[A-Z]+/.test(board)) letters = true;
      if (board.includes('collected: ')) collected = true;
    });
    expect(letters).toBe(true);
    expect(collected).toBe(true);
  });
});
