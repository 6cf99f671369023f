import { describe, expect, it } from 'vitest';
import { type CardId, Rng, card } from '@decktet/decktet';
import { type AnyGame, type BaseState, type Seat, parseConfig, unwrap } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, type DuelingRunesView, damage, duelingRunes, spellOf } from '@decktet/dueling-runes';
import { type HieroglyphsAction, type HieroglyphsState, type HieroglyphsView, hieroglyphs } from '@decktet/hieroglyphs';
import { duelingRunesHeuristic } from '../games/dueling-runes/heuristic';
import { type Facts, factsFromState, factsFromView, newFacts } from '../games/dueling-runes/read';
import { hieroglyphsEvaluate, hieroglyphsHeuristic } from '../games/hieroglyphs/heuristic';
import { CUTOFF_DEPTH, searchOptions } from '../create-bot';
import { hieroglyphsAi } from '../games/hieroglyphs';
import { difficultySpec } from '../spec';

/** Every decision the heuristic makes for seat 0 over seeded games against a random seat 1. */
function decisions(game: AnyGame, choose: (view: unknown, legal: readonly unknown[], seat: Seat, rng: Rng) => unknown, games: number, seed: string) {
  const out: { view: unknown; legal: unknown[]; chosen: unknown }[] = [];
  const rng = Rng.seeded(seed);
  for (let g = 0; g < games; g++) {
    let state: BaseState = unwrap(game.setup(unwrap(parseConfig(game, { ...game.simulationConfig })), `${seed}-${g}`));
    while (!game.outcome(state)) {
      const seat = game.pending(state)[0]!;
      const legal = game.legalActions(state, seat);
      const view = game.view(state, seat);
      const action = seat === 0 ? choose(view, legal, seat, rng) : rng.pick(legal);
      if (seat === 0) out.push({ view, legal, chosen: action });
      state = unwrap(game.apply(state, seat, action));
    }
  }
  return out;
}

describe('Dueling Runes heuristic (rules of thumb)', () => {
  const all = decisions(duelingRunes, duelingRunesHeuristic.choose, 12, 'drh');
  type Cast = Extract<DuelingRunesAction, { type: 'cast' }>;
  const factsOf = (view: unknown) => factsFromView(newFacts(), view as DuelingRunesView, 0);
  const wyrmCasts = all.filter((d) => (d.legal as DuelingRunesAction[]).some((a) => a.type === 'cast' && a.rune === 'wyrm'));

  it('meets many Wyrm decisions in the sample', () => {
    expect(wyrmCasts.length).toBeGreaterThan(20);
  });

  it('never casts a Wyrm spell into a protection or at a Magic Mirror (DR-11, DR-16)', () => {
    for (const d of wyrmCasts) {
      const a = d.chosen as DuelingRunesAction;
      if (a.type !== 'cast' || a.rune !== 'wyrm') continue;
      const f = factsOf(d.view);
      const target = f.wizards[a.target!]!;
      expect(target.mirrored).toBe(false);
      expect(damage(spellOf(a.rune, a.energy), a.power, target, f.turn)).toBeGreaterThan(0);
    }
  });

  it('kills when a Wyrm spell can (DR-18)', () => {
    let kills = 0;
    for (const d of wyrmCasts) {
      const f = factsOf(d.view);
      const lethal = (a: DuelingRunesAction) => {
        if (a.type !== 'cast' || a.rune !== 'wyrm') return false;
        const t = f.wizards[(a as Cast).target!]!;
        return !t.mirrored && damage(spellOf(a.rune, a.energy), a.power, t, f.turn) >= t.health;
      };
      if (!(d.legal as DuelingRunesAction[]).some(lethal)) continue;
      kills++;
      expect(lethal(d.chosen as DuelingRunesAction)).toBe(true);
    }
    expect(kills).toBeGreaterThan(0);
  });

  it('heals only when hurt and never beyond what it lost (DR-3, DR-11)', () => {
    for (const d of all) {
      const a = d.chosen as DuelingRunesAction;
      if (a.type !== 'cast' || a.rune !== 'moon' || a.energy !== 'leaves') continue;
      const v = d.view as DuelingRunesView;
      const me = v.wizards.find((w) => w.seat === 0)!;
      expect(me.health).toBeLessThan(me.startingHealth);
    }
  });
});

describe('Dueling Runes playout policy', () => {
  const game: AnyGame = duelingRunes;

  /**
   * Positions of seeded games for 1 to 4 players, played half by the rules of thumb and half at
   * random so that every stage and spell turns up; each pending seat at each position is checked.
   */
  function* positions(gamesPerSize: number, seed: string, variant: Record<string, unknown> = {}) {
    for (const players of [2, 3, 4, 1]) {
      for (let g = 0; g < gamesPerSize; g++) {
        const rng = Rng.seeded(`${seed}-${players}-${g}`);
        let state: BaseState = unwrap(game.setup(unwrap(parseConfig(game, { ...game.simulationConfig, players, ...variant })), `${seed}-${players}-${g}`));
        while (!game.outcome(state)) {
          for (const seat of game.pending(state)) yield { state, seat, legal: game.legalActions(state, seat), rng };
          const seat = game.pending(state)[0]!;
          const legal = game.legalActions(state, seat);
          const action = rng.int(0, 1) === 0 ? rng.pick(legal) : duelingRunesHeuristic.choose(game.view(state, seat), legal, seat, rng);
          state = unwrap(game.apply(state, seat, action));
        }
      }
    }
  }

  it('reads from a state exactly the facts the seat\'s view shows, and nothing hidden', () => {
    let checked = 0;
    for (const { state, seat, rng } of positions(6, 'facts')) {
      // The rules object the recipes were read from differs (a view's, a state's config); what was read from it may not.
      const read = ({ rules: _rules, ...facts }: Facts) => facts;
      const fromView = read(factsFromView(newFacts(), game.view(state, seat) as DuelingRunesView, seat));
      expect(read(factsFromState(newFacts(), state as DuelingRunesState, seat))).toEqual(fromView);
      // Another deal of everything the seat cannot see reads the same.
      const other = game.randomizeHidden(state, seat, rng.split()) as DuelingRunesState;
      expect(read(factsFromState(newFacts(), other, seat))).toEqual(fromView);
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('chooses what the view-based rules of thumb choose, with the same random numbers', () => {
    const kinds = new Set<string>();
    let checked = 0;
    for (const { state, seat, legal } of positions(10, 'same')) {
      const seed = `pick-${checked++}`;
      const byView = duelingRunesHeuristic.choose(game.view(state, seat), legal, seat, Rng.seeded(seed));
      const byState = duelingRunesHeuristic.playout!(state, legal, seat, Rng.seeded(seed));
      expect(game.formatAction(byState)).toBe(game.formatAction(byView));
      kinds.add((byView as DuelingRunesAction).type);
    }
    expect(checked).toBeGreaterThan(5000);
    for (const kind of ['play', 'pass', 'cast', 'counter', 'mirror', 'hide', 'keep', 'redraw']) expect(kinds, kind).toContain(kind);
  });

  it('in the Advanced Game too: reads the same facts from a state as from the view, and chooses the same', () => {
    const kinds = new Set<string>();
    let checked = 0;
    for (const { state, seat, legal, rng } of positions(2, 'advanced', { variant: 'advanced' })) {
      const read = ({ rules: _rules, ...facts }: Facts) => facts;
      const fromView = read(factsFromView(newFacts(), game.view(state, seat) as DuelingRunesView, seat));
      expect(read(factsFromState(newFacts(), state as DuelingRunesState, seat))).toEqual(fromView);
      expect(read(factsFromState(newFacts(), game.randomizeHidden(state, seat, rng.split()) as DuelingRunesState, seat))).toEqual(fromView);
      const seed = `advanced-${checked++}`;
      const byView = duelingRunesHeuristic.choose(game.view(state, seat), legal, seat, Rng.seeded(seed));
      expect(game.formatAction(duelingRunesHeuristic.playout!(state, legal, seat, Rng.seeded(seed)))).toBe(game.formatAction(byView));
      kinds.add((byView as DuelingRunesAction).type);
    }
    expect(checked).toBeGreaterThan(500);
    for (const kind of ['play', 'cast', 'cast-advanced', 'attack']) expect(kinds, kind).toContain(kind);
  });
});

describe('Hieroglyphs heuristic (rules of thumb)', () => {
  const all = decisions(hieroglyphs, hieroglyphsHeuristic.choose, 10, 'hgh');
  const letters = (id: string) => card(id).letters.length;
  /** Letters the current word of a tomb still needs, when every card that can be it needs the same. */
  const sureNeed = (v: HieroglyphsView, tomb: number) => {
    const t = v.tombs[tomb - 1]!;
    const needs = new Set(t.candidates.map((c) => letters(c) - t.revealed.length));
    return needs.size === 1 ? [...needs][0]! : null;
  };
  const lastWord = (v: HieroglyphsView, tomb: number) => v.tombs[tomb - 1]!.wordsDeciphered + 1 === v.tombs[tomb - 1]!.phraseLength;

  it('never hands the opponent rank points by a sure overshoot when another play avoids it (HG-9)', () => {
    let checked = 0;
    for (const d of all) {
      const v = d.view as HieroglyphsView;
      const sliderPoints = (tomb: number) => [v.tombs[tomb - 1]!.top, ...v.tombs[tomb - 1]!.aside].reduce((n, c) => n + (card(c).kind === 'crown' ? 0 : card(c).value), 0);
      const sureOvershoot = (a: HieroglyphsAction) => a.type === 'decipher' && lastWord(v, a.tomb) && sureNeed(v, a.tomb) !== null && a.rank > sureNeed(v, a.tomb)! && sliderPoints(a.tomb) > 0;
      // A play that cannot overshoot: mid-phrase, or fewer letters than any candidate word needs.
      const safe = (a: HieroglyphsAction) => a.type === 'decipher' && (!lastWord(v, a.tomb) || v.tombs[a.tomb - 1]!.candidates.every((c) => letters(c) - v.tombs[a.tomb - 1]!.revealed.length >= a.rank));
      const legal = d.legal as HieroglyphsAction[];
      if (!legal.some(sureOvershoot) || !legal.some(safe)) continue;
      checked++;
      expect(sureOvershoot(d.chosen as HieroglyphsAction)).toBe(false);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('collects a phrase worth having when an exact ending is sure, or takes another exact ending (HG-9, HG-10)', () => {
    let checked = 0;
    for (const d of all) {
      const v = d.view as HieroglyphsView;
      const sliderPoints = (tomb: number) => [v.tombs[tomb - 1]!.top, ...v.tombs[tomb - 1]!.aside].reduce((n, c) => n + (card(c).kind === 'crown' ? 0 : card(c).value), 0);
      const exact = (a: HieroglyphsAction) => a.type === 'decipher' && sureNeed(v, a.tomb) === a.rank;
      const exactPhrase = (a: HieroglyphsAction) => exact(a) && a.type === 'decipher' && lastWord(v, a.tomb) && v.tombs[a.tomb - 1]!.cardsLeft > 2 && sliderPoints(a.tomb) >= 3;
      if (!(d.legal as HieroglyphsAction[]).some(exactPhrase)) continue;
      checked++;
      expect(exact(d.chosen as HieroglyphsAction)).toBe(true);
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('Hieroglyphs evaluation for cut-off playouts', () => {
  const game: AnyGame = hieroglyphs;
  const fresh = () => structuredClone(unwrap(game.setup(unwrap(parseConfig(game, {})), 'evaluate'))) as HieroglyphsState;
  /** A state where each player owns the given extra cards (collected, in the discard pile). */
  function owning(first: CardId[], second: CardId[]): HieroglyphsState {
    const s = fresh();
    for (const t of s.tombs) t.cards = t.cards.filter((c) => !first.includes(c) && !second.includes(c));
    s.players[0].discard.push(...first);
    s.players[1].discard.push(...second);
    return s;
  }

  it('gives even chances on even points, and more to the leader, summing to 1 (HG-12)', () => {
    expect(hieroglyphsEvaluate(fresh())).toEqual([0.5, 0.5]);
    const [a = 0, b = 0] = hieroglyphsEvaluate(owning(['pact'], []));
    expect(a).toBeGreaterThan(0.6);
    expect(a + b).toBeCloseTo(1, 12);
    expect(hieroglyphsEvaluate(owning([], ['pact']))[1]).toBeCloseTo(a, 12);
  });

  it('trusts the same lead more when fewer rank points are left to win', () => {
    // A lead of 9 (the Pact) either way; late, the two also own 8 + 7 + 6 more points each.
    const early = hieroglyphsEvaluate(owning(['pact'], []))[0]!;
    const late = hieroglyphsEvaluate(owning(['pact', 'diplomat', 'chance-meeting', 'lunatic'], ['mill', 'castle', 'penitent']))[0]!;
    expect(late).toBeGreaterThan(early);
  });

  it('cuts the playouts of the searching levels off after CUTOFF_DEPTH actions', () => {
    const spec = difficultySpec('normal', hieroglyphsAi.difficulties);
    if (spec.kind !== 'ismcts') throw new Error('normal searches');
    expect(searchOptions(game, spec).cutoff).toEqual({ depth: CUTOFF_DEPTH, evaluate: hieroglyphsEvaluate });
  });
});
