import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type BaseState, goofspiel, unwrap } from '@decktet/engine';
import type { DuelingRunesAction } from '@decktet/dueling-runes';
import { createBot } from './create-bot';
import { playedBy, restricted, withoutSpells } from './forbidden-spells';
import { duelingRunesAi, spellCastBy } from './games/dueling-runes';

const duel = duelingRunesAi.game;
const spells = duelingRunesAi.spells;

/** Positions of seeded random duels where the pending seat may cast a Fire Ball, with that seat. */
function fireBallPositions(count: number): { state: BaseState; seat: number }[] {
  const found: { state: BaseState; seat: number }[] = [];
  for (let g = 0; found.length < count; g++) {
    let state = unwrap(duel.setup(duel.configSchema.parse({}), `fire-${g}`)) as BaseState;
    const rng = Rng.seeded(`fire-${g}-moves`);
    while (!duel.outcome(state) && found.length < count) {
      const seat = duel.pending(state)[0]!;
      const legal = duel.legalActions(state, seat);
      if (legal.some((a) => spellCastBy(a) === 'fire-ball') && legal.some((a) => spellCastBy(a) !== 'fire-ball')) found.push({ state, seat });
      state = unwrap(duel.apply(state, seat, rng.pick(legal)));
    }
  }
  return found;
}

describe("Dueling Runes' spells for bots (the AI entry's hook)", () => {
  it('names the spell an action casts: by its runes, by name, from the hand; null for the rest', () => {
    const cast = (rune: 'moon' | 'wyrm' | 'knot', energy: 'suns' | 'waves' | 'leaves' | null, power: number, target: number | null): DuelingRunesAction => ({ type: 'cast', rune, energy, power, target });
    expect(spellCastBy(cast('wyrm', 'suns', 2, 1))).toBe('fire-ball');
    expect(spellCastBy(cast('moon', null, 0, null))).toBe('shield');
    expect(spellCastBy(cast('knot', 'leaves', 1, 0))).toBe('amnesia');
    expect(spellCastBy({ type: 'counter', target: 1, discard: ['chance-meeting'] })).toBe('counter-spell');
    expect(spellCastBy({ type: 'mirror', target: 0, discard: [] })).toBe('magic-mirror');
    expect(spellCastBy({ type: 'cast-advanced', spell: 'lightning-bolt', energy: { suns: 2, moons: 1 }, target: 1 })).toBe('lightning-bolt');
    for (const other of [{ type: 'play', card: 'excuse' }, { type: 'pass' }, { type: 'hide', cards: [] }, { type: 'keep' }, { type: 'attack', target: 1 }]) expect(spellCastBy(other)).toBeNull();
    expect(spells?.ids).toContain('fire-ball');
  });
});

describe('bots forbidden some spells', () => {
  const hit: DuelingRunesAction = { type: 'cast', rune: 'wyrm', energy: null, power: 0, target: 1 };
  const fireBall: DuelingRunesAction = { type: 'cast', rune: 'wyrm', energy: 'suns', power: 1, target: 1 };
  const pass: DuelingRunesAction = { type: 'pass' };

  it('leaves out the actions that cast a forbidden spell, or keeps them all when each one does', () => {
    const allowed = withoutSpells(duel, spells, ['fire-ball', 'hit']);
    expect(allowed([hit, fireBall, pass])).toEqual([pass]);
    expect(allowed([hit, fireBall])).toEqual([hit, fireBall]);
    expect(withoutSpells(duel, spells, ['drain'])([hit, fireBall, pass])).toEqual([hit, fireBall, pass]);
  });

  it('refuses a game without spells and an unknown spell, listing those there are', () => {
    expect(() => withoutSpells(goofspiel, undefined, ['x'])).toThrow('Goofspiel has no spells, so a bot spec cannot forbid any (":no=x")');
    expect(() => withoutSpells(duel, spells, ['fire-ball', 'meteor'])).toThrow(/Dueling Runes has no spell "meteor": forbid some of resist-cold, resist-heat, heal/);
  });

  it('a restricted bot decides among the allowed actions only', () => {
    const seen: unknown[][] = [];
    const bot = restricted({ name: 'spy', decide: (_v, legal) => (seen.push([...legal]), legal[0]) }, withoutSpells(duel, spells, ['fire-ball']));
    expect(bot.decide(null, [fireBall, hit], 0)).toEqual(hit);
    expect(seen).toEqual([[hit]]);
  });

  it("the search plays the restricted seat's moves without the spell, the other seats' as they are", () => {
    const [{ state, seat }] = fireBallPositions(1) as [{ state: BaseState; seat: number }];
    const game = playedBy(duel, seat, withoutSpells(duel, spells, ['fire-ball']));
    expect(game.legalActions(state, seat).length).toBeLessThan(duel.legalActions(state, seat).length);
    expect(game.legalActions(state, seat).map(spellCastBy)).not.toContain('fire-ball');
    expect(game.legalActions(state, 1 - seat)).toEqual(duel.legalActions(state, 1 - seat));
    expect(game.randomPlayout).toBeUndefined();
    const rng = Rng.seeded('pick');
    for (let i = 0; i < 50; i++) expect(spellCastBy(game.randomAction!(state, seat, rng))).not.toBe('fire-ball');
    expect(game.id).toBe(duel.id);
  });

  it.each(['random:no=fire-ball', 'heuristic:no=fire-ball', 'ismcts:20:heuristic-playouts:depth1:no=fire-ball'])('%s never casts a Fire Ball where it could', (spec) => {
    const bot = createBot(duel, spec, 'no-fire');
    for (const { state, seat } of fireBallPositions(12)) {
      const legal = duel.legalActions(state, seat);
      const choice = bot.decide(duel.view(state, seat), legal, seat);
      expect(legal).toContainEqual(choice);
      expect(spellCastBy(choice)).not.toBe('fire-ball');
    }
  });

  it('the same positions without ":no=" do see Fire Balls chosen (so the test above can fail)', () => {
    const bot = createBot(duel, 'heuristic', 'no-fire');
    const choices = fireBallPositions(12).map(({ state, seat }) => spellCastBy(bot.decide(duel.view(state, seat), duel.legalActions(state, seat), seat)));
    expect(choices).toContain('fire-ball');
  });
});
