/**
 * The Advanced Game at the terminal table (DRA-1 …): each wizard's monster, the runes of every
 * type still free (DRA-10), the hand of the wizard the viewer charms (DRA-17), and what an
 * advanced cast or a monster's attack does, in the spells' own names.
 */
import { type DuelingRunesAction, type DuelingRunesView, ENERGIES, READINGS, RUNE_ORDER, type Recipe, type Rune, type WizardView, changedRecipes, energyRunesOf, protectionName, spellName, tableOf } from '@decktet/dueling-runes';
import type { Style } from '../../terminal/style';
import type { RenderContext } from '../adapter';

type MonsterView = NonNullable<NonNullable<WizardView['advanced']>['monster']>;

/**
 * The activation runes that are energy too in this variant, each with the advanced spells that
 * spend it (DRA-2): "M Y K are energy too: M for Lightning Bolt, Charm…; Y for Fear; …", or
 * null in the basic game, where they only cast.
 */
export function activationEnergyText(rules: Pick<DuelingRunesView['rules'], 'variant' | 'table' | 'recipes'> | undefined, style: Pick<Style, 'suit'>): string | null {
  const basic = new Set<Rune>(ENERGIES);
  if (!rules || energyRunesOf(rules).every((r) => basic.has(r))) return null;
  // The duel's own rows, a named table's or a designer's (DRA-35): the activation runes they spend.
  const recipes = tableOf(rules).book.recipes;
  const extra = RUNE_ORDER.filter((r) => !basic.has(r) && recipes.some((recipe) => recipe.energy.includes(r)));
  if (extra.length === 0) return null;
  const uses = extra.map((r) => `${style.suit(r)} for ${recipes.filter((recipe) => recipe.energy.includes(r)).map((recipe) => spellName(recipe.spell)).join(', ')}`);
  return `${extra.map((r) => style.suit(r)).join(' ')} are energy too for advanced spells: ${uses.join('; ')} (DRA-2); a rune does one job a turn, activation or energy (DRA-10)`;
}


/** "troll 3/4, attack 2, blocked by Shield, Protection — may attack now; Poison (1 a turn): this turn". */
export function monsterText(m: MonsterView, { style }: RenderContext): string {
  const blocked = m.blockedBy.map(protectionName).join(', ');
  const health = `${m.health}/${m.maxHealth}`;
  const may = m.mayAttack ? style.good(' — may attack now') : '';
  const effects = m.effects.length ? `; ${m.effects.map((e) => style.accent(e.text)).join('; ')}` : '';
  return `${style.bold(m.name)} ${style.plain ? 'HP' : '♥'} ${health}, attack ${m.attack}, blocked by ${blocked}${may}${effects}`;
}

/** A wizard's Advanced Game lines: its monster, whom it charms. */
export function advancedLines(w: WizardView, v: DuelingRunesView, ctx: RenderContext): string[] {
  const adv = w.advanced!;
  const { style } = ctx;
  const lines: string[] = [];
  if (adv.monster) lines.push(`    monster: ${monsterText(adv.monster, ctx)}`);
  if (adv.charms !== null) lines.push(`    charms ${v.wizards[adv.charms]?.name ?? `wizard ${adv.charms + 1}`}${adv.charmChosen ? style.dim(' (card chosen)') : ''}`);
  return lines;
}

/** The hand of the wizard the viewer charms, which only the charmer sees (DRA-17). */
export function charmedHandLine(v: DuelingRunesView, { style }: RenderContext): string | null {
  const c = v.charmed;
  if (!c) return null;
  const name = v.wizards[c.wizard]?.name ?? `wizard ${c.wizard + 1}`;
  const cards = c.cards.length ? c.cards.map((id) => style.card(id)).join(', ') : '(empty)';
  const chosen = c.chosen ? `   you chose: ${style.card(c.chosen)} ${style.dim('(hidden until the reveal)')}` : '';
  return `${name}'s hand (charmed by you): ${cards}${chosen}`;
}

/** "Lightning Bolt (Suns 2, Moons 1) at Bo", "troll attacks Bo's monster". */
export function describeAdvancedAction(a: Extract<DuelingRunesAction, { type: 'cast-advanced' | 'attack' }>, v: DuelingRunesView): string {
  const name = (index: number) => v.wizards[index]?.name ?? `wizard ${index + 1}`;
  const aim = (target: number | null, monster: true | undefined) => (target === null ? '' : ` at ${monster ? `${name(target)}'s monster` : name(target)}`);
  if (a.type === 'attack') {
    const mine = v.seat === null ? null : v.wizards.find((w) => w.seat === v.seat)?.advanced?.monster;
    return `${mine ? `your ${mine.name}` : 'your monster'} attacks${aim(a.target, a.monster).replace(/^ at/, '')}`;
  }
  const runes = RUNE_ORDER.filter((r) => a.energy[r]).map((r) => `${r[0]!.toUpperCase()}${r.slice(1)} ${a.energy[r]}`);
  return `${spellName(a.spell)} (${runes.join(', ')})${aim(a.target, a.monster)}`;
}

/** A recipe in words: "Wyrm phase, energy S+M; damage counts S+M". */
function recipeText(r: Recipe, style: Pick<Style, 'suit'>): string {
  const types = (runes: readonly Rune[]) => runes.map((t) => style.suit(t)).join('+');
  const readings = READINGS.filter((reading) => r.readings[reading]).map((reading) => {
    const count = `${reading} ${r.smallest?.includes(reading) ? 'is the smallest of' : 'counts'} ${types(r.readings[reading]!)}`;
    const most = r.atMost?.[reading];
    return most === undefined ? count : `${count}, at most ${most}`;
  });
  return `${r.phase[0]!.toUpperCase()}${r.phase.slice(1)} phase, energy ${types(r.energy)}; ${readings.length ? readings.join('; ') : 'no counts'}`;
}

/**
 * A duel with a designer's recipe table (DRA-35) says so, each changed spell beside its standard
 * row; null for a duel that plays a named table as it stands.
 */
export function changedRulesText(rules: DuelingRunesView['rules'], style: Pick<Style, 'suit'>): string | null {
  const changed = changedRecipes(rules);
  if (changed.length === 0) return null;
  const rows = changed.map(({ here, standard }) => `${spellName(here.spell)}: ${recipeText(here, style)} (standard: ${recipeText(standard, style)})`);
  return `Changed rules, a designer's recipe table (never rated): ${rows.join('. ')}`;
}
