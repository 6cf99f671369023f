import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARDS, Rng } from '@decktet/decktet';
import { ENERGIES, PHASES } from './core/runes';
import { SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import { duelingRunes } from './game';
import type { DuelingRunesAction } from './core/actions';
import { type Duel, duel, play } from './test-kit';

/** The refusal of `text` for `seat`, after checking that it changed nothing. */
function refusal(m: Duel, seat: number, text: string): { code: string; message: string } {
  const before = JSON.stringify(m.state);
  const r = m.act(seat, text);
  if (r.ok) throw new Error(`"${text}" was accepted`);
  expect(JSON.stringify(m.state)).toBe(before);
  return { code: r.error.code, message: r.error.message };
}

describe('why an action is refused, while wizards choose their cards (DR-8)', () => {
  const start = () => duel({ hands: [['calamity', 'mill'], ['origin']] });

  it('a card not in hand, the Excuse, a Court without the option, a card that does not exist', () => {
    const m = start();
    expect(refusal(m, 0, 'play savage')).toEqual({ code: 'illegal-action', message: 'The Savage is not in your hand (you hold the Calamity and the Mill)' });
    expect(refusal(m, 0, 'play excuse').message).toBe('The Excuse is never played in Dueling Runes: it only marks when the discard pile is shuffled back into the draw pile (DR-1, DR-17)');
    expect(refusal(m, 0, 'play window').message).toBe('The Window is a Court, and the Courts are not in this duel\'s deck (option "courts", DR-1)');
    expect(refusal(m, 0, 'play savge')).toEqual({ code: 'unknown-card', message: 'Unknown card "savge" — did you mean the Savage (savage)?' });
  });

  it('an action of another stage names what the table waits for', () => {
    const m = start();
    expect(refusal(m, 0, 'cast wyrm suns 2 at 2').message).toBe('You cannot cast Fire Ball (2) now: first every wizard chooses a card to place, in secret ("play <card>")');
    expect(refusal(m, 0, 'pass').message).toMatch(/^You cannot pass now: first every wizard chooses a card/);
    expect(refusal(m, 0, 'hide mill').message).toMatch(/^You cannot choose cards for Amnesia now/);
    expect(refusal(m, 0, 'keep').message).toMatch(/^"keep" is for solitaire only: .*\(DR-25\); now first every wizard chooses/);
  });

  it('a wizard who has chosen waits for the others; a seat that does not exist', () => {
    const m = start();
    play(m, [0, 'play mill']);
    expect(refusal(m, 0, 'play calamity')).toEqual({ code: 'not-your-turn', message: 'You have already chosen ("play mill"): choices are revealed together once Bo has chosen' });
    expect(duelingRunes.apply(m.state, 5, { type: 'pass' })).toEqual({ ok: false, error: { code: 'not-your-turn', message: 'There is no seat 5 in this duel' } });
  });

  it('a confused wizard, and a dead one, are not asked', () => {
    const m = duel({ hands: [['calamity'], ['origin'], ['mill']] }, { players: 3 });
    // Set by hand: Bo confused this turn (DR-15), Cy dead (DR-18).
    Object.assign(m.state.wizards[1]!, { confusedTurn: 1, owes: false });
    Object.assign(m.state.wizards[2]!, { alive: false, health: 0, owes: false });
    expect(refusal(m, 1, 'play origin')).toEqual({
      code: 'not-your-turn',
      message: 'It is not your turn: waiting for Ada to choose a card; you are confused: your card is drawn from your hand at random (DR-15)',
    });
    expect(refusal(m, 2, 'play mill').message).toBe('Cy is dead: the dead make no more decisions (DR-18)');
  });
});

describe('why a declaration is refused (DR-5, DR-6, DR-9, DR-13)', () => {
  it('the wrong phase, a Wyrm at oneself, no target, no such wizard, too little energy', () => {
    const m = duel({ hands: [['calamity'], ['origin']] });
    play(m, [0, 'play calamity'], [1, 'play origin']);
    expect(m.view(0).phase).toBe('wyrm');
    expect(refusal(m, 0, 'cast knot at 2').message).toBe('You cannot cast Confusion now: it is the Wyrm phase (a Knot spell is cast in the Knot phase, with a card carrying Knots)');
    expect(refusal(m, 0, 'cast moon').message).toMatch(/^You cannot cast Shield now: it is the Wyrm phase/);
    expect(refusal(m, 0, 'cast wyrm at 1').message).toBe('Hit is a Wyrm spell: it is aimed at another wizard, not at yourself (DR-9)');
    expect(refusal(m, 0, 'cast wyrm').message).toBe('Name a target for Hit: "cast wyrm at <wizard>"');
    expect(refusal(m, 0, 'cast wyrm at 3').message).toBe('There is no wizard 3: the wizards are 1 Ada and 2 Bo');
    expect(refusal(m, 0, 'cast wyrm suns 1 at 2').message).toBe('Fire Ball (1) needs 1 free Suns; you have 0 (none of your face-up cards shows Suns; DR-6)');
    expect(refusal(m, 0, 'play mill').message).toBe('You cannot play a card now: it is the Wyrm phase (card value 12): "pass" or cast a Wyrm spell ("cast wyrm …")');
    expect(refusal(m, 1, 'pass')).toEqual({
      code: 'not-your-turn',
      message: 'It is not your turn: the Wyrm phase waits for Ada (card value 12) to declare; your new card carries no Wyrm rune',
    });
  });

  it('in a phase, higher card values declare first: the others are told when their turn comes (DR-8)', () => {
    const m = duel({ hands: [['calamity'], ['savage']] });
    play(m, [0, 'play calamity'], [1, 'play savage']);
    expect(refusal(m, 1, 'cast wyrm at 1')).toEqual({
      code: 'not-your-turn',
      message: 'It is not your turn: the Wyrm phase waits for Ada (card value 12) to declare; your card (value 3) declares after the higher values (DR-8)',
    });
    play(m, [0, 'pass']);
    expect(refusal(m, 0, 'cast wyrm at 2').message).toBe('It is not your turn: the Wyrm phase waits for Bo (card value 3) to declare; your card (value 12) came earlier in this phase (DR-8)');
  });

  it('energy spent in an earlier phase of the turn is not free; a Moon spell names no target', () => {
    // The Watchman carries Moons, Wyrms and Knots; the Bard shows one Sun.
    const m = duel({ hands: [['watchman'], ['origin']], sequences: [['bard'], []] });
    play(m, [0, 'play watchman'], [1, 'play origin']);
    expect(m.view(0).phase).toBe('moon');
    expect(refusal(m, 0, 'cast moon at 1').message).toBe('Shield is a Moon spell: it affects only its caster, so name no target ("cast moon")');
    play(m, [0, 'cast moon suns 1']);
    expect(m.view(0).phase).toBe('wyrm');
    expect(refusal(m, 0, 'cast wyrm suns 1 at 2').message).toBe('Fire Ball (1) needs 1 free Suns; you have 0 (1 showing in your sequence, 1 already spent this turn; DR-6)');
  });

  it('the dead and the invisible cannot be targeted; Invisibility cast this turn hides from lower Knot cards', () => {
    const m = duel({ hands: [['battle'], ['origin'], ['mill']] }, { players: 3 });
    // Set by hand: Bo invisible for turns 1–2, Cy dead, and Bo veiled against Knot cards up to 9.
    Object.assign(m.state.wizards[1]!, { invisibleFrom: 1, invisibleUntil: 2 });
    Object.assign(m.state.wizards[2]!, { alive: false, health: 0, owes: false });
    play(m, [0, 'play battle'], [1, 'play origin']);
    // With nobody to aim a Wyrm at, Ada was not asked in the Wyrm phase (DR-26); Knot spells may aim at herself.
    expect(m.view(0).phase).toBe('knot');
    expect(refusal(m, 0, 'cast knot at 2').message).toBe('Bo is invisible through turn 2: others cannot target them (DR-13)');
    expect(refusal(m, 0, 'cast knot at 3').message).toBe('Cy is dead: the dead are never targets (DR-9)');
  });

  it('a Knot spell of a card no higher than a fresh Invisibility cannot reach its target (DR-13)', () => {
    const m = duel({ hands: [['battle'], ['origin']] });
    Object.assign(m.state.wizards[1]!, { veil: 9 });
    play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass']);
    expect(m.view(0).phase).toBe('knot');
    expect(refusal(m, 0, 'cast knot at 2').message).toBe(
      "Invisibility was cast on Bo this turn: it already hides them from others' Knot spells of value 9 or less, and your card's value is 4 (DR-13)",
    );
  });
});

describe('why a special spell is refused (DR-16)', () => {
  const window = () => {
    const m = duel({ hands: [['calamity', 'author', 'ace-of-moons', 'ace-of-knots'], ['origin', 'ace-of-waves']] });
    play(m, [0, 'play calamity'], [1, 'play origin']);
    expect(m.pending()).toEqual([0]);
    return m;
  };

  it('cards not in hand, missing runes, a set that is not minimal, no such wizard', () => {
    const m = window();
    expect(refusal(m, 0, 'counter at 1 discard pact').message).toBe(
      'The Pact is not in your hand (you hold the Author, Ace of Moons and Ace of Knots): Counter Spell discards cards from your hand',
    );
    expect(refusal(m, 0, 'counter at 1 discard ace-of-moons').message).toBe('Counter Spell needs Moons and Knots among the discarded cards; Ace of Moons carries no Knots (DR-16)');
    expect(refusal(m, 0, 'mirror at 2 discard author').message).toBe('Magic Mirror needs Moons, Waves and Knots among the discarded cards; the Author carries no Waves (DR-16)');
    expect(refusal(m, 0, 'counter at 1 discard ace-of-moons,author').message).toBe(
      'Ace of Moons is not needed: Counter Spell discards a minimal set, with no card left over — the others already carry Moons and Knots (DR-16)',
    );
    expect(refusal(m, 0, 'counter at 3 discard author').message).toBe('There is no wizard 3: the wizards are 1 Ada and 2 Bo');
    expect(refusal(m, 0, 'play author').message).toBe(
      'You cannot play a card now: this is a reaction window after the reveal: "pass", or cast Counter Spell or Magic Mirror from your hand ("counter at <wizard> discard <cards>", DR-16)',
    );
  });

  it('a wizard whose hand cannot cast is not asked, and is told so without learning who is (DR-35)', () => {
    const m = window();
    expect(refusal(m, 1, 'pass')).toEqual({
      code: 'not-your-turn',
      message: 'It is not your turn: your hand cannot cast Counter Spell or Magic Mirror, so you are not asked in this reaction window (DR-16)',
    });
    expect(refusal(m, 1, 'pass').message).not.toContain('Ada');
  });
});

describe("why Amnesia's choice is refused (DR-14), and the solitaire redraw (DR-25)", () => {
  it('the wrong number of cards, or a card that is not face up in the target\'s sequence', () => {
    const m = duel({ hands: [['market'], ['origin']], sequences: [['mill'], ['pact', 'sea']] });
    play(m, [0, 'play market'], [1, 'play origin'], [0, 'cast knot leaves 1 at 2']);
    expect(m.view(0).stage).toBe('amnesia');
    expect(refusal(m, 0, 'hide pact,sea').message).toBe("Amnesia (1) turns exactly 1 of Bo's face-up cards face down; you named 2 (DR-14)");
    expect(refusal(m, 0, 'hide mill').message).toBe("The Mill is not face up in Bo's spell sequence (face up: the Pact, the Sea and the Origin)");
    expect(refusal(m, 1, 'hide pact').message).toBe('It is not your turn: waiting for Ada to choose the cards Amnesia turns face down (DR-14)');
    expect(refusal(m, 0, 'pass').message).toBe('You cannot pass now: choose the 1 card of Bo\'s sequence that Amnesia turns face down ("hide <card,card>", DR-14)');
  });

  it('while the confused automaton waits for keep or redraw, nothing else is accepted', () => {
    const m = duel({ hands: [['calamity'], []], drawPile: ['mill', 'pact', 'sea'] }, { players: 1 });
    Object.assign(m.state.wizards[1]!, { confusedTurn: 1 });
    expect(refusal(m, 0, 'redraw').message).toBe('You cannot say "redraw" now: first every wizard chooses a card to place, in secret ("play <card>")');
    play(m, [0, 'play calamity']);
    expect(m.view(0).stage).toBe('redraw');
    expect(refusal(m, 0, 'pass').message).toBe('You cannot pass now: the confused automaton drew the Mill: answer "keep" or "redraw" (DR-25)');
  });
});

describe('when the duel is over', () => {
  it('every action is refused with the result', () => {
    const m = duel({ hands: [['mill'], ['calamity']], health: [1, 12] });
    play(m, [0, 'play mill'], [1, 'play calamity'], [1, 'cast wyrm at 1']);
    expect(m.outcome()).not.toBeNull();
    expect(refusal(m, 0, 'pass')).toEqual({ code: 'game-over', message: 'The duel is over: Bo won with 12 health left' });
  });
});

/** Any well-formed action of the notation over all 45 cards, half of them from `near` (most are illegal at any moment). */
function anyAction(rng: Rng, near: readonly string[]): DuelingRunesAction {
  const card = () => (near.length && rng.int(0, 1) ? rng.pick(near) : rng.pick(CARDS).id);
  const cards = () => [...new Set(Array.from({ length: rng.int(1, 3) }, card))];
  switch (rng.int(0, 6)) {
    case 0:
      return { type: 'play', card: card() };
    case 1: {
      const energy = rng.int(0, 3);
      return {
        type: 'cast',
        rune: rng.pick(PHASES),
        energy: energy === 3 ? null : ENERGIES[energy]!,
        power: energy === 3 ? 0 : rng.int(1, 4),
        target: rng.int(0, 4) === 4 ? null : rng.int(0, 3),
      };
    }
    case 2:
      return { type: rng.pick(['counter', 'mirror'] as const), target: rng.int(0, 3), discard: cards() };
    case 3:
      return { type: 'hide', cards: cards() };
    case 4:
      return { type: rng.pick(['keep', 'redraw'] as const) };
    default:
      return { type: 'pass' };
  }
}

const CONFIGS = [{}, { courts: true }, { players: 3 }, { players: 4, courts: true }, { players: 1 }];

describe('refusals reveal nothing hidden (DR-19)', () => {
  it('states that differ only in what a seat cannot see give that seat the same refusal, word for word (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...CONFIGS), fc.integer({ min: 0, max: 400 }), (seed, raw, steps) => {
        const config = configSchema.parse({ ...SIMULATION_CONFIG, ...raw });
        const s = duelingRunes.setup(config, `why-${seed}`);
        if (!s.ok) throw new Error(s.error.message);
        const state = s.value;
        const rng = Rng.seeded(`why-moves-${seed}`);
        for (let i = 0; i < steps && duelingRunes.pending(state).length; i++) {
          const seat = rng.pick(duelingRunes.pending(state));
          duelingRunes.applyInPlace!(state, seat, rng.pick(duelingRunes.legalActions(state, seat)));
        }
        const seats = state.wizards.flatMap((w) => (w.seat === null ? [] : [w.seat]));
        for (let tries = 0; tries < 12; tries++) {
          const seat = rng.pick(seats);
          // The seat's own hand and every sequence: the cards a refusal is most likely to speak of.
          const near = [...state.wizards[seat]!.hand, ...state.wizards.flatMap((w) => w.sequence.map((c) => (c < 0 ? ~c : c)))].map((c) => CARDS[c]!.id);
          const action = anyAction(rng, near);
          const refused = duelingRunes.apply(state, seat, action);
          if (refused.ok) continue;
          for (let k = 0; k < 3; k++) {
            const other = duelingRunes.randomizeHidden(state, seat, Rng.seeded(`why-hidden-${seed}-${tries}-${k}`));
            expect(duelingRunes.apply(other, seat, action)).toEqual(refused);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
