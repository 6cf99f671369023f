/**
 * One check for legality and refusals (DR-8, DR-26, DRA-1): across random reachable positions of the
 * basic and the Advanced Game, one to four players and solitaire's automaton, `check` passes exactly
 * the actions `legalActions` lists, gives every other action a specific problem, and `apply`
 * refuses that action with the problem's code and words and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARDS, type CardId, Rng } from '@decktet/decktet';
import { ENERGIES, PHASES } from './core/runes';
import { type DuelingRunesAction, formatAction, normalizeAction } from './core/actions';
import { RECIPES } from './advanced/tables';
import type { ProblemRule } from './core/problem';
import { cardOf } from './core/sequence';
import type { DuelingRunesState } from './core/state';
import { duelingRunes } from './game';
import { check } from './queries';
import { randomPosition } from './test-kit';

const BASIC = [{}, { courts: true }, { players: 3 }, { players: 4, courts: true }, { players: 1 }];
const CONFIGS = [...BASIC, ...BASIC.map((c) => ({ ...c, variant: 'advanced' }))];
const SEATS = [0, 1, 2, 3] as const;

/** Every problem names one of these rules: none is a catch-all. */
const RULES: readonly ProblemRule[] = [
  'duel-over', 'no-such-seat', 'not-asked', 'wrong-stage', 'solitaire-only', 'advanced-only', 'excuse-never-played', 'court-not-in-deck', 'not-in-hand',
  'not-in-charmed-hand', 'wrong-phase', 'no-activation-rune', 'activation-rune-used', 'afraid', 'not-enough-runes', 'no-target-taken', 'target-needed',
  'no-such-wizard', 'at-yourself', 'target-dead', 'target-invisible', 'target-veiled', 'own-monster', 'not-at-monsters', 'no-monster-there', 'no-monster',
  'runes-missing', 'card-not-needed', 'wrong-count', 'not-face-up',
];

/** The non-empty subsets of `items` of at most `most` items. */
function subsets<T>(items: readonly T[], most: number): T[][] {
  const out: T[][] = [];
  for (let set = 1; set < 1 << items.length; set++) {
    const chosen = items.filter((_, i) => set & (1 << i));
    if (chosen.length <= most) out.push(chosen);
  }
  return out;
}

/** The aims of a spell or attack: none, each wizard number, each monster by owner. */
const AIMS: { target: number | null; monster?: true }[] = [{ target: null }, ...SEATS.map((target) => ({ target })), ...SEATS.map((target) => ({ target, monster: true as const }))];

/**
 * Actions worth asking about in a position: every card placed, every basic cast, advanced casts
 * with their runes counted low, high and at random, attacks, special spells discarding subsets of
 * the hand and a stranger card, Amnesia's choices among every sequence's cards.
 */
function candidates(s: DuelingRunesState, seat: number, rng: Rng): DuelingRunesAction[] {
  const out: DuelingRunesAction[] = [{ type: 'pass' }, { type: 'keep' }, { type: 'redraw' }];
  for (const card of CARDS) out.push({ type: 'play', card: card.id });
  for (const rune of PHASES) {
    for (const energy of [null, ...ENERGIES]) {
      for (const power of energy === null ? [0] : [1, 2, 3, 4]) for (const aim of AIMS) out.push({ type: 'cast', rune, energy, power, ...aim });
    }
  }
  // The basic game refuses every advanced spell alike (DR-22): one of each is enough there.
  const advanced = s.config.variant === 'advanced';
  for (const recipe of RECIPES) {
    const counts = advanced ? [() => 1, () => 4, () => rng.int(1, 4)] : [() => 1];
    for (const count of counts) for (const aim of advanced ? AIMS : AIMS.slice(0, 1)) out.push({ type: 'cast-advanced', spell: recipe.spell, energy: Object.fromEntries(recipe.energy.map((r) => [r, count()])), ...aim });
  }
  for (const aim of AIMS.slice(1)) out.push({ type: 'attack', target: aim.target!, ...(aim.monster ? { monster: true as const } : {}) });
  const id = (c: number): CardId => CARDS[c]!.id;
  const stranger = rng.pick(CARDS).id;
  const hand = [...(s.wizards[seat]?.hand ?? []).map(id), stranger];
  for (const discard of subsets(hand, 5)) for (const target of SEATS) for (const type of ['counter', 'mirror'] as const) out.push({ type, target, discard });
  const shown = [...new Set(s.wizards.flatMap((w) => w.sequence.map((e) => id(cardOf(e)))))];
  for (const cards of subsets(shown.length > 8 ? rng.shuffle(shown).slice(0, 8) : shown, 3)) out.push({ type: 'hide', cards });
  return out;
}

describe('check: the one test of legality and refusals', () => {
  it('passes exactly the listed legal actions; any other action gets a specific problem, and apply refuses it with that code and those words and changes nothing (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...CONFIGS), fc.integer({ min: 0, max: 300 }), (seed, raw, steps) => {
        const s = randomPosition('check', raw, seed, steps);
        const before = JSON.stringify(s);
        const rng = Rng.seeded(`check-candidates-${seed}`);
        // Disagreements, gathered and compared once (one expect per action would cost more than the checks).
        const wrong: string[] = [];
        for (const seat of SEATS) {
          const listed = duelingRunes.legalActions(s, seat);
          const legal = new Set(listed.map(formatAction));
          for (const a of listed) if (check(s, seat, a) !== null) wrong.push(`listed but refused: seat ${seat} "${formatAction(a)}"`);
          // A seat that may not act is refused before its action is read: a few actions show it.
          const asked = duelingRunes.pending(s).includes(seat);
          const all = candidates(s, seat, rng);
          for (const raw of asked ? all : all.filter(() => rng.int(0, 99) === 0)) {
            const read = normalizeAction(raw);
            if (!read.ok) continue;
            const a = read.value;
            const problem = check(s, seat, a);
            const text = `seat ${seat} "${formatAction(a)}" in ${s.stage}`;
            if ((problem === null) !== legal.has(formatAction(a))) wrong.push(`${text}: listed ${legal.has(formatAction(a))}, problem ${problem?.message}`);
            if (!problem) continue;
            if (!RULES.includes(problem.rule)) wrong.push(`${text}: rule ${problem.rule}`);
            const refused = duelingRunes.apply(s, seat, a);
            if (refused.ok || refused.error.code !== problem.code || refused.error.message !== problem.message) wrong.push(`${text}: apply ${JSON.stringify(refused.ok || refused.error)}`);
          }
        }
        expect(wrong).toEqual([]);
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a seat that may not act, whatever it asks, before reading the action', () => {
    const s = randomPosition('check', { players: 3 }, 7, 0);
    expect(check(s, 5, { type: 'pass' })).toEqual({ code: 'not-your-turn', rule: 'no-such-seat', message: 'There is no seat 5 in this duel', params: { seat: 5 } });
    expect(duelingRunes.apply(s, 5, 'not an action' as unknown as DuelingRunesAction)).toEqual({ ok: false, error: { code: 'not-your-turn', message: 'There is no seat 5 in this duel' } });
    expect(duelingRunes.legalActions(s, 5)).toEqual([]);
  });
});
