/**
 * The Advanced Game at the terminal table (DRA-1 …): each wizard's monster, the runes of every
 * type still free (DRA-10), the hand of the wizard the viewer charms (DRA-17), and what an
 * advanced cast or a monster's attack does, in the spells' own names.
 */
import { type DuelingRunesAction, type DuelingRunesView, type Rune, type WizardView, spellName } from '@decktet/dueling-runes';
import type { RenderContext } from './adapter';

type MonsterView = NonNullable<NonNullable<WizardView['advanced']>['monster']>;

/** The six rune types in the order the runes are read: energy first, then the activation runes. */
const RUNES: readonly Rune[] = ['suns', 'waves', 'leaves', 'moons', 'wyrms', 'knots'];

const PROTECTION_NAMES: Readonly<Record<string, string>> = { shield: 'Shield', protection: 'Protection', 'resist-heat': 'Resist Heat', 'resist-cold': 'Resist Cold', 'counter-spell': 'Counter Spell' };

/** "S2 V1 (+1 used) M1": every rune type the wizard has face up, free and used (DRA-10). */
function runesText(adv: NonNullable<WizardView['advanced']>, { style }: RenderContext): string {
  const parts = RUNES.filter((r) => adv.runesFree[r] + adv.runesUsed[r] > 0).map((r) => `${style.suit(r)}${adv.runesFree[r]}${adv.runesUsed[r] ? style.dim(` (+${adv.runesUsed[r]} used)`) : ''}`);
  return parts.length ? parts.join(' ') : style.dim('none');
}

/** "troll 3/4, attack 2, blocked by Shield, Protection — may attack now; Poison (1 a turn): this turn". */
export function monsterText(m: MonsterView, { style }: RenderContext): string {
  const blocked = m.blockedBy.map((p) => PROTECTION_NAMES[p] ?? p).join(', ');
  const health = `${m.health}/${m.maxHealth}`;
  const may = m.mayAttack ? style.good(' — may attack now') : '';
  const effects = m.effects.length ? `; ${m.effects.map((e) => style.accent(e.text)).join('; ')}` : '';
  return `${style.bold(m.name)} ${style.plain ? 'HP' : '♥'} ${health}, attack ${m.attack}, blocked by ${blocked}${may}${effects}`;
}

/** A wizard's Advanced Game lines: the placed card and its free runes of every type, its monster, whom it charms. */
export function advancedLines(w: WizardView, v: DuelingRunesView, ctx: RenderContext): string[] {
  const adv = w.advanced!;
  const { style } = ctx;
  const lines: string[] = [];
  if (w.placed) lines.push(`    placed now: ${style.card(w.placed)}   runes free: ${runesText(adv, ctx)}`);
  else if (w.sequence.length) lines.push(`    runes in sequence: ${runesText(adv, ctx)}`);
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
  const runes = RUNES.filter((r) => a.energy[r]).map((r) => `${r[0]!.toUpperCase()}${r.slice(1)} ${a.energy[r]}`);
  return `${spellName(a.spell)} (${runes.join(', ')})${aim(a.target, a.monster)}`;
}
