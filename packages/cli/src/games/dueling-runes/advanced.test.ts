import { describe, expect, it } from 'vitest';
import { Rng, type Suit } from '@decktet/decktet';
import { type DuelingRunesState, type DuelingRunesView, RECIPES, type Rune, configSchema, duelingRunes, energyRunesOf, formatAction, recipeRows, spellName } from '@decktet/dueling-runes';
import { unwrap } from '@decktet/engine';
import { makeStyle } from '../../terminal/style';
import { describeDuelingRunesAction, duelingRunesAdapter, renderDuelingRunes } from '.';

const ctx = { style: makeStyle({ plain: true }) } as Parameters<typeof renderDuelingRunes>[1];

/** Random advanced duels, every view each seat saw along the way, and the legal actions of that seat. */
function advancedDuelViews(seed: string): { view: DuelingRunesView; legal: string[] }[] {
  let s: DuelingRunesState = unwrap(duelingRunes.setup(configSchema.parse({ players: 2, variant: 'advanced', health: 20, maxTurns: 30 }), seed, { names: ['Ada', 'Bo'] }));
  const rng = Rng.seeded(`${seed}-moves`);
  const seen: { view: DuelingRunesView; legal: string[] }[] = [];
  while (s.stage !== 'over') {
    for (const seat of duelingRunes.pending(s)) seen.push({ view: duelingRunes.view(s, seat) as DuelingRunesView, legal: duelingRunes.legalActions(s, seat).map(formatAction) });
    const seat = rng.pick(duelingRunes.pending(s));
    const legal = duelingRunes.legalActions(s, seat);
    // Prefer spells and attacks over passing, so that monsters and lasting effects appear.
    const busy = legal.filter((a) => a.type !== 'pass');
    s = unwrap(duelingRunes.apply(s, seat, rng.pick(busy.length && rng.int(0, 3) > 0 ? busy : legal)));
  }
  return seen;
}

const views = ['t1', 't2', 't3', 't4', 't5', 't6'].flatMap((seed) => advancedDuelViews(`cli-dra-${seed}`));

describe('the Advanced Game at the terminal table', () => {
  it('DRA-33: names the variant and its table; shows each monster with health, attack and what blocks it, and runes of every type (DRA-10, DRA-13)', () => {
    const withMonster = views.find(({ view }) => view.wizards.some((w) => w.advanced?.monster));
    expect(withMonster).toBeDefined();
    const text = renderDuelingRunes(withMonster!.view, ctx);
    expect(text).toContain('Dueling Runes (Advanced Game, table starting-health-20)');
    const m = withMonster!.view.wizards.find((w) => w.advanced?.monster)!.advanced!.monster!;
    expect(text).toContain(`monster: ${m.name} HP ${m.health}/${m.maxHealth}, attack ${m.attack}, blocked by `);
    const placed = views.find(({ view }) => view.wizards.some((w) => w.placed && w.advanced!.runesUsed.wyrms));
    const wizard = placed!.view.wizards.find((w) => w.placed && w.advanced!.runesUsed.wyrms)!;
    const { runesFree: free, runesUsed: used } = wizard.advanced!;
    const count = (r: keyof typeof free, mark: string) => `${mark}${free[r]}${used[r] ? ` (+${used[r]} used)` : ''}`;
    // Every rune type a recipe spends is energy here, the activation runes too (DRA-2, DRA-10).
    expect(renderDuelingRunes(placed!.view, ctx)).toContain(`energy free: ${count('suns', 'S')} ${count('waves', 'V')} ${count('leaves', 'L')} ${count('moons', 'M')} ${count('wyrms', 'Y')} ${count('knots', 'K')}`);
  });

  it('the legend says which activation runes the recipes spend as energy, from the recipe table (DRA-2, DRA-10)', () => {
    const legend = duelingRunesAdapter.legend!(ctx.style, views[0]!.view);
    const spending = (rune: Rune) => RECIPES.filter((r) => r.energy.includes(rune)).map((r) => spellName(r.spell)).join(', ');
    expect(legend).toContain(`M Y K are energy too for advanced spells: M for ${spending('moons')}; Y for ${spending('wyrms')}; K for ${spending('knots')} (DRA-2)`);
    expect(spending('moons')).toContain('Lightning Bolt');
    expect(legend).toContain('a rune does one job a turn');
    expect(energyRunesOf({ variant: 'advanced', table: 'starting-health-20' })).toEqual(['suns', 'waves', 'leaves', 'moons', 'wyrms', 'knots']);
  });

  it("DRA-35: with a designer's recipe table the legend reads the duel's own rows: a rune no row spends is not named", () => {
    const view = views[0]!.view as DuelingRunesView;
    // Fear on Leaves and Knots: no row spends Wyrms any more.
    const recipes = recipeRows(RECIPES).map((r) => (r.spell === 'fear' ? { ...r, energy: ['leaves', 'knots'] as Suit[], readings: { turns: ['leaves'] as Suit[] } } : r));
    const legend = duelingRunesAdapter.legend!(ctx.style, { ...view, rules: { ...view.rules, recipes } });
    expect(legend).toContain('M K are energy too for advanced spells: M for Lightning Bolt, Charm, Remove Enchantment, Dispel Magic; K for Fear, Remove Enchantment, Dispel Magic (DRA-2)');
  });

  it("DRA-35: a duel with a designer's recipe table says so at the top, each changed spell beside its standard row", () => {
    const view = views[0]!.view as DuelingRunesView;
    const recipes = recipeRows(RECIPES).map((r) => (r.spell === 'lightning-bolt' ? { ...r, readings: { damage: ['suns', 'moons'] as Suit[] } } : r));
    const text = renderDuelingRunes({ ...view, rules: { ...view.rules, recipes } }, ctx);
    expect(text).toContain("Changed rules, a designer's recipe table (never rated): Lightning Bolt: Wyrm phase, energy S+M; damage counts S+M (standard: Wyrm phase, energy S+M; damage counts S)");
    expect(renderDuelingRunes(view, ctx)).not.toContain('Changed rules');
  });

  it('shows lasting effects with turns left and who charms whom; the charmed hand only to its charmer (DRA-17, DRA-23)', () => {
    const base = views.find(({ view }) => view.seat === 0 && view.wizards[1]!.advanced)!.view;
    const [ada, bo] = base.wizards;
    const charmEffect = { kind: 'charm' as const, turnsLeft: 2, startsIn: 0, until: base.turn + 1, by: 0, text: 'Charmed by Ada: this turn and 1 more' };
    const view: DuelingRunesView = {
      ...base,
      wizards: [{ ...ada!, advanced: { ...ada!.advanced!, charms: 1 } }, { ...bo!, effects: [...bo!.effects, charmEffect], advanced: { ...bo!.advanced!, charmedBy: 0, charmChosen: true } }],
      charmed: { wizard: 1, cards: ['savage', 'sea'], chosen: 'sea' },
    };
    const text = renderDuelingRunes(view, ctx);
    expect(text).toContain("Bo's hand (charmed by you): 3LY Savage, KV Sea   you chose: KV Sea (hidden until the reveal)");
    expect(text).toContain('charms Bo');
    expect(text).toContain('effects: Charmed by Ada: this turn and 1 more');
    const other = { view: { ...view, seat: 1, charmed: null } };
    expect(renderDuelingRunes(other.view, ctx)).not.toContain('(charmed by you)');
  });

  it('names every advanced cast with its runes and every attack, in the legal list (DRA-2, DRA-13)', () => {
    const described = new Set<string>();
    for (const { view, legal } of views) {
      for (const action of legal) {
        const words = describeDuelingRunesAction(action, view);
        if (action.startsWith('cast ') || action.startsWith('attack')) expect(words, action).toBeTruthy();
        if (action.startsWith('attack') || /^cast [a-z-]+ [a-z]+ \d [a-z]+ \d/.test(action)) described.add(words!.replace(/ at .*/, '').replace(/\(.*\)/, '()'));
      }
    }
    expect([...described]).toEqual(expect.arrayContaining(['Lightning Bolt ()', 'Summon Troll ()', 'your troll attacks'].filter((w) => [...described].includes(w))));
    expect(described.size).toBeGreaterThanOrEqual(5);
    const view = views[0]!.view;
    expect(describeDuelingRunesAction('cast lightning-bolt suns 2 moons 1 at monster 2', view)).toBe("Lightning Bolt (Suns 2, Moons 1) at Bo's monster");
    expect(describeDuelingRunesAction('cast dispel-magic knots 1 moons 1 waves 1', view)).toBe('Dispel Magic (Waves 1, Moons 1, Knots 1)');
    expect(describeDuelingRunesAction('cast wyrm suns 3 at monster 2', view)).toBe("Fire Ball 3 at Bo's monster");
    expect(describeDuelingRunesAction('attack at 2', view)).toMatch(/^your (monster|troll|fire elemental|ice elemental) attacks Bo$/);
  });

  it('renders every view of advanced duels without a gap', () => {
    for (const { view } of views) expect(renderDuelingRunes(view, ctx)).not.toMatch(/undefined|NaN/);
  });
});
