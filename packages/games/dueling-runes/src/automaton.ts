/**
 * The solitaire automaton's spell policy (DR-21; written out in RULES.md). It is greedy, fixed and
 * "fair": it reads only public information and never casts a spell whose effect is already
 * blocked (no Fire Ball into Resist Heat, nothing at a Magic Mirror, nothing under a Counter Spell
 * that would stop it).
 */
import { RUNE_COUNT, VALUE } from './cards';
import { canTarget, isInvisible, protectionAgainst } from './protections';
import { energyFree, energyShown, faceUpCards, faceUpCount } from './sequence';
import { type SpellId, energyOf } from './spells-table';
import { type Declaration, type DuelingRunesState, isHasted } from './state';

/** The Wyrm spells in the order the policy prefers them on a tie: Drain, Fire Ball, Ice Bolt, Hit. */
const ATTACKS: readonly SpellId[] = ['drain', 'fire-ball', 'ice-bolt', 'hit'];

/** The automaton (wizard `caster`, its card of value `value`) casting `spell` at `target`. */
function spellOn(caster: number, value: number, spell: SpellId, power: number, target: number): Declaration {
  return { caster, spell, energy: energyOf(spell), power, target, value, hide: null };
}

/** The automaton's declaration in the current phase, or null to pass. */
export function automatonDeclaration(s: DuelingRunesState, a: number): Declaration | null {
  const me = s.wizards[a]!;
  const value = VALUE[me.placed]!;
  const foe = s.wizards.findIndex((w, i) => i !== a && w.alive);
  if (foe < 0) return null;
  const them = s.wizards[foe]!;
  if (s.phase === 'moon') {
    if (me.countered) return null;
    // 1. Heal what is missing; 2. resist the energy the opponent shows; 3. Shield.
    const missing = me.maxHealth - me.health;
    if (missing > 0 && energyFree(me, 'leaves') > 0) return spellOn(a, value, 'heal', Math.min(missing, energyFree(me, 'leaves')), a);
    if (energyFree(me, 'waves') > 0 && me.resistHeatUntil < s.turn && energyShown(them, 'suns') > 0) return spellOn(a, value, 'resist-heat', energyFree(me, 'waves'), a);
    if (energyFree(me, 'suns') > 0 && me.resistColdUntil < s.turn && energyShown(them, 'waves') > 0) return spellOn(a, value, 'resist-cold', energyFree(me, 'suns'), a);
    return me.shielded ? null : spellOn(a, value, 'shield', 0, a);
  }
  if (s.phase === 'wyrm') {
    if (!canTarget(s, a, foe, 0) || them.mirrored) return null;
    // The most damage that gets through.
    let best: Declaration | null = null;
    let bestLoss = 0;
    for (const spell of ATTACKS) {
      const energy = energyOf(spell);
      const power = energy === null ? 0 : energyFree(me, energy);
      const loss = energy === null ? 1 : power;
      if (loss <= bestLoss || protectionAgainst(spell, them, s.turn) !== null) continue;
      best = spellOn(a, value, spell, power, foe);
      bestLoss = loss;
    }
    return best;
  }
  // Knot: 1. Amnesia at the opponent; 2. Confusion at the opponent; 3. Haste, 4. Invisibility on itself.
  const atFoe = canTarget(s, a, foe, value) && !them.mirrored && !them.countered;
  if (atFoe && energyFree(me, 'leaves') > 0 && faceUpCount(them) > 0) return spellOn(a, value, 'amnesia', Math.min(energyFree(me, 'leaves'), faceUpCount(them)), foe);
  if (atFoe && !them.shielded && them.confusedTurn !== s.turn + 1) return spellOn(a, value, 'confusion', 0, foe);
  if (me.countered) return null;
  if (energyFree(me, 'suns') > 0 && (!isHasted(me, s.turn + 1) || me.hasteUntil < s.turn + energyFree(me, 'suns'))) return spellOn(a, value, 'haste', energyFree(me, 'suns'), a);
  if (energyFree(me, 'waves') > 0 && (!isInvisible(me, s.turn + 1) || me.invisibleUntil < s.turn + energyFree(me, 'waves'))) return spellOn(a, value, 'invisibility', energyFree(me, 'waves'), a);
  return null;
}

/** The automaton's Amnesia choice: the target's face-up cards with the most runes, newest first on ties. */
export function automatonHides(s: DuelingRunesState, target: number, count: number): number[] {
  const up = faceUpCards(s.wizards[target]!);
  const ranked = up.map((c, i) => ({ c, i })).sort((x, y) => RUNE_COUNT[y.c]! - RUNE_COUNT[x.c]! || y.i - x.i);
  return ranked.slice(0, count).map((r) => r.c).sort((x, y) => x - y);
}
