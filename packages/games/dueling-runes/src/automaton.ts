/**
 * The solitaire automaton's spell policy (DR-21; written out in RULES.md). It is greedy, fixed and
 * "fair": it reads only public information and never casts a spell whose effect is already
 * blocked (no Fire Ball into Resist Heat, nothing at a Magic Mirror, nothing under a Counter Spell
 * that would stop it).
 */
import { RUNE_COUNT, VALUE } from './cards';
import { canTarget, isInvisible, protectionAgainst } from './protections';
import type { Energy } from './runes';
import { energyFree, energyShown, faceUpCards, faceUpCount } from './sequence';
import { type SpellId, energyOf } from './spells-table';
import { type Declaration, type DuelingRunesState, isHasted } from './state';

/** The Wyrm spells in the order the policy prefers them on a tie: Drain, Fire Ball, Ice Bolt, Hit. */
const ATTACKS: readonly SpellId[] = ['drain', 'fire-ball', 'ice-bolt', 'hit'];

/** The automaton's declaration in the current phase, or null to pass. */
export function automatonDeclaration(s: DuelingRunesState, a: number): Declaration | null {
  const me = s.wizards[a]!;
  const value = VALUE[me.placed]!;
  const free = (energy: Energy) => energyFree(me, energy);
  const cast = (spell: SpellId, power: number, target: number): Declaration => ({ caster: a, spell, energy: energyOf(spell), power, target, value, hide: null });
  const foe = s.wizards.findIndex((w, i) => i !== a && w.alive);
  if (foe < 0) return null;
  const them = s.wizards[foe]!;
  if (s.phase === 'moon') {
    if (me.countered) return null;
    // 1. Heal what is missing; 2. resist the energy the opponent shows; 3. Shield.
    const missing = me.maxHealth - me.health;
    if (missing > 0 && free('leaves') > 0) return cast('heal', Math.min(missing, free('leaves')), a);
    if (free('waves') > 0 && me.resistHeatUntil < s.turn && energyShown(them, 'suns') > 0) return cast('resist-heat', free('waves'), a);
    if (free('suns') > 0 && me.resistColdUntil < s.turn && energyShown(them, 'waves') > 0) return cast('resist-cold', free('suns'), a);
    return me.shielded ? null : cast('shield', 0, a);
  }
  if (s.phase === 'wyrm') {
    if (!canTarget(s, a, foe, 0) || them.mirrored) return null;
    // The most damage that gets through.
    let best: Declaration | null = null;
    let bestLoss = 0;
    for (const spell of ATTACKS) {
      const energy = energyOf(spell);
      const power = energy === null ? 0 : free(energy);
      const loss = energy === null ? 1 : power;
      if (loss <= bestLoss || protectionAgainst(spell, them, s.turn) !== null) continue;
      best = cast(spell, power, foe);
      bestLoss = loss;
    }
    return best;
  }
  // Knot: 1. Amnesia at the opponent; 2. Confusion at the opponent; 3. Haste, 4. Invisibility on itself.
  const atFoe = canTarget(s, a, foe, value) && !them.mirrored && !them.countered;
  if (atFoe && free('leaves') > 0 && faceUpCount(them) > 0) return cast('amnesia', Math.min(free('leaves'), faceUpCount(them)), foe);
  if (atFoe && !them.shielded && them.confusedTurn !== s.turn + 1) return cast('confusion', 0, foe);
  if (me.countered) return null;
  if (free('suns') > 0 && (!isHasted(me, s.turn + 1) || me.hasteUntil < s.turn + free('suns'))) return cast('haste', free('suns'), a);
  if (free('waves') > 0 && (!isInvisible(me, s.turn + 1) || me.invisibleUntil < s.turn + free('waves'))) return cast('invisibility', free('waves'), a);
  return null;
}

/** The automaton's Amnesia choice: the target's face-up cards with the most runes, newest first on ties. */
export function automatonHides(s: DuelingRunesState, target: number, count: number): number[] {
  const up = faceUpCards(s.wizards[target]!);
  const ranked = up.map((c, i) => ({ c, i })).sort((x, y) => RUNE_COUNT[y.c]! - RUNE_COUNT[x.c]! || y.i - x.i);
  return ranked.slice(0, count).map((r) => r.c).sort((x, y) => x - y);
}
