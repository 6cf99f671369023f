import { describe, expect, inject, it } from 'vitest';
import { CARDS, Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { handCanCastSpecial, recipeRunesOf } from './core/recipes';
import { SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import { duelingRunes } from './game';
import { type HandSlot, dealHands, randomizeHidden, sampleState } from './core/hidden';
import type { DuelingRunesState } from './core/state';
import { duel, play } from './test-kit';

/** Which stages a seeded random playout passed through, and every problem found in them. */
interface Sweep {
  stages: Set<string>;
  problems: string[];
}

/**
 * Plays seeded random games and, at every step, determinizes every seat's view (sampleState) and
 * re-deals what each seat cannot see (randomizeHidden): neither may throw, and the seat's view of
 * the result must be the view it started from (DR-19).
 */
function sweep(config: Record<string, unknown>, games: number, prefix: string): Sweep {
  const out: Sweep = { stages: new Set(), problems: [] };
  const parsed = configSchema.parse({ ...SIMULATION_CONFIG, ...config });
  for (let g = 0; g < games && out.problems.length < 5; g++) {
    const seed = `${prefix}-${g}`;
    let s = unwrap(duelingRunes.setup(parsed, seed));
    const rng = Rng.fast(`sweep:${seed}`);
    for (let step = 0; !duelingRunes.outcome(s); step++) {
      out.stages.add(s.stage);
      for (let seat = 0; seat < s.names.length; seat++) {
        const view = duelingRunes.view(s, seat);
        const text = JSON.stringify(view);
        const where = `seed ${seed} step ${step} (${s.stage}) seat ${seat}`;
        try {
          const sampled = sampleState(JSON.parse(text), seat, rng);
          if (JSON.stringify(duelingRunes.view(sampled, seat)) !== text) out.problems.push(`${where}: sampled state shows another view`);
          const variant = randomizeHidden(s, seat, rng);
          if (JSON.stringify(duelingRunes.view(variant, seat)) !== text) out.problems.push(`${where}: re-dealt state shows another view`);
        } catch (e) {
          out.problems.push(`${where}: ${String(e)}`);
        }
      }
      const pending = duelingRunes.pending(s);
      const seat = rng.pick(pending);
      s = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
    }
  }
  return out;
}

/** Games per sweep: the quick tier (`inject('sample')`) plays the first quarter of them. */
const GAMES = inject('sample') ? 3 : 12;
const FEWER_GAMES = inject('sample') ? 2 : 6;

describe('determinizations agree with every view (finding 2)', () => {
  it(`four wizards: every seat, every step of ${GAMES} random games, reaction windows included`, { timeout: 120_000 }, () => {
    const found = sweep({ players: 4 }, GAMES, 'finding2-four');
    expect(found.problems).toEqual([]);
    expect([...found.stages].sort()).toEqual(['amnesia', 'choose', 'declare', 'react']);
  });

  it('three wizards and two: every seat, every step of random games', { timeout: 120_000 }, () => {
    expect(sweep({ players: 3 }, FEWER_GAMES, 'finding2-three').problems).toEqual([]);
    expect(sweep({ players: 2, health: 6 }, FEWER_GAMES, 'finding2-two').problems).toEqual([]);
  });

  it('solitaire: every step, the redraw decision included', { timeout: 120_000 }, () => {
    const found = sweep({ players: 1, health: [12, 12] }, GAMES, 'finding2-solo');
    expect(found.problems).toEqual([]);
    expect(found.stages.has('redraw')).toBe(true);
  });

  it("in a window, deals the others' hands freely and asks whoever can cast in the deal (DR-16, DR-35)", () => {
    // Ada has seen every card but eight: Bo's, Cy's and Di's last two and two in the draw pile.
    // Only Bo was asked, but Ada's view does not say so: a sample may give the Aces of Moons and
    // Knots to anyone (or to the draw pile), and whoever holds a Counter Spell in it is asked.
    const hands = [
      ['ace-of-suns', 'ace-of-waves'],
      ['ace-of-moons', 'ace-of-knots', 'ace-of-wyrms'],
      ['origin', 'sailor', 'discovery'],
      ['mill', 'savage', 'cave'],
    ];
    const drawPile = ['desert', 'darkness'];
    const named = new Set([...hands.flat(), ...drawPile]);
    const discardPile = CARDS.filter((c) => c.kind !== 'excuse' && c.kind !== 'court' && !named.has(c.id)).map((c) => c.id);
    const m = duel({ hands, drawPile, discardPile }, { players: 4 });
    play(m, [0, 'play ace-of-suns'], [1, 'play ace-of-wyrms'], [2, 'play origin'], [3, 'play mill']);
    expect(m.state.stage).toBe('react');
    expect(m.pending()).toEqual([1]);
    const view = m.view(0);
    expect(view.wizards.map((w) => w.owes)).toEqual([false, false, false, false]);
    const rng = Rng.fast('few-deals');
    const holders = new Set<number>();
    for (let k = 0; k < 100; k++) {
      const s: DuelingRunesState = sampleState(view, 0, rng);
      for (let w = 1; w < 4; w++) {
        const canCast = handCanCastSpecial(recipeRunesOf(s.config), s.wizards[w]!.hand);
        expect(s.wizards[w]!.owes).toBe(canCast);
        if (canCast) holders.add(w);
      }
      expect(JSON.stringify(duelingRunes.view(s, 0))).toBe(JSON.stringify(view));
    }
    // Bo is not singled out: the deal puts the Counter Spell with others too, or with nobody.
    expect(holders.size).toBeGreaterThan(1);
  });

  it('a window sampled for a wizard who is not asked still waits for someone: another wizard can cast in the deal (DR-16, DR-35)', () => {
    const m = duel({ hands: [['ace-of-moons', 'ace-of-knots', 'bard'], ['sailor', 'mill'], ['origin', 'cave']] }, { players: 3 });
    play(m, [0, 'play bard'], [1, 'play sailor'], [2, 'play origin']);
    expect(m.pending()).toEqual([0]);
    const rng = Rng.fast('waits-for-someone');
    for (let k = 0; k < 60; k++) {
      const s: DuelingRunesState = sampleState(m.view(2), 2, rng);
      expect(duelingRunes.pending(s).length).toBeGreaterThan(0);
      expect(JSON.stringify(duelingRunes.view(s, 2))).toBe(JSON.stringify(m.view(2)));
    }
  });

  it('the search finds agreeing hands whenever a deal has them, and takes each unseen card once', () => {
    const config = configSchema.parse({ players: 4 });
    const rng = Rng.fast('search');
    const deck = CARDS.map((_, c) => c).filter((c) => CARDS[c]!.kind !== 'excuse' && CARDS[c]!.kind !== 'court');
    for (let k = 0; k < 300; k++) {
      // A real deal of three hands (sizes 0–5) and a short draw pile; what the table would see of it.
      const unseen = rng.shuffle(deck.slice()).slice(0, rng.int(6, 24));
      const sizes = [0, 1, 2].map(() => rng.int(0, Math.min(5, Math.floor(unseen.length / 3))));
      let at = 0;
      const slots: HandSlot[] = sizes.map((size, wizard) => {
        const hand = unseen.slice(at, (at += size));
        return { wizard, size, mustCast: handCanCastSpecial(recipeRunesOf(config), hand) };
      });
      const pool = rng.shuffle(unseen.slice());
      const dealt = dealHands(pool, slots, config, rng, 0);
      for (const slot of slots) {
        expect(dealt.get(slot.wizard)).toHaveLength(slot.size);
        expect(handCanCastSpecial(recipeRunesOf(config), dealt.get(slot.wizard)!)).toBe(slot.mustCast);
      }
      expect([...[...dealt.values()].flat(), ...pool].sort((a, b) => a - b)).toEqual(unseen.slice().sort((a, b) => a - b));
    }
  });

  it('refuses, with a clear error, a view whose hands cannot be dealt from the unseen cards', () => {
    const w = duel({ hands: [['ace-of-suns'], ['ace-of-moons'], ['origin'], ['mill']] }, { players: 4 });
    const view = w.view(0);
    const impossible = { ...view, wizards: view.wizards.map((wz, i) => (i === 1 ? { ...wz, handSize: 60 } : wz)) };
    expect(() => sampleState(impossible, 0, Rng.fast('x'))).toThrow(/hand/);
  });
});
