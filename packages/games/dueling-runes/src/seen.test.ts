import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { CARD_IDS } from './core/cards';
import { SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import { duelingRunes } from './game';
import { amnesiaToChoose, handSeenBy, revealedCard } from './core/seen';

/** Every position of seeded random duels of 1 to 4 players. */
function* positions(games: number) {
  for (const players of [2, 3, 4, 1]) {
    for (let g = 0; g < games; g++) {
      const s = unwrap(duelingRunes.setup(configSchema.parse({ ...SIMULATION_CONFIG, players }), `seen-${players}-${g}`));
      const rng = Rng.seeded(`seen-moves-${players}-${g}`);
      while (!duelingRunes.outcome(s)) {
        yield s;
        const seat = rng.pick(duelingRunes.pending(s));
        duelingRunes.applyInPlace!(s, seat, rng.pick(duelingRunes.legalActions(s, seat)));
      }
    }
  }
}

describe('what a seat sees, read straight from a state (DR-19)', () => {
  it('is what its view shows: its own hand only, the placed cards once revealed, the Amnesia it must choose for', () => {
    let amnesias = 0;
    for (const s of positions(4)) {
      for (const seat of [null, ...s.names.map((_, i) => i)]) {
        const v = duelingRunes.view(s, seat);
        expect(handSeenBy(s, seat).map((c) => CARD_IDS[c])).toEqual(v.hand);
        s.wizards.forEach((w, i) => expect(revealedCard(s, w) < 0 ? null : CARD_IDS[revealedCard(s, w)]).toBe(v.wizards[i]!.placed));
        expect(amnesiaToChoose(s, seat)?.target ?? null).toBe(v.myAmnesia?.target ?? null);
        if (v.myAmnesia) amnesias++;
      }
    }
    expect(amnesias).toBeGreaterThan(0);
  });

  it('a placed card stays secret while wizards choose', () => {
    const s = unwrap(duelingRunes.setup(configSchema.parse({}), 'secret placing'));
    s.wizards[0]!.placed = s.wizards[0]!.hand[0]!;
    expect(s.stage).toBe('choose');
    expect(revealedCard(s, s.wizards[0]!)).toBe(-1);
  });
});
