import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@decktet/decktet';
import { EXCUSE } from './core/cards';
import { SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import { duelingRunes } from './game';
import { canCastSpecial } from './core/recipes';
import { Scratch } from './fast/scratch';
import { rulesOf } from './variants';
import { cardOf, faceDown } from './core/sequence';
import { type DuelingRunesState, isHasted } from './core/state';
import { act } from './core/turn';

const CONFIGS = [{}, { courts: true }, { players: 3 }, { players: 4, courts: true }, { players: 1 }, { players: 1, courts: true, health: [6, 12] }, { players: 3, courts: true, health: 4 }];

function allCards(s: DuelingRunesState): number[] {
  const cards = [...s.drawPile, ...s.discardPile];
  for (const w of s.wizards) cards.push(...w.hand, ...w.sequence.map(cardOf));
  if (s.offered >= 0) cards.push(s.offered);
  return cards;
}

/**
 * The longest a sequence may be while the first cards of a turn are chosen: 3 (DR-7), or 4 for a
 * hasted wizard whose mini-turn card is already down (DR-8).
 */
function limitWhileChoosing(s: DuelingRunesState, w: number): number {
  return !s.mini && isHasted(s.wizards[w]!, s.turn) ? 4 : 3;
}

describe('properties over whole random duels (fast-check)', () => {
  it('every card is accounted for; health stays within [0, starting health]; sequences hold at most 4 cards, at most 3 when a turn starts, the placed card newest; a reaction window asks exactly the wizards able to cast (DR-16), whatever is remembered of hands that could not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...CONFIGS), (seed, raw) => {
        const config = configSchema.parse({ ...SIMULATION_CONFIG, ...raw });
        const setup = duelingRunes.setup(config, `property-${seed}`);
        if (!setup.ok) throw new Error(setup.error.message);
        const s = setup.value;
        const expected = config.courts ? 45 : 41;
        const rng = Rng.seeded(`moves-${seed}`);
        // One scratch for the whole duel, as a random game keeps it: it skips hands found unable earlier in the turn.
        const scratch = new Scratch(config, rulesOf(config.variant));
        let lastTurn = 0;
        const check = (ok: boolean, what: string) => {
          if (!ok) throw new Error(`turn ${s.turn}: ${what}`);
        };
        for (let step = 0; ; step++) {
          const cards = allCards(s);
          check(cards.length === expected && new Set(cards).size === expected, `${cards.length} distinct cards instead of ${expected}`);
          check(s.drawPile.filter((c) => c === EXCUSE).length === 1, 'the Excuse is not in the draw pile');
          for (const w of s.wizards) {
            check(w.health <= w.maxHealth && w.health >= 0, `health ${w.health} outside [0, ${w.maxHealth}]`);
            check(w.sequence.length <= 4, `a sequence of ${w.sequence.length}`);
            // The card placed this (mini-)turn, face up or turned down, is the newest of the sequence.
            if (w.placed >= 0) check(w.sequence.at(-1) === w.placed || w.sequence.at(-1) === faceDown(w.placed), `${w.name}'s placed card is not the newest of the sequence`);
          }
          if (s.stage === 'react') {
            // Asked (still owing, or already decided this round) exactly when the hand can cast a special spell now.
            s.wizards.forEach((w, i) => check(canCastSpecial(s, i) === (w.owes || w.pick !== null), `${w.name} ${w.owes || w.pick ? 'is' : 'is not'} asked in a reaction window`));
          }
          if (s.turn !== lastTurn && s.stage === 'choose') {
            s.wizards.forEach((w, i) => check(w.sequence.length <= limitWhileChoosing(s, i), `a sequence of ${w.sequence.length} as the turn starts`));
            lastTurn = s.turn;
          }
          const pending = duelingRunes.pending(s);
          if (!pending.length) break;
          check(step < 20_000, 'the duel does not end');
          const seat = rng.pick(pending);
          act(s, seat, rng.pick(duelingRunes.legalActions(s, seat)), false, scratch);
        }
        const outcome = duelingRunes.outcome(s);
        expect(outcome).not.toBeNull();
        expect(outcome!.results).toHaveLength(config.players);
      }),
      { numRuns: 100 },
    );
  });
});
