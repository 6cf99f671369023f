/**
 * Dueling Runes gifts: moves whose only effect helps an opponent or hurts the wizard who makes
 * them, read from that seat's view alone (docs/ai.md, "Gifts", gives the reasoning per spell).
 * What stops, turns back or changes a spell is the game's own reading of the table (`blockerOf`,
 * `reactionEffects`, DR-9 … DR-16, DR-27); this file only says which outcomes are gifts:
 * - Amnesia or Confusion cast on yourself (they hinder their target, DR-14, DR-15);
 * - an attack (a Wyrm spell, Amnesia, Confusion) at another wizard that a protection standing on
 *   it will stop, or a Magic Mirror will turn back on you (DR-11, DR-16);
 * - Haste or Invisibility that would land on another wizard (they help their target, DR-12, DR-13);
 * - a Counter Spell on another wizard that can stop none of the spells it casts on itself this
 *   turn, so that all it does is keep Drains and Knot spells off it (DR-16);
 * - a Magic Mirror on another wizard that can turn back nothing but your own spells (DR-16, DR-27).
 * - in the Advanced Game also Electric Touch on another wizard (it helps its target, DRA-18), and
 *   the gifts `gifts-advanced.ts` names.
 * Moon spells work on their caster (DR-9) and are never gifts; nor is a special spell that a
 * standing mirror sends back onto its caster, nor a Knot spell that helps: those are other moves.
 */
import type { Seat } from '@decktet/engine';
import {
  CARD_RUNES,
  type DuelingRunesAction,
  type DuelingRunesView,
  PHASES,
  type Phase,
  SPELLS,
  type SpellId,
  activates,
  blockerOf,
  cardNumber,
  reactionEffects,
  spellName,
  spellOf,
} from '@decktet/dueling-runes';
import { advancedGift, attackGift } from './gifts-advanced';

/** Knot spells that help the wizard they land on (the others, Amnesia and Confusion, hinder it). */
const HELPS_ITS_TARGET: ReadonlySet<SpellId> = new Set(['haste', 'invisibility', 'electric-touch']);

/** Does a spell work for the wizard it lands on: a Moon spell on its caster, Haste, Invisibility. */
const helpsItsTarget = (spell: SpellId): boolean => SPELLS[spell].phase === 'moon' || HELPS_ITS_TARGET.has(spell);

type Cast = Extract<DuelingRunesAction, { type: 'cast' }>;
type Special = Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }>;

const nameOf = (view: DuelingRunesView, w: number): string => view.wizards[w]!.name;

function castGift(view: DuelingRunesView, me: number, a: Cast): string | null {
  // Nothing stops or turns back a spell aimed at a monster (DRA-11).
  if (a.monster) return null;
  return spellGift(view, me, spellOf(a.rune, a.energy), a.target);
}

/** Why casting `spell` at wizard `target` is a gift, or null (see the file's comment). */
function spellGift(view: DuelingRunesView, me: number, spell: SpellId, target: number | null): string | null {
  if (target === null || SPELLS[spell].phase === 'moon') return null;
  const name = spellName(spell);
  if (helpsItsTarget(spell)) {
    // It helps whoever it lands on: a gift when it lands on another wizard as aimed.
    return target !== me && blockerOf(view, me, spell, target) === null ? `${name} on ${nameOf(view, target)}, who is not you` : null;
  }
  if (target === me) return `${name} on yourself`;
  const blocker = blockerOf(view, me, spell, target);
  if (blocker?.kind === 'blocked') return `${name} at ${nameOf(view, target)}, whose ${spellName(blocker.by)} stops it`;
  if (blocker?.kind === 'turned-back') return `${name} at ${nameOf(view, target)}, whose Magic Mirror turns it back on you`;
  return null;
}

/** Has the phase of `rune` not passed yet in this (mini-)turn (the current phase counts as not passed)? */
function phaseToCome(view: DuelingRunesView, rune: Phase): boolean {
  return view.phase === null || PHASES.indexOf(view.phase) <= PHASES.indexOf(rune);
}

/**
 * May wizard `w` still declare a spell of one of `runes` this turn? Its revealed card carries the
 * rune and that phase has not passed; in a haste mini-turn the regular turn is still to come.
 */
function mayStillCast(view: DuelingRunesView, w: number, runes: readonly Phase[]): boolean {
  if (view.miniTurn) return true;
  const placed = view.wizards[w]!.placed;
  if (placed === null) return false;
  const card = CARD_RUNES[cardNumber(placed)!]!;
  return runes.some((rune) => activates(card, rune) && phaseToCome(view, rune));
}

/** Does the special spell change a waiting declaration in a way that works against `target` or for you? */
function changesSomethingUseful(view: DuelingRunesView, me: number, a: Special): boolean {
  return reactionEffects(view, me, a.type, a.target).some((e) => {
    const d = view.declared[e.declaration]!;
    if (e.change === 'lets-through') return true;
    // Stopping or turning back a spell that helps its target works against that target (or saves your own gift).
    if (helpsItsTarget(d.spellId)) return true;
    // Turning a third wizard's spell back on it.
    return e.change === 'turns-back' && d.caster !== me;
  });
}

function specialGift(view: DuelingRunesView, me: number, a: Special): string | null {
  if (a.target === me) return null;
  const spell: SpellId = a.type === 'counter' ? 'counter-spell' : 'magic-mirror';
  // A standing mirror sends it back onto you (DR-27): not the move it looks like.
  if (blockerOf(view, me, spell, a.target) !== null) return null;
  if (changesSomethingUseful(view, me, a)) return null;
  const target = nameOf(view, a.target);
  if (a.type === 'counter') {
    // Later this turn it would stop the target's own Moon spells, Haste and Invisibility.
    if (mayStillCast(view, a.target, ['moon', 'knot'])) return null;
    return `Counter Spell on ${target}: it can stop none of ${target}'s own spells, only keep Drains and Knot spells off ${target}`;
  }
  // In a duel of three or four, a mirror may later turn a third wizard's spell back on it.
  const others = view.wizards.filter((w) => w.alive && w.index !== me && w.index !== a.target);
  if (others.some((w) => mayStillCast(view, w.index, ['wyrm', 'knot']))) return null;
  return `Magic Mirror on ${target}: it can turn back only your own spells`;
}

/** Why `action` is a gift for `seat` in this view, or null if it is not (see the file's comment). */
export function duelingRunesGift(view: unknown, action: unknown, seat: Seat): string | null {
  const v = view as DuelingRunesView;
  const a = action as DuelingRunesAction;
  const me = v.wizards.findIndex((w) => w.seat === seat);
  if (me < 0) return null;
  switch (a.type) {
    case 'cast':
      return castGift(v, me, a);
    case 'counter':
    case 'mirror':
      return specialGift(v, me, a);
    case 'cast-advanced':
      return a.monster ? null : advancedGift(v, me, a.spell, a.target, spellGift);
    case 'attack':
      return attackGift(v, me, a);
    default:
      return null;
  }
}
