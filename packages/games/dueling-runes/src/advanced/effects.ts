/**
 * What the Advanced Game's spells do when their group takes effect (DRA-11 … DRA-22), and what any
 * spell aimed at a monster does (DRA-6, DRA-14). spells.ts checks each declaration of a group
 * against what stood before the group, as in the basic game; then the lasting effects take hold:
 *
 * 1. Remove Enchantment and Dispel Magic first: they end what stood before the group, and an
 *    effect the same group casts takes hold after them (DRA-26);
 * 2. the other lasting effects on wizards, in the group's order;
 * 3. the effects on monsters: Fear and Poison, Remove Enchantment, then the Charms, which move
 *    monsters all at once (two wizards may take each other's).
 *
 * A wizard or monster that two Charms of one group reach, and a monster the group destroys, is
 * taken by none of them (DRA-27).
 */
import type { AdvancedSpellId, RuneCounts } from './recipes';
import { type AdvancedTable, type CastMoment, firstTurnOf, readingOf, tableOf } from './tables';
import type { AdvancedResult } from './log';
import { type AdvancedWizard, type Afflictions, placementNumber } from './wizard';
import { charmUntilOn, charmWizard } from './charm';
import { lastTurnOf, poison, poisonAfter, removeEnchantment } from './lasting';
import type { SpellResult } from '../core/log';
import { MONSTER_OF, monsterOf, summon } from './monsters';
import { lossOf, protectionAgainst, turnedBack } from '../core/protections';
import { SPELLS } from '../core/spells-table';
import type { Declaration, DuelingRunesState, Wizard } from '../core/state';

/** A reading of advanced declaration `d` in the duel's table (DRA-3). */
const counted = (s: DuelingRunesState, d: Declaration, reading: 'damage' | 'health' | 'attack' | 'turns' | 'loss') => readingOf(d.spell as AdvancedSpellId, reading, d.counts!, tableOf(s.config));

/** What the lasting effect declaration `d` casts now leaves standing on a target with timers `a` (`lastingAfter`, in the duel's table). */
const lastingOf = (s: DuelingRunesState, d: Declaration, a: LastingTimers) => lastingAfter(d.spell as LastingSpell, a, s, tableOf(s.config), d.counts!);

/** Where declaration `d` lands once Magic Mirrors have turned it (DR-16): its caster and target then. A spell at a monster is never turned (DRA-11). */
export function landingOf(s: DuelingRunesState, d: Declaration): { caster: number; target: number } {
  const landing = d.monster ? null : turnedBack(s.wizards, d.spell, d.caster, d.target);
  return landing ?? { caster: d.caster, target: d.target };
}

/** Does declaration `d` end lasting effects (Remove Enchantment at a wizard, Dispel Magic)? */
export const isRemoval = (d: Declaration): boolean => !d.monster && (d.spell === 'remove-enchantment' || d.spell === 'dispel-magic');

/** The wizards a Dispel Magic reaches: the living not under a Counter Spell, its caster too (DRA-20). */
function dispelledWizards(s: DuelingRunesState): number[] {
  return s.wizards.flatMap((w, i) => (w.alive && !w.countered ? [i] : []));
}

/** How the current group's declarations land, worked out once before any takes effect. */
export interface GroupFates {
  /** Per declaration, the wizard it lands on (aimed at a monster: its owner), -1 if a protection stops it. */
  landed: number[];
  /** Per wizard, whether a Remove Enchantment or Dispel Magic of the group ends its effects (null: none does). */
  disenchanted: boolean[] | null;
}

export function groupFates(s: DuelingRunesState): GroupFates {
  // Plain loops: every group of a playout's Advanced Game works this out.
  const declared = s.declared;
  const landed: number[] = [];
  for (const d of declared) {
    if (d.monster) {
      landed.push(d.target);
      continue;
    }
    const { target } = landingOf(s, d);
    landed.push(SPELLS[d.spell].target === 'everyone' || protectionAgainst(d.spell, s.wizards[target]!, s.turn) === null ? target : -1);
  }
  let disenchanted: boolean[] | null = null;
  for (let index = 0; index < declared.length; index++) {
    const d = declared[index]!;
    if (!isRemoval(d) || landed[index]! < 0) continue;
    disenchanted ??= s.wizards.map(() => false);
    for (const w of d.spell === 'dispel-magic' ? dispelledWizards(s) : [landed[index]!]) disenchanted[w] = true;
  }
  return { landed, disenchanted };
}

/** The wizard as a lasting effect of the group finds it: with its effects ended first if the group ends them (step 1). */
function standingFor(s: DuelingRunesState, target: number, fates: GroupFates): Wizard {
  const t = s.wizards[target]!;
  if (!fates.disenchanted?.[target]) return t;
  const copy: Wizard = { ...t, advanced: { ...t.advanced!, used: { ...t.advanced!.used } } };
  removeEnchantment(copy);
  return copy;
}

/** How many Charms of the group reach wizard `target` (or, `monster`, its monster). */
function charmsAt(s: DuelingRunesState, fates: GroupFates, target: number, monster: boolean): number {
  let n = 0;
  s.declared.forEach((d, index) => {
    if (d.spell === 'charm' && !!d.monster === monster && fates.landed[index] === target) n++;
  });
  return n;
}

/** Does a Charm of the group take wizard `owner`'s monster: the only Charm at it, and the group does not destroy it? */
function wonOver(s: DuelingRunesState, fates: GroupFates, owner: number): boolean {
  const destroyed = s.declared.some((d) => d.spell === 'dispel-magic' || (d.monster && d.spell === 'remove-enchantment' && d.target === owner));
  return charmsAt(s, fates, owner, true) === 1 && !destroyed;
}

/**
 * What an advanced spell that reached wizard `target` (cast by `caster` once mirrors turned it)
 * will do, for the log: the effect as it will stand once the group has taken effect.
 */
export function advancedResult(s: DuelingRunesState, d: Declaration, caster: number, target: number, fates: GroupFates): AdvancedResult {
  const t = standingFor(s, target, fates);
  const a = t.advanced!;
  switch (d.spell) {
    case 'summon-troll':
    case 'summon-fire-elemental':
    case 'summon-ice-elemental':
      return { result: 'summons', kind: MONSTER_OF[d.spell]!, health: counted(s, d, 'health'), attack: counted(s, d, 'attack') };
    case 'protection':
      return { result: 'protected', until: lastingOf(s, d, a).until };
    case 'poison': {
      const after = lastingOf(s, d, a);
      return { result: 'poisoned', loss: after.loss, until: after.until };
    }
    case 'fear':
      return { result: 'feared', until: lastingOf(s, d, a).until };
    case 'charm':
      return charmsAt(s, fates, target, false) > 1 ? { result: 'contested' } : { result: 'charmed', by: caster, until: lastingOf(s, d, a).until };
    case 'electric-touch':
      return { result: 'touched', until: lastingOf(s, d, a).until };
    case 'dispel-magic': {
      const owners = s.wizards.flatMap((_, o) => (monsterOf(s, o) ? [o] : []));
      return { result: 'dispelled', wizards: dispelledWizards(s), monsters: owners, kinds: owners.map((o) => monsterOf(s, o)!.kind) };
    }
    default:
      return { result: 'disenchanted' };
  }
}

/** The advanced spells that last "for n turns" (DRA-7). */
export type LastingSpell = Extract<AdvancedSpellId, 'protection' | 'poison' | 'fear' | 'charm' | 'electric-touch'>;

/** The lasting effects' timers of a wizard's Advanced Game part, or of a monster (Poison and Fear only): a state's, or a view's `timers`. */
export type LastingTimers = Afflictions & Partial<Pick<AdvancedWizard, 'protectionUntil' | 'touchUntil' | 'charmUntil' | 'charmedBy'>>;

/**
 * What lasting spell `spell`, of the runes `counts`, cast at moment `at` of a duel played with
 * table `table`, leaves standing on a target with timers `a`: its last turn — its n turns counted
 * from the turn the table says (DRA-7, DRA-33), the longer of the new and the standing one
 * (DRA-23) — and Poison's loss (DRA-15). The one timing of lasting effects: the rules
 * (`applyAdvancedEffect`, `landMonsterEffects`), the log's result lines and `castFutility` read it.
 */
export function lastingAfter(spell: LastingSpell, a: LastingTimers, at: CastMoment, table: AdvancedTable, counts: RuneCounts): { until: number; loss: number } {
  const first = firstTurnOf(table, spell, at);
  const turns = readingOf(spell, 'turns', counts, table);
  switch (spell) {
    case 'poison':
      return poisonAfter(a, at.turn, first, turns, readingOf(spell, 'loss', counts, table));
    case 'charm':
      return { until: charmUntilOn({ charmedBy: a.charmedBy ?? -1, charmUntil: a.charmUntil ?? 0 }, at.turn, lastTurnOf(0, first, turns)), loss: 0 };
    case 'fear':
      return { until: lastTurnOf(a.fearUntil, first, turns), loss: 0 };
    case 'protection':
      return { until: lastTurnOf(a.protectionUntil ?? 0, first, turns), loss: 0 };
    case 'electric-touch':
      return { until: lastTurnOf(a.touchUntil ?? 0, first, turns), loss: 0 };
  }
}

/** Step 1: the group's Remove Enchantments and Dispel Magics end what stood. */
export function landRemovals(s: DuelingRunesState, fates: GroupFates): void {
  if (!fates.disenchanted) return;
  fates.disenchanted.forEach((ended, w) => {
    if (ended) removeEnchantment(s.wizards[w]!);
  });
  // Dispel Magic destroys every monster (DRA-20); its line names them.
  if (s.declared.some((d) => d.spell === 'dispel-magic')) for (const w of s.wizards) if (w.advanced) w.advanced.monster = null;
}

/** Step 2: the lasting effect of advanced spell `d` takes hold on wizard `target` (cast by `caster` once mirrors turned it). */
export function applyAdvancedEffect(s: DuelingRunesState, d: Declaration, caster: number, target: number, fates: GroupFates): void {
  const a = s.wizards[target]!.advanced!;
  switch (d.spell) {
    case 'summon-troll':
    case 'summon-fire-elemental':
    case 'summon-ice-elemental':
      summon(s, s.wizards[target]!, d.spell, counted(s, d, 'health'), counted(s, d, 'attack'));
      break;
    case 'protection':
      a.protectionUntil = lastingOf(s, d, a).until;
      break;
    case 'poison':
      poison(a, lastingOf(s, d, a));
      break;
    case 'fear':
      a.fearUntil = lastingOf(s, d, a).until;
      break;
    case 'charm':
      if (charmsAt(s, fates, target, false) === 1) charmWizard(s, target, caster, lastingOf(s, d, a).until);
      break;
    case 'electric-touch':
      a.touchUntil = lastingOf(s, d, a).until;
      break;
  }
}

/**
 * A declaration aimed at a monster, checked (DRA-6, DRA-11): nothing stops it and no mirror turns
 * it. Its health changes are recorded in `delta` (per wizard: a Drain heals its caster, DRA-14)
 * and `monsterDelta` (per owner); its lasting effect waits for `landMonsterEffects`. Returns what
 * it will do, for the log.
 */
export function aimAtMonster(s: DuelingRunesState, d: Declaration, fates: GroupFates, delta: number[], monsterDelta: number[]): SpellResult {
  const owner = d.target;
  const m = monsterOf(s, owner);
  if (!m) return { result: 'untouched' };
  switch (d.spell) {
    case 'fire-ball':
    case 'ice-bolt':
    case 'hit':
    case 'lightning-bolt': {
      const loss = d.spell === 'lightning-bolt' ? counted(s, d, 'damage') : lossOf(d.spell, d.power);
      monsterDelta[owner]! -= loss;
      return { result: 'loses', amount: loss };
    }
    case 'drain':
      monsterDelta[owner]! -= d.power;
      delta[d.caster]! += d.power;
      return { result: 'drains', amount: d.power, gainer: d.caster };
    case 'poison': {
      const after = lastingOf(s, d, m);
      return { result: 'poisoned', loss: after.loss, until: after.until };
    }
    case 'fear':
      return { result: 'feared', until: lastingOf(s, d, m).until };
    case 'charm':
      return wonOver(s, fates, owner) ? { result: 'won-over', by: d.caster } : charmsAt(s, fates, owner, true) > 1 ? { result: 'contested' } : { result: 'untouched' };
    default:
      return { result: 'destroyed' };
  }
}

/** Is a spell of the group aimed at a monster? (Most groups have none: then step 3 has nothing to do.) */
function aimsAtMonsters(declared: readonly Declaration[]): boolean {
  for (const d of declared) if (d.monster) return true;
  return false;
}

/** Step 3: the lasting effects of the group's spells at monsters take hold. */
export function landMonsterEffects(s: DuelingRunesState, fates: GroupFates): void {
  if (!aimsAtMonsters(s.declared)) return;
  const moves: { from: number; to: number }[] = [];
  for (const d of s.declared) {
    const m = d.monster ? monsterOf(s, d.target) : null;
    if (!m) continue;
    if (d.spell === 'poison') poison(m, lastingOf(s, d, m));
    else if (d.spell === 'fear') m.fearUntil = lastingOf(s, d, m).until;
    else if (d.spell === 'charm' && wonOver(s, fates, d.target)) moves.push({ from: d.target, to: d.caster });
  }
  for (const d of s.declared) if (d.monster && d.spell === 'remove-enchantment') s.wizards[d.target]!.advanced!.monster = null;
  // Every monster won over leaves its owner first, then comes to its new one, replacing the monster it had (DRA-17).
  const taken = moves.map(({ from }) => monsterOf(s, from)!);
  for (const { from } of moves) s.wizards[from]!.advanced!.monster = null;
  moves.forEach(({ to }, i) => {
    s.wizards[to]!.advanced!.monster = { ...taken[i]!, arrival: placementNumber(s) };
  });
}
