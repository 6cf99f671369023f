/**
 * Dueling Runes rules of thumb for the Advanced Game (docs/ai.md lists them for players), read from
 * the same `Facts` as the basic ones:
 * 6. Summon a monster when you have none; Protection when threatened by Wyrms or monsters.
 * 7. Lightning Bolt where no Counter Spell stands (it ignores Shield, Protection and Resists); Poison
 *    on a target that lives long enough to lose it; Fear on a monster about to attack or a wizard
 *    whose revealed card carries a Wyrm; Charm a monster (it changes sides) or a strong wizard.
 * 8. Electric Touch on yourself when opponents can Hit you or own monsters; Remove Enchantment at what
 *    helps an opponent (protections, Haste, Invisibility, a monster) or at what harms you; Dispel
 *    Magic when it takes more from the others than from you.
 * 9. A monster attacks the wizard it can hurt, else a monster, else holds back; Wyrm spells go at a
 *    monster when it is worth more than the wizard.
 * 10. Charming: place the charmed wizard's weakest card for it.
 */
import { type AdvancedSpellId, type DuelingRunesAction, type LastingSpell, type LastingTimers, MONSTER_BLOCKED_BY, type Reading, type RuneCounts, lastingAfter, protects, readingOf } from '@decktet/dueling-runes';
import { type Facts, type WizardFacts, carries } from './read';

export const KILL = 50;
type CastAdvanced = Extract<DuelingRunesAction, { type: 'cast-advanced' }>;
type Attack = Extract<DuelingRunesAction, { type: 'attack' }>;

/** Worth of damaging wizard `t` by `dmg` (rule 1: a kill outweighs everything). */
export function hurtValue(t: WizardFacts, dmg: number): number {
  if (dmg <= 0) return -1;
  return dmg >= t.health ? KILL + dmg : 1.5 * dmg;
}

/** What a monster is worth to its owner: its health and attack, while it has any. */
const monsterWorth = (w: WizardFacts): number => (w.monster.health > 0 ? 0.5 * (w.monster.health + w.monster.attack) : 0);

/** Worth of taking `dmg` health from the monster of `owner` (destroying it counts its whole worth). */
export function monsterHurtValue(owner: WizardFacts, dmg: number): number {
  const m = owner.monster;
  if (m.health <= 0 || dmg <= 0) return -1;
  return dmg >= m.health ? 1 + monsterWorth(owner) + 0.5 * m.attack : 0.6 * dmg;
}

const hasMonster = (w: WizardFacts) => w.monster.health > 0;
const monsterFeared = (f: Facts, w: WizardFacts) => w.monster.fearUntil >= f.turn;

/** Is `o` a living opponent of `me`? (Plain loops over the wizards ask it: weighed for every count of a cast.) */
const isOpponent = (me: WizardFacts, o: WizardFacts) => o.index !== me.index && o.alive;

/** Opponents' monsters that may still attack: each one's attack, added up. */
function monsterThreat(f: Facts, me: WizardFacts): number {
  let n = 0;
  for (let i = 0; i < f.wizardCount; i++) {
    const o = f.wizards[i]!;
    if (isOpponent(me, o) && hasMonster(o) && !monsterFeared(f, o)) n += o.monster.attack;
  }
  return n;
}

/** Lasting effects that help a wizard, and those that harm it (DRA-19 lists what Remove Enchantment ends). */
function goodOn(f: Facts, w: WizardFacts): number {
  const t = f.turn;
  return (w.advanced.protectionUntil >= t ? 1 + 0.3 * (w.advanced.protectionUntil - t) : 0) + (w.resistColdUntil >= t ? 0.5 : 0) + (w.resistHeatUntil >= t ? 0.5 : 0) + (w.hasteUntil >= t ? 0.8 : 0) + (w.invisibleUntil >= t ? 1 : 0) + (w.advanced.touchUntil >= t ? 0.4 : 0) + (w.shielded ? 0.5 : 0);
}

function harmOn(f: Facts, w: WizardFacts): number {
  const t = f.turn;
  const a = w.advanced;
  return (a.poisonUntil >= t ? a.poisonLoss * (a.poisonUntil - t + 1) : 0) + (a.fearUntil >= t ? 0.8 : 0) + (a.charmedBy >= 0 ? 1.5 : 0);
}

/** A reading of a cast in the duel's own table (DRA-3, DRA-33). */
const count = (f: Facts, energy: RuneCounts, spell: AdvancedSpellId, reading: Reading) => readingOf(spell, reading, energy, f.table);

/** The last turn of lasting spell `spell`'s effect standing on timers `t` (each by name: weighed for every count of a cast). */
function standingUntil(t: LastingTimers, spell: LastingSpell): number {
  switch (spell) {
    case 'protection':
      return t.protectionUntil ?? 0;
    case 'poison':
      return t.poisonUntil;
    case 'fear':
      return t.fearUntil;
    case 'electric-touch':
      return t.touchUntil ?? 0;
    case 'charm':
      return t.charmUntil ?? 0;
  }
}

/**
 * Is lasting spell `spell` of runes `energy`, cast now, no use on timers `t`: the effect already
 * stands as long (DRA-23) and, for Poison, as heavy (DRA-15)? Its turns are counted as the duel's
 * table counts them from this moment, by the rules' own `lastingAfter` (DRA-7, DRA-33).
 */
function changesNothing(f: Facts, spell: LastingSpell, t: LastingTimers, energy: RuneCounts): boolean {
  const after = lastingAfter(spell, t, f.moment, f.table, energy);
  return after.until <= standingUntil(t, spell) && (spell !== 'poison' || after.loss <= t.poisonLoss);
}

/** Moon: summons and Protection, on the caster. */
function moonValue(f: Facts, me: WizardFacts, a: CastAdvanced): number {
  if (me.countered) return -1;
  if (a.spell === 'protection') {
    const turns = count(f, a.energy, a.spell, 'turns');
    if (changesNothing(f, a.spell, me.advanced, a.energy)) return -0.5;
    const threatened = f.touch > 0 || monsterThreat(f, me) > 0;
    return (threatened ? 1 + 0.4 * monsterThreat(f, me) : 0.2) + 0.3 * turns;
  }
  const size = count(f, a.energy, a.spell, 'health') + count(f, a.energy, a.spell, 'attack');
  return 0.6 * size + (hasMonster(me) ? -monsterWorth(me) - 0.5 : 1);
}

/** A Wyrm advanced spell at a wizard or a monster. */
function wyrmValue(f: Facts, me: WizardFacts, t: WizardFacts, a: CastAdvanced): number {
  if (a.spell === 'lightning-bolt') {
    const dmg = count(f, a.energy, a.spell, 'damage');
    return a.monster ? monsterHurtValue(t, dmg) : t.countered ? -1 : hurtValue(t, dmg);
  }
  // Poison: its loss over the turns the target lives through, not beyond a longer poison already there.
  const loss = count(f, a.energy, a.spell, 'loss');
  const turns = count(f, a.energy, a.spell, 'turns');
  const health = a.monster ? t.monster.health : t.health;
  const total = Math.min(loss * turns, health);
  if (changesNothing(f, 'poison', a.monster ? t.monster : t.advanced, a.energy) || (!a.monster && t.countered)) return -1;
  if (a.monster) return monsterHurtValue(t, total) * 0.8;
  return loss >= t.health ? KILL + loss : 1.1 * total;
}

/** Knot advanced spells. */
function knotValue(f: Facts, me: WizardFacts, t: WizardFacts | null, a: CastAdvanced): number {
  if (a.spell === 'dispel-magic') {
    let score = harmOn(f, me) - goodOn(f, me) - monsterWorth(me);
    for (let i = 0; i < f.wizardCount; i++) {
      const o = f.wizards[i]!;
      if (isOpponent(me, o) && !o.countered) score += goodOn(f, o) - harmOn(f, o) + monsterWorth(o);
    }
    return score - 0.5;
  }
  if (t === null) return -1;
  if (a.monster) {
    if (a.spell === 'remove-enchantment') return 1 + monsterWorth(t);
    if (a.spell === 'charm') return 1.5 + 2 * monsterWorth(t) - monsterWorth(me);
    // Fear: the monster stops attacking for a while.
    return changesNothing(f, 'fear', t.monster, a.energy) ? -0.5 : 0.3 + 0.3 * t.monster.attack * Math.min(count(f, a.energy, a.spell, 'turns'), 3);
  }
  const self = t.index === me.index;
  if (t.countered) return -1;
  const turns = count(f, a.energy, a.spell, 'turns');
  switch (a.spell) {
    case 'electric-touch':
      if (!self) return -2;
      return changesNothing(f, a.spell, me.advanced, a.energy) ? -0.5 : (f.touch > 0 || monsterThreat(f, me) > 0 ? 0.7 : 0.05) + 0.1 * turns;
    case 'remove-enchantment':
      return self ? harmOn(f, me) - goodOn(f, me) - 0.2 : goodOn(f, t) - harmOn(f, t) - 0.2;
    case 'fear':
      return changesNothing(f, a.spell, t.advanced, a.energy) ? -0.5 : (t.placed >= 0 && carries(t.placed, 'wyrms') ? 1.2 : 0.4) + 0.2 * turns;
    default:
      // Charm: worth most on a strong wizard.
      return t.advanced.charmedBy === me.index && changesNothing(f, 'charm', t.advanced, a.energy) ? -0.5 : 0.5 + 0.1 * t.health + 0.2 * turns;
  }
}

/** What an advanced cast is worth to `me`. */
export function advancedCastValue(f: Facts, me: WizardFacts, a: CastAdvanced): number {
  const t = a.target === null ? null : f.wizards[a.target]!;
  if (t && !a.monster && t.index !== me.index && t.mirrored) return -5;
  if (a.spell === 'lightning-bolt' || a.spell === 'poison') return wyrmValue(f, me, t!, a);
  if (a.spell.startsWith('summon-') || a.spell === 'protection') return moonValue(f, me, a);
  return knotValue(f, me, t, a);
}

/** Does a protection standing on wizard `t` block the attacks of `owner`'s monster (DRA-13)? */
export function attackBlocked(f: Facts, owner: WizardFacts, t: WizardFacts): boolean {
  return MONSTER_BLOCKED_BY[owner.monster.kind].some((p) => protects(p, t, f.turn));
}

/** A monster attack: the wizard when it lands, else a monster, else hold back (a `pass`, worth 0). */
export function attackValue(f: Facts, me: WizardFacts, a: Attack): number {
  const t = f.wizards[a.target]!;
  const attack = me.monster.attack;
  if (a.monster) return monsterHurtValue(t, attack);
  if (attackBlocked(f, me, t)) return -3;
  // Electric Touch on the target costs the monster 1 health (DRA-18).
  const touched = t.advanced.touchUntil >= f.turn ? (me.monster.health <= 1 ? 2 + monsterWorth(me) : 0.5) : 0;
  return hurtValue(t, attack) + 1 - touched;
}
