/** What spells do when they take effect (DR-10 … DR-16, DR-18). */
import { KNOT, MOON, NO_ENERGY, SPELL_NAMES, TITLE, WYRM, cardNumber } from './cards';
import { type Declaration, type DuelingRunesState, type Wizard, discardCard, emptyList, faceUpCount, takeFromHand } from './state';

/**
 * Where a spell lands after Magic Mirrors (DR-16): each mirror turns it back at most once. Returns
 * the final caster and target packed in one number (read them with `landedCaster` and
 * `landedTarget`: spells land thousands of times a second in playouts, and no object is made);
 * the wizards whose mirrors turned it back are added to `mirrors`, in order, when it is given.
 */
export function land(s: DuelingRunesState, caster: number, target: number, mirrors?: number[]): number {
  let turned = 0;
  while (target !== caster && s.wizards[target]!.mirrored && (turned & (1 << target)) === 0) {
    turned |= 1 << target;
    mirrors?.push(target);
    const t = target;
    target = caster;
    caster = t;
  }
  return (caster << 3) | target;
}

export const landedCaster = (landing: number): number => landing >> 3;
export const landedTarget = (landing: number): number => landing & 7;

/** " — turned back by Bo's Magic Mirror", once per mirror, for the log. */
function turnedBackText(s: DuelingRunesState, mirrors: readonly number[]): string {
  return mirrors.map((m) => ` — turned back by ${s.wizards[m]!.name}'s Magic Mirror`).join('');
}

export function spellLabel(d: { phase: number; energy: number; power: number }): string {
  const name = SPELL_NAMES[d.phase]![d.energy]!;
  return d.energy === NO_ENERGY ? name : `${name} (${d.power})`;
}

const resistsHeat = (s: DuelingRunesState, w: Wizard) => w.resistHeatUntil >= s.turn;
const resistsCold = (s: DuelingRunesState, w: Wizard) => w.resistColdUntil >= s.turn;

const enum Block {
  None,
  ResistsHeat,
  ResistsCold,
  Shielded,
  Countered,
}

/** What stops a spell that reached `target`, if anything (DR-11, DR-16). */
function blockOf(s: DuelingRunesState, phase: number, energy: number, target: number): Block {
  const t = s.wizards[target]!;
  if (phase === WYRM) {
    if (energy === 0) return resistsHeat(s, t) ? Block.ResistsHeat : Block.None;
    if (energy === 1) return resistsCold(s, t) ? Block.ResistsCold : Block.None;
    if (t.shielded) return Block.Shielded;
    if (energy === 2 && t.countered) return Block.Countered;
    return Block.None;
  }
  if (t.countered) return Block.Countered;
  if (phase === KNOT && energy === NO_ENERGY && t.shielded) return Block.Shielded;
  return Block.None;
}

/** Does a spell that reached `target` do nothing (DR-11, DR-16)? */
export function isBlocked(s: DuelingRunesState, phase: number, energy: number, target: number): boolean {
  return blockOf(s, phase, energy, target) !== Block.None;
}

const BLOCK_TEXT = ['', 'resists heat', 'resists cold', 'is shielded', 'is under a Counter Spell'];

/** The protection that stops a spell that reached `target`, by name, or null (DR-11, DR-16). */
export type Protection = 'resist-heat' | 'resist-cold' | 'shield' | 'counter-spell';
const PROTECTION: readonly (Protection | null)[] = [null, 'resist-heat', 'resist-cold', 'shield', 'counter-spell'];

export function protectionAgainst(s: DuelingRunesState, phase: number, energy: number, target: number): Protection | null {
  return PROTECTION[blockOf(s, phase, energy, target)]!;
}

/**
 * The Amnesia a wizard must still choose cards for in the current group (DR-14): the final
 * caster chooses, unless every face-up card is turned anyway or the spell is blocked.
 */
export interface AmnesiaTask {
  index: number;
  chooser: number;
  target: number;
  count: number;
}

/** The choice declaration `index` of the current group still waits for, if it is such an Amnesia. */
export function amnesiaTask(s: DuelingRunesState, index: number): AmnesiaTask | null {
  const d = s.declared[index]!;
  if (d.phase !== KNOT || d.energy !== 2 || d.hide !== null) return null;
  const landing = land(s, d.caster, d.target);
  const target = landedTarget(landing);
  if (isBlocked(s, KNOT, 2, target) || d.power >= faceUpCount(s.wizards[target]!)) return null;
  return { index, chooser: landedCaster(landing), target, count: d.power };
}

/** The first Amnesia of the current group that wizard `w` must still choose cards for, if any. */
export function amnesiaTaskOf(s: DuelingRunesState, w: number): AmnesiaTask | null {
  for (let index = 0; index < s.declared.length; index++) {
    const task = amnesiaTask(s, index);
    if (task && task.chooser === w) return task;
  }
  return null;
}

/** The face-up cards of a sequence, oldest first. */
export function faceUpCards(w: Wizard): number[] {
  return w.sequence.filter((c) => c >= 0);
}

const enum Effect {
  ResistCold,
  ResistHeat,
  Shield,
  Haste,
  Invisibility,
  Amnesia,
  Confusion,
}

/** The lasting effects by energy (index 3: none) of Moon and Knot spells; Heal (Moon, Leaves) acts at once. */
const MOON_EFFECTS: readonly (Effect | null)[] = [Effect.ResistCold, Effect.ResistHeat, null, Effect.Shield];
const KNOT_EFFECTS: readonly (Effect | null)[] = [Effect.Haste, Effect.Invisibility, Effect.Amnesia, Effect.Confusion];

/** Scratch for the health changes of one group (at most four wizards). */
const healthDelta = new Int32Array(4);
/**
 * Scratch for the lasting effects of one group, applied once every spell has been checked: per
 * declaration, the wizard it affects (-1: none) and, for Amnesia, the cards it turns.
 */
const effectTarget = new Int32Array(4);
const effectHide: (number[] | null)[] = [null, null, null, null];

/**
 * Applies the current group of declared spells at once (DR-8): each is checked against the
 * protections that stood before the group; health changes are added up and capped once; then
 * deaths are checked (DR-18). Returns the wizards who died, as a bit mask (0: nobody).
 */
export function applyGroup(s: DuelingRunesState, log: boolean): number {
  const n = s.wizards.length;
  const delta = healthDelta;
  for (let w = 0; w < n; w++) delta[w] = 0;
  const declared = s.declared;
  let later = false;
  for (let index = 0; index < declared.length; index++) {
    const d = declared[index]!;
    effectTarget[index] = -1;
    const label = log ? spellLabel(d) : '';
    let caster = d.caster;
    let target = d.target;
    let mirrorText = '';
    if (d.phase !== MOON && target !== caster) {
      const mirrors: number[] | undefined = log ? [] : undefined;
      const landing = land(s, caster, target, mirrors);
      if (mirrors?.length) mirrorText = turnedBackText(s, mirrors);
      caster = landedCaster(landing);
      target = landedTarget(landing);
    }
    const blocked = blockOf(s, d.phase, d.energy, target);
    const head = log ? `${s.wizards[d.caster]!.name} casts ${label}${d.phase === MOON ? '' : ` at ${s.wizards[d.target]!.name}`}${mirrorText}` : '';
    if (blocked !== Block.None) {
      if (log) s.log.push({ text: `${head} — blocked: ${s.wizards[target]!.name} ${BLOCK_TEXT[blocked]}.` });
      continue;
    }
    let what = '';
    const tName = log ? s.wizards[target]!.name : '';
    if (d.phase === WYRM) {
      const loss = d.energy === NO_ENERGY ? 1 : d.power;
      delta[target]! -= loss;
      if (d.energy === 2) delta[caster]! += loss;
      if (log) what = d.energy === 2 ? `${tName} loses ${loss}, ${s.wizards[caster]!.name} gains ${loss}` : `${tName} loses ${loss}`;
    } else if (d.phase === MOON && d.energy === 2) {
      delta[target]! += d.power;
      if (log) what = `${tName} heals ${d.power}`;
    } else {
      const effect = (d.phase === MOON ? MOON_EFFECTS : KNOT_EFFECTS)[d.energy]!;
      const hide = effect === Effect.Amnesia ? (d.hide ?? faceUpCards(s.wizards[target]!)) : null;
      effectTarget[index] = target;
      effectHide[index] = hide;
      later = true;
      if (log) what = describeEffect(s, effect, s.wizards[target]!, d.power, hide);
    }
    if (log) s.log.push({ text: `${head} — ${what}.` });
  }
  if (later) {
    for (let index = 0; index < declared.length; index++) {
      const d = declared[index]!;
      if (effectTarget[index]! < 0) continue;
      applyEffect(s, (d.phase === MOON ? MOON_EFFECTS : KNOT_EFFECTS)[d.energy]!, s.wizards[effectTarget[index]!]!, d, effectHide[index]!);
      effectHide[index] = null;
    }
  }
  for (let w = 0; w < n; w++) {
    if (delta[w] === 0) continue;
    const wizard = s.wizards[w]!;
    wizard.health = Math.max(0, Math.min(wizard.maxHealth, wizard.health + delta[w]!));
  }
  let died = 0;
  for (let w = 0; w < n; w++) {
    const wizard = s.wizards[w]!;
    if (wizard.alive && wizard.health <= 0) {
      wizard.alive = false;
      died |= 1 << w;
      if (log) s.log.push({ text: `${wizard.name} dies.` });
    }
  }
  emptyList(declared);
  return died;
}

const turns = (from: number, until: number) => (from === until ? `turn ${from}` : `turns ${from}–${until}`);

/** The effect as it will stand once applied (recasting keeps the longer time). */
function describeEffect(s: DuelingRunesState, effect: Effect, target: Wizard, power: number, hide: number[] | null): string {
  const t = s.turn;
  const name = target.name;
  switch (effect) {
    case Effect.ResistCold:
      return `${name} resists cold through turn ${Math.max(target.resistColdUntil, t + power - 1)}`;
    case Effect.ResistHeat:
      return `${name} resists heat through turn ${Math.max(target.resistHeatUntil, t + power - 1)}`;
    case Effect.Shield:
      return `${name} is shielded this turn`;
    case Effect.Haste:
      return `${name} is hasted for ${turns(...extendFromNextTurn(s, target.hasteFrom, target.hasteUntil, power))}`;
    case Effect.Invisibility:
      return `${name} is invisible for ${turns(...extendFromNextTurn(s, target.invisibleFrom, target.invisibleUntil, power))}`;
    case Effect.Amnesia:
      return `${name} forgets ${(hide ?? []).map((c) => TITLE[c]).join(', ') || 'nothing'}`;
    default:
      return `${name} will place a random card next turn`;
  }
}

/** Recasting a timed effect keeps the longer remaining time (DR-10, DR-12, DR-13). */
function extendFromNextTurn(s: DuelingRunesState, from: number, until: number, power: number): [number, number] {
  const end = s.turn + power;
  if (from > 0 && until >= s.turn) return [from, Math.max(until, end)];
  return [s.turn + 1, end];
}

/** A lasting effect of spell `d` on wizard `w`; `hide`: the cards an Amnesia turns face down. */
function applyEffect(s: DuelingRunesState, effect: Effect, w: Wizard, d: Declaration, hide: number[] | null): void {
  switch (effect) {
    case Effect.ResistCold:
      w.resistColdUntil = Math.max(w.resistColdUntil, s.turn + d.power - 1);
      break;
    case Effect.ResistHeat:
      w.resistHeatUntil = Math.max(w.resistHeatUntil, s.turn + d.power - 1);
      break;
    case Effect.Shield:
      w.shielded = true;
      break;
    case Effect.Haste:
      [w.hasteFrom, w.hasteUntil] = extendFromNextTurn(s, w.hasteFrom, w.hasteUntil, d.power);
      break;
    case Effect.Invisibility:
      [w.invisibleFrom, w.invisibleUntil] = extendFromNextTurn(s, w.invisibleFrom, w.invisibleUntil, d.power);
      w.veil = Math.max(w.veil, d.value);
      break;
    case Effect.Amnesia: {
      const cards = hide ?? faceUpCards(w);
      for (let i = 0; i < w.sequence.length; i++) if (cards.includes(w.sequence[i]!)) w.sequence[i] = ~w.sequence[i]!;
      break;
    }
    case Effect.Confusion:
      w.confusedTurn = s.turn + 1;
      break;
  }
}

/** Scratch: where each wizard's special spell of this round lands (-1: none cast). */
const specialLanding = new Int32Array(4);

/** Special spells cast together in one round of a reaction window (DR-16). */
export function applySpecials(s: DuelingRunesState, log: boolean): boolean {
  const n = s.wizards.length;
  let any = false;
  // Every landing is worked out against the mirrors that stood before this round.
  for (let i = 0; i < n; i++) {
    const a = s.wizards[i]!.pick;
    const cast = a !== null && (a.type === 'counter' || a.type === 'mirror');
    specialLanding[i] = cast ? landedTarget(land(s, i, a.target)) : -1;
    any ||= cast;
  }
  if (!any) return false;
  for (let i = 0; i < n; i++) {
    const w = s.wizards[i]!;
    const a = w.pick;
    if (specialLanding[i]! < 0 || !a || (a.type !== 'counter' && a.type !== 'mirror')) continue;
    if (log) {
      const mirrors: number[] = [];
      const target = landedTarget(land(s, i, a.target, mirrors));
      const spell = a.type === 'mirror' ? 'Magic Mirror' : 'Counter Spell';
      const back = turnedBackText(s, mirrors);
      const cards = a.discard.map((id) => TITLE[cardNumber(id)!]).join(', ');
      s.log.push({ text: `${w.name} casts ${spell} at ${s.wizards[a.target]!.name}, discarding ${cards}${back}${mirrors.length ? `: it lands on ${s.wizards[target]!.name}` : ''}.` });
    }
    for (const id of a.discard) discardCard(s, takeFromHand(w.hand, id));
  }
  for (let i = 0; i < n; i++) {
    const a = s.wizards[i]!.pick;
    if (specialLanding[i]! < 0 || !a) continue;
    const t = s.wizards[specialLanding[i]!]!;
    if (a.type === 'mirror') t.mirrored = true;
    else t.countered = true;
  }
  return true;
}
