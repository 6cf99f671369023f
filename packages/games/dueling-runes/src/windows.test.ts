/**
 * DR-16 as revised, DR-35 … DR-38: whether a wizard could cast a special spell is hidden. Pairs of
 * duels that differ only in one wizard's hand (Moon + Knot or not) must send every other seat and
 * every spectator the same things: views, who is asked, legal actions, log lines, the count of moves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, Rng } from '@decktet/decktet';
import { type AnyGame, Match, type Seat, unwrap, visibleEntries } from '@decktet/engine';
import { duelingRunes } from './game';
import type { DuelingRunesState } from './core/state';
import { duel, play, randomPosition } from './test-kit';
import { reactionWindows } from './windows';

/** The two cards that make a Counter Spell, and two that make nothing: the only difference between the pair. */
const ABLE = ['ace-of-moons', 'ace-of-knots'];
const UNABLE = ['ace-of-suns', 'ace-of-leaves'];

interface Step {
  before: DuelingRunesState;
  seat: Seat;
  action: string;
  windows: DuelingRunesState[];
  after: DuelingRunesState;
}

/** What a table sends one viewer at one moment (the server's frames carry these, see packages/server). */
interface Frame {
  view: unknown;
  pending: Seat[];
  legal: string[];
  log: unknown[];
  moves: number;
}

/**
 * A duel's first turn played by a fixed policy: in a reaction window whoever is asked passes at
 * once; wizard `k` places `kCard`; everyone else takes its first legal action.
 */
function firstTurn(hands: string[][], drawPile: string[], sequences: string[][], k: number, kCard: string): Step[] {
  const m = duel({ hands, drawPile, sequences }, { players: hands.length });
  const steps: Step[] = [];
  while (m.state.turn === 1 && m.pending().length > 0) {
    const seat = m.pending()[0]!;
    const before = m.state;
    const action = before.stage === 'react' ? 'pass' : seat === k && before.stage === 'choose' ? `play ${kCard}` : m.legalText(seat)[0]!;
    const windows = reactionWindows.openedBy(before, seat, unwrap(duelingRunes.parseAction(action)));
    play(m, [seat, action]);
    steps.push({ before, seat, action, windows, after: m.state });
  }
  return steps;
}

/**
 * Everything `viewer` is sent, frame by frame, as a table shows the steps: each window that opened
 * (DR-36) is shown alike, the ones nobody was asked in too, and in a window nobody but the viewer
 * itself is named as owing (DR-35); moves count no window decision (DR-37).
 */
function framesFor(steps: readonly Step[], viewer: Seat | null): Frame[] {
  const frames: Frame[] = [];
  let logAt = steps[0]?.before.log.length ?? 0;
  const frame = (s: DuelingRunesState, played: number) => {
    const pending = duelingRunes.pending(s);
    const secret = reactionWindows.isOpen(s);
    const shown = secret ? pending.filter((p) => p === viewer) : pending;
    frames.push({
      view: duelingRunes.view(s, viewer),
      pending: shown,
      legal: viewer !== null && shown.includes(viewer) ? duelingRunes.legalActions(s, viewer).map(duelingRunes.formatAction) : [],
      log: visibleEntries(s.log.slice(logAt), viewer),
      moves: played - reactionWindows.decisionsIn(s),
    });
    logAt = s.log.length;
  };
  steps.forEach((step, i) => {
    // A window the step ends in is shown by the step's own frame.
    const opened = reactionWindows.isOpen(step.after) ? step.windows.slice(0, -1) : step.windows;
    for (const w of opened) frame(w, i + 1);
    // A quick decision in a window that stays open is not shown on its own: the table holds the
    // window (DR-36) and sends what stands when the hold ends, once everyone asked has answered.
    if (reactionWindows.isOpen(step.before) && reactionWindows.isOpen(step.after) && step.windows.length === 0) return;
    frame(step.after, i + 1);
  });
  return frames;
}

/** A pair of first turns: wizard `k` holds a Counter Spell's runes in the first, not in the second. */
function pairOf(players: number, seed: string): { k: number; able: Step[]; unable: Step[] } {
  const rng = Rng.seeded(seed);
  const swapped = new Set([...ABLE, ...UNABLE]);
  const pool = rng.shuffle(CARDS.filter((c) => c.kind !== 'excuse' && c.kind !== 'court' && !swapped.has(c.id)).map((c) => c.id));
  const k = 1 + rng.int(0, players - 2);
  const hands = Array.from({ length: players }, () => pool.splice(0, 3));
  const sequences = Array.from({ length: players }, () => pool.splice(0, rng.int(0, 2)));
  const kCard = hands[k]![0]!;
  const handsWith = (two: string[]) => hands.map((h, w) => (w === k ? [h[0]!, ...two] : h));
  // The other two cards lie at the bottom of the draw pile (a layout lists it from the top), out of reach this turn.
  const pileWith = (two: string[]) => [...pool, ...two];
  return {
    k,
    able: firstTurn(handsWith(ABLE), pileWith(UNABLE), sequences, k, kCard),
    unable: firstTurn(handsWith(UNABLE), pileWith(ABLE), sequences, k, kCard),
  };
}

const askedIn = (steps: readonly Step[], k: number) => steps.some((s) => s.before.stage === 'react' && duelingRunes.pending(s.before).includes(k));

describe('whether a wizard could react is hidden (DR-16, DR-35 … DR-37)', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} wizards: every other seat and the spectators are sent the same, whether or not wizard k could cast (fast-check)`, () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
          const { k, able, unable } = pairOf(players, `dr16-${players}-${seed}`);
          // The pair really differs where it may: k is asked in one and not in the other.
          expect(askedIn(able, k)).toBe(true);
          expect(askedIn(unable, k)).toBe(false);
          for (const viewer of [null, ...Array.from({ length: players }, (_, s) => s).filter((s) => s !== k)]) {
            expect(framesFor(able, viewer)).toEqual(framesFor(unable, viewer));
          }
        }),
        { numRuns: 25 },
      );
    });
  }

  it('the test can fail: the frames k itself gets differ, and so would an unhidden owes flag', () => {
    const { k, able, unable } = pairOf(3, 'dr16-can-fail');
    expect(framesFor(able, k)).not.toEqual(framesFor(unable, k));
    const rawOwes = (steps: readonly Step[]) => steps.flatMap((s) => [...s.windows, s.after]).map((s) => s.wizards.map((w) => w.owes));
    expect(rawOwes(able)).not.toEqual(rawOwes(unable));
  });
});

describe('a reaction window as the view shows it (DR-35)', () => {
  const window = () => {
    const m = duel({ hands: [['ace-of-moons', 'ace-of-knots', 'bard'], ['sailor', 'mill'], ['origin', 'cave']] }, { players: 3 });
    play(m, [0, 'play bard'], [1, 'play sailor'], [2, 'play origin']);
    return m;
  };

  it('names nobody: the prompt and every other wizard show no owes or decided flag; the viewer sees its own', () => {
    const m = window();
    expect(m.state.stage).toBe('react');
    expect(m.pending()).toEqual([0]);
    for (const seat of [null, 1, 2]) {
      const v = m.view(seat);
      expect(v.wizards.map((w) => [w.owes, w.chosen])).toEqual([
        [false, false],
        [false, false],
        [false, false],
      ]);
      expect(v.prompt).toBe('Turn 1: reaction window after the reveal: anyone able may cast Counter Spell or Magic Mirror.');
      expect(v.prompt).not.toContain('Ada');
    }
    expect(m.view(0).wizards[0]!.owes).toBe(true);
  });

  it('a wizard asked in a window who takes its choice back is told alone (DR-34, DR-35)', () => {
    const m = duel({ hands: [['ace-of-moons', 'ace-of-knots', 'bard'], ['author', 'mill'], ['sailor', 'cave']] }, { players: 3 });
    play(m, [0, 'play bard'], [1, 'play mill'], [2, 'play sailor']);
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'pass']);
    expect(m.view(2).wizards[0]!.chosen).toBe(false);
    expect(m.withdraw(0).ok).toBe(true);
    expect(m.logFor(1).join('\n')).not.toContain('takes back');
    expect(m.logFor(2).join('\n')).not.toContain('takes back');
    expect(m.logFor(null).join('\n')).not.toContain('takes back');
    expect(m.logFor(0).at(-1)).toBe('Ada takes back their choice.');
  });

  it('a window nobody is asked in is still seen by the table: its state is handed on, and it closes at once (DR-36)', () => {
    const m = duel({ hands: [['bard', 'sea'], ['sailor', 'mill']] });
    play(m, [0, 'play bard']);
    const windows = reactionWindows.openedBy(m.state, 1, { type: 'play', card: 'sailor' });
    expect(windows.length).toBeGreaterThanOrEqual(1);
    expect(windows[0]!.stage).toBe('react');
    expect(windows[0]!.wizards.every((w) => !w.owes)).toBe(true);
    play(m, [1, 'play sailor']);
    expect(m.state.stage).not.toBe('react');
    // The moment shown is the one after the reveal: both cards placed, nothing declared yet.
    expect(duelingRunes.view(windows[0]!, null).wizards.map((w) => w.placed)).toEqual(['bard', 'sailor']);
  });

  it('decisions in windows are counted apart from moves, and a timeout in a window passes (DR-37, DR-38)', () => {
    const m = duel({ hands: [['ace-of-moons', 'ace-of-knots', 'bard'], ['sailor', 'mill']] });
    play(m, [0, 'play bard'], [1, 'play sailor']);
    expect(reactionWindows.decisionsIn(m.state)).toBe(0);
    expect(duelingRunes.formatAction(reactionWindows.timeoutAction(m.state, 0))).toBe('pass');
    play(m, [0, 'pass']);
    expect(reactionWindows.decisionsIn(m.state)).toBe(1);
  });
});

describe('the windows an action opens, found in the same apply (DR-36)', () => {
  const CONFIGS = [2, 3, 4].flatMap((players) => [{ players }, { players, variant: 'advanced' }]);

  it('applyOpening gives what apply gives and the windows openedBy finds, for every legal action and a refused one (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...CONFIGS), fc.integer({ min: 0, max: 200 }), (seed, raw, steps) => {
        const s = randomPosition('opening', raw, seed, steps);
        const before = JSON.stringify(s);
        for (const seat of [0, 1, 2, 3]) {
          for (const action of [...duelingRunes.legalActions(s, seat), { type: 'play' as const, card: 'the-excuse' }]) {
            const applied = duelingRunes.apply(s, seat, action);
            const opening = reactionWindows.applyOpening!(s, seat, action);
            if (!applied.ok) {
              expect(opening).toEqual(applied);
              continue;
            }
            expect(opening.ok && opening.value.state).toEqual(applied.value);
            expect(opening.ok && opening.value.opened).toEqual(reactionWindows.openedBy(s, seat, action));
          }
        }
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 25 },
    );
  });

  it('a match checked for its windows hands on the same ones whether the game finds them in its apply or by playing again', () => {
    const withoutFastPath: AnyGame = { ...duelingRunes, secretWindows: { ...reactionWindows, applyOpening: undefined } } as unknown as AnyGame;
    const layout = { hands: [['ace-of-moons', 'ace-of-knots', 'bard'], ['sailor', 'mill']] };
    const m = duel(layout);
    const other = unwrap(Match.create(withoutFastPath, m.config, m.seed, m.options));
    const opened: number[] = [];
    for (const [seat, action] of [[0, 'play bard'], [1, 'play sailor'], [0, 'pass']] as const) {
      const fast = unwrap(m.check(seat, action, { windows: true }));
      const slow = unwrap(other.check(seat, action, { windows: true }));
      expect(fast.windows).toEqual(slow.windows);
      expect(fast.state).toEqual(slow.state);
      expect(unwrap(m.check(seat, action)).windows).toBeUndefined();
      opened.push(fast.windows!.length);
      m.commit(fast);
      other.commit(slow);
    }
    // Placing the second card revealed both and opened the window Ada is asked in.
    expect(opened[0]).toBe(0);
    expect(opened[1]).toBeGreaterThanOrEqual(1);
  });
});
