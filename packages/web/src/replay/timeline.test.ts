import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { Match, unwrap } from '@decktet/engine';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import { goofspielUi } from '../games/goofspiel/ui';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { i18n } from '../i18n';
import type { GameUi } from '../play/types';
import { locate, nextTurnEnd, previousTurnEnd, timeline } from './timeline';

/** A finished game between Ada and Bo, played with seeded random choices; `game` is its web entry. */
function finished(ui: GameUi, config: unknown, seed: string) {
  const m = unwrap(Match.create(ui.game, config, seed, { names: ['Ada', 'Bo'] }));
  const rng = Rng.seeded(`${seed}-moves`);
  while (m.outcome() === null) {
    const seat = rng.pick(m.pending());
    m.act(seat, rng.pick(m.legal(seat)));
  }
  return { game: ui, states: m.states(), actions: m.actions };
}

// Engine notation: a verb followed by a card id or a wizard number.
const NOTATION = /\b(play|decipher|discard|cast|counter|mirror|hide) [a-z0-9-]+|\bat \d\b|tomb\d/;

describe('a replay in turns and words', () => {
  it('groups Hieroglyphs plays into the turns of the player on turn, told in words', () => {
    const { game, states, actions } = finished(hieroglyphsUi, {}, 'timeline-hg');
    const turns = timeline(game, states, actions, null);
    expect(turns.length).toBeGreaterThan(5);
    expect(turns.flatMap((t) => t.steps)).toHaveLength(actions.length);
    turns.forEach((t, i) => {
      expect(t.title).toMatch(new RegExp(`^Turn ${i + 1}: (Ada|Bo)'s turn$`));
      const player = t.title.includes('Ada') ? 'Ada' : 'Bo';
      for (const s of t.steps) {
        expect(s.text).toMatch(new RegExp(`^${player} (plays|discards) `));
        expect(s.text).not.toMatch(NOTATION);
        // Each play is in the public log, told by the game with what came of it.
        expect(s.lines[0]).toMatch(new RegExp(`^${player} (plays|discards) `));
      }
      expect(t.end - t.start).toBe(t.steps.length);
      if (i > 0) expect(t.start).toBe(turns[i - 1]!.end);
    });
    // Private lines ("You draw …") reach only the seat they belong to.
    const lines = (seat: number | null) => timeline(game, states, actions, seat).flatMap((t) => t.steps.flatMap((s) => s.lines));
    expect(lines(null).some((l) => l.startsWith('You draw'))).toBe(false);
    expect(lines(0).some((l) => l.startsWith('You draw'))).toBe(true);
  });

  it('keeps a Dueling Runes card secret from the spectator until the reveal, and names it for its owner (DR-19)', () => {
    const { game, states, actions } = finished(duelingRunesUi, { health: 5 }, 'timeline-dr');
    const spectator = timeline(game, states, actions, null);
    const first = spectator[0]!;
    expect(first.title).toBe('Turn 1');
    const [secret, reveal] = first.steps;
    expect(secret!.text).toMatch(/^(Ada|Bo) places a card$/);
    expect(secret!.lines).toEqual([]);
    expect(reveal!.text).toMatch(/^(Ada|Bo) places the .+ \(\d+\)$|^(Ada|Bo) places Ace of .+ \(1\)$/);
    expect(reveal!.lines[0]).toMatch(/^Turn 1: /);
    const owner = timeline(game, states, actions, secret!.seat)[0]!.steps[0]!;
    expect(owner.text).toMatch(/^(Ada|Bo) places (the |Ace of )/);
    for (const s of spectator.flatMap((t) => t.steps)) expect(s.text).not.toMatch(NOTATION);
    // Turns follow the duel's own count.
    spectator.forEach((t, i) => expect(t.title).toBe(`Turn ${i + 1}`));
  });

  it('moves by turn and by step through the positions', () => {
    const { game, states, actions } = finished(hieroglyphsUi, {}, 'timeline-nav');
    const turns = timeline(game, states, actions, null);
    const last = states.length - 1;
    expect(locate(turns, 0)).toEqual({ turn: -1, step: 0 });
    expect(nextTurnEnd(turns, 0)).toBe(turns[0]!.end);
    expect(locate(turns, turns[0]!.end)).toEqual({ turn: 0, step: turns[0]!.steps.length });
    expect(locate(turns, turns[1]!.start + 1)).toEqual({ turn: 1, step: 1 });
    expect(nextTurnEnd(turns, turns[1]!.start + 1)).toBe(turns[1]!.end);
    expect(previousTurnEnd(turns, turns[1]!.start + 1)).toBe(turns[0]!.end);
    expect(previousTurnEnd(turns, turns[0]!.end)).toBe(0);
    expect(nextTurnEnd(turns, last)).toBe(last);
  });

  it('tells a game whose entry has no narrator by the log lines its actions added', () => {
    const { game, states, actions } = finished(goofspielUi, { handSize: 3 }, 'timeline-goof');
    expect(game.narrator).toBeUndefined();
    const turns = timeline(game, states, actions, null);
    expect(turns).toHaveLength(actions.length);
    expect(turns[0]!.steps[0]!.text).toMatch(/^(Ada|Bo) has chosen a bid$/);
  });

  it("tells Hieroglyphs in the player's language: turn titles, steps and the lines they added", async () => {
    const { game, states, actions } = finished(hieroglyphsUi, {}, 'timeline-hg');
    const english = timeline(game, states, actions, 0);
    await i18n.changeLanguage('es');
    try {
      const spanish = timeline(game, states, actions, 0);
      expect(spanish).toHaveLength(english.length);
      spanish.forEach((t, i) => {
        expect(t.title).toMatch(new RegExp(`^Turno ${i + 1}: le toca a (Ada|Bo)$`));
        for (const s of t.steps) expect(s.text).toMatch(/^(Ada|Bo) (juega|descarta) /);
      });
      const lines = spanish.flatMap((t) => t.steps.flatMap((s) => s.lines));
      expect(lines).toHaveLength(english.flatMap((t) => t.steps.flatMap((s) => s.lines)).length);
      expect(lines.some((l) => l.startsWith('Robas '))).toBe(true);
      const untold = lines.filter((l) => / (plays|discards|draws) /.test(l));
      expect(untold).toEqual([]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
