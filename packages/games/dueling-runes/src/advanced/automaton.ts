/**
 * The solitaire automaton in the Advanced Game (DRA-24): the basic policy (automaton.ts, DR-21)
 * with the advanced spells in their places. Still fair: it reads only public information and never
 * casts a spell whose effect is already blocked.
 *
 * An advanced spell uses all the free runes of every type one of its readings counts, and one rune
 * of each other type of its recipe (those only make the spell possible), keeping the rest free for
 * a later phase.
 */
import type { AdvancedSpellId, Reading, RuneCounts } from './recipes';
import { readingOf, recipeOf, tableOf } from './tables';
import { lastingAfter } from './effects';
import { type Duel, type Strike, basicStrikes, duelOf, foeInReach, forgetOrConfuse, hasteOrInvisibility, heal, resistsOrShield, strongest } from '../core/automaton';
import { type Attack, attackBlocker, canAttackWizard, monsterOf } from './monsters';
import { canTarget, isInvisible, isProtected } from '../core/protections';
import { freeForCast } from './rune-use';
import { type Declaration, type DuelingRunesState, isHasted } from '../core/state';

/** A reading of the automaton's cast in the duel's table (DRA-3). */
const read = (d: Duel, spell: AdvancedSpellId, reading: Reading, cast: Declaration) => readingOf(spell, reading, cast.counts!, tableOf(d.s.config));

/** The runes the automaton would cast `spell` with now (see above), or null if a type of its recipe has no free rune. */
function fullCounts(d: Duel, spell: AdvancedSpellId): RuneCounts | null {
  const recipe = recipeOf(spell, tableOf(d.s.config));
  const read = new Set(Object.values(recipe.readings).flat());
  const counts: RuneCounts = {};
  for (const rune of recipe.energy) {
    const free = freeForCast(d.me, d.s.phase, rune);
    if (free < 1) return null;
    counts[rune] = read.has(rune) ? free : 1;
  }
  return counts;
}

/** The automaton casting advanced spell `spell` with `counts` at wizard (or, `monster`, the monster of) `target`. */
function advancedOn(d: Duel, spell: AdvancedSpellId, counts: RuneCounts, target: number, monster = false): Declaration {
  return { caster: d.a, spell, energy: null, power: 0, target, value: d.value, hide: null, counts, ...(monster ? { monster: true as const } : {}) };
}

/** `spell` with all it can put in it now, or null if it cannot be cast. */
function castable(d: Duel, spell: AdvancedSpellId, target: number, monster = false): Declaration | null {
  const counts = fullCounts(d, spell);
  return counts && advancedOn(d, spell, counts, target, monster);
}

const SUMMONS: readonly AdvancedSpellId[] = ['summon-troll', 'summon-fire-elemental', 'summon-ice-elemental'];

/** Moon: the strongest monster it can summon (most health and attack together, the first on a tie), if it has none. */
function strongestSummon(d: Duel): Declaration | null {
  if (d.me.advanced!.monster) return null;
  let best: Declaration | null = null;
  let bestSize = 0;
  for (const spell of SUMMONS) {
    const cast = castable(d, spell, d.a);
    const size = cast ? read(d, spell, 'health', cast) + read(d, spell, 'attack', cast) : 0;
    if (size > bestSize) [best, bestSize] = [cast, size];
  }
  return best;
}

/** Moon: Protection, if it is not protected. */
function protection(d: Duel): Declaration | null {
  return isProtected(d.me, d.s.turn) ? null : castable(d, 'protection', d.a);
}

/** The Wyrm spells the policy weighs, in its order on a tie: Lightning Bolt, Poison (loss × turns), then the basic ones. */
function strikes(d: Duel, target: number, monster: boolean): Strike[] {
  const out: Strike[] = [];
  for (const spell of ['lightning-bolt', 'poison'] as const) {
    const cast = castable(d, spell, target, monster);
    if (!cast) continue;
    const loss = spell === 'poison' ? read(d, spell, 'loss', cast) * read(d, spell, 'turns', cast) : read(d, spell, 'damage', cast);
    out.push({ spell: cast, loss });
  }
  const basic = basicStrikes(d, target);
  return out.concat(monster ? basic.map(({ spell, loss }) => ({ spell: { ...spell, monster: true as const }, loss })) : basic);
}

/** Wyrm: the most damage that gets through at the player, or at the player's monster when the player cannot be hurt. */
function wyrm(d: Duel): Declaration | null {
  const atFoe = foeInReach(d, false) ? strongest(strikes(d, d.foe, false), d.them, d.s.turn) : null;
  if (atFoe) return atFoe;
  return monsterOf(d.s, d.foe) ? strongest(strikes(d, d.foe, true), null, d.s.turn) : null;
}

/** Does the player hold a lasting protection (the Resists, Protection) or Haste or Invisibility, now or from next turn? */
function foeEnchanted(d: Duel): boolean {
  const { s, them } = d;
  return them.resistColdUntil >= s.turn || them.resistHeatUntil >= s.turn || isProtected(them, s.turn) || isHasted(them, s.turn) || isHasted(them, s.turn + 1) || isInvisible(them, s.turn + 1);
}

/** Knot, before the basic order: Remove Enchantment at the player or at its monster, Charm its monster, Fear its monster. */
function unmake(d: Duel): Declaration | null {
  if (foeInReach(d, true) && !d.them.countered && foeEnchanted(d)) {
    const cast = castable(d, 'remove-enchantment', d.foe);
    if (cast) return cast;
  }
  if (!monsterOf(d.s, d.foe)) return null;
  return castable(d, 'remove-enchantment', d.foe, true) ?? castable(d, 'charm', d.foe, true) ?? castable(d, 'fear', d.foe, true);
}

/** Knot, after the basic order: Electric Touch on itself when the player has a monster or could Hit it, if that adds turns. */
function touch(d: Duel): Declaration | null {
  const { s, me } = d;
  if (me.countered || (!monsterOf(s, d.foe) && !canTarget(s, d.foe, d.a, 0))) return null;
  const cast = castable(d, 'electric-touch', d.a);
  return cast && lastingAfter('electric-touch', me.advanced!, s, tableOf(s.config), cast.counts!).until > me.advanced!.touchUntil ? cast : null;
}

/** The automaton's declaration in the Advanced Game (DRA-24), or null to pass. */
export function advancedAutomatonDeclaration(s: DuelingRunesState, a: number): Declaration | null {
  const d = duelOf(s, a);
  if (!d) return null;
  switch (s.phase) {
    case 'moon':
      return d.me.countered ? null : (heal(d) ?? strongestSummon(d) ?? protection(d) ?? resistsOrShield(d));
    case 'wyrm':
      return wyrm(d);
    case 'knot':
      return unmake(d) ?? forgetOrConfuse(d) ?? hasteOrInvisibility(d) ?? touch(d);
  }
}

/** The automaton's monster attacks the player when the attack would land, else the player's monster, else holds back (DRA-24). */
export function automatonAttack(s: DuelingRunesState, owner: number): Attack | null {
  const m = monsterOf(s, owner)!;
  const foe = s.wizards.findIndex((w, i) => i !== owner && w.alive);
  if (foe < 0) return null;
  if (canAttackWizard(s, owner, foe) && attackBlocker(m.kind, s.wizards[foe]!, s.turn) === null) return { target: foe, monster: false };
  return monsterOf(s, foe) ? { target: foe, monster: true } : null;
}
