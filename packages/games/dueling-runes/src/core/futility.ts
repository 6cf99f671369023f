/**
 * Casts that can change nothing, read from a seat's view alone (so they reveal nothing hidden):
 * a Heal at full health, a Resist or Haste already standing for as long, a Shield on a shielded
 * wizard, a Confusion on a wizard already confused for next turn, an Amnesia at a sequence with no
 * face-up card, a spell a standing protection stops. Each answer is worked out by the rules' own
 * functions — what the spell would leave standing (`effectResult`), what stops it (`blockerOf`) —
 * compared with what stands now; the variant's spells are answered by its hook (`castFutility`
 * of `VariantRules`, the Advanced Game's in advanced/futility.ts).
 */
import type { DuelingRunesAction } from './actions';
import { blockerOf } from './guidance';
import { isProtected } from './protections';
import { PHASES, type Phase } from './runes';
import { confusionTurn, effectResult } from './spells';
import { type Protection, type SpellId, spellOf } from './spells-table';
import type { DuelingRunesView } from './view';

/** A cast the player may make now: a basic or an advanced spell. */
export type CastAction = Extract<DuelingRunesAction, { type: 'cast' | 'cast-advanced' }>;

/** When a lasting effect does its work: at any moment (a protection), in the Wyrm phases (Fear, Electric Touch), or at the placements (Charm). */
export type Moment = 'any' | Phase | 'placement';

/** Why a cast can change nothing, as facts (the words are the caller's, in the player's language). */
export type Futility =
  /** A protection standing on the target stops it (DR-11, DRA-21). */
  | { why: 'blocked'; target: number; by: Protection }
  /** Heal: the caster is at its starting health already (DR-10). */
  | { why: 'full-health'; target: number }
  /** The same effect already stands on the target for at least as long (`until`: its last turn; `effect`: what stands, Protection for a Shield). */
  | { why: 'already-standing'; target: number; monster?: true; effect: SpellId; until: number }
  /**
   * Its last turn (`until`) comes before the next moment it could do its work (`acts`); `still`:
   * what it does all the same (a charmed wizard draws one card more at the end of the turn, DRA-17).
   */
  | { why: 'ends-first'; target: number; monster?: true; effect: SpellId; until: number; acts: Exclude<Moment, 'any'>; still?: 'draws-one-more' }
  /** Amnesia: the target's sequence shows no face-up card (DR-14). */
  | { why: 'nothing-face-up'; target: number }
  /** Remove Enchantment: its target carries no lasting effect to end (DRA-19). */
  | { why: 'nothing-to-end'; target: number }
  /** Dispel Magic: no wizard it reaches carries a lasting effect, and no monster stands (DRA-20). */
  | { why: 'nothing-to-dispel' };

/**
 * The first turn in which `moment` still comes, as the view stands: this turn's if its phase (or,
 * in a haste mini-turn, the regular turn's placement and phases) is still to come, else the next.
 */
export function firstTurnWith(view: DuelingRunesView, moment: Moment): number {
  if (moment === 'any' || view.miniTurn) return view.turn;
  if (moment === 'placement' || view.phase === null) return view.turn + 1;
  return PHASES.indexOf(view.phase) < PHASES.indexOf(moment) ? view.turn : view.turn + 1;
}

/**
 * A lasting effect standing until `before` (0: none) and, once the cast lands, until `after`:
 * does the cast add a turn in which the effect can still do its work (from `first` on)? Null if
 * it does; else why not.
 */
export function lastingFutility(target: number, effect: SpellId, before: number, after: number, first: number, acts: Moment, monster?: true): Futility | null {
  const aim = { target, ...(monster ? { monster } : {}), effect };
  if (after < first) return acts === 'any' ? { why: 'already-standing', ...aim, until: before } : { why: 'ends-first', ...aim, until: after, acts };
  return after > Math.max(before, first - 1) ? null : { why: 'already-standing', ...aim, until: before };
}

/** The last turn a Shield (this turn's, DR-11) or a Protection (DRA-21) shields wizard `w` through; 0: none. */
export function shieldedThrough(view: DuelingRunesView, w: number): number {
  const seen = view.wizards[w]!;
  const protection = seen.advanced && isProtected({ ...seen.timers, advanced: seen.advanced.timers }, view.turn) ? seen.advanced.timers.protectionUntil : 0;
  return Math.max(protection, seen.timers.shielded ? view.turn : 0);
}

/** Why a basic spell cast at wizard `target` (the caster for a Moon spell) can change nothing, or null. */
export function basicFutility(view: DuelingRunesView, spell: SpellId, power: number, target: number): Futility | null {
  const w = view.wizards[target]!;
  const turn = view.turn;
  switch (spell) {
    case 'heal':
      return w.health >= w.startingHealth ? { why: 'full-health', target } : null;
    case 'shield': {
      const through = shieldedThrough(view, target);
      const protection = through > turn || !w.timers.shielded;
      return through >= turn ? { why: 'already-standing', target, effect: protection ? 'protection' : 'shield', until: through } : null;
    }
    case 'resist-cold':
    case 'resist-heat': {
      const before = spell === 'resist-cold' ? w.timers.resistColdUntil : w.timers.resistHeatUntil;
      const after = effectResult(turn, spell, w.timers, power, null);
      return after.result === 'resists' ? lastingFutility(target, spell, before >= turn ? before : 0, after.until, turn, 'any') : null;
    }
    case 'haste':
    case 'invisibility': {
      const [from, until] = spell === 'haste' ? [w.timers.hasteFrom, w.timers.hasteUntil] : [w.timers.invisibleFrom, w.timers.invisibleUntil];
      const after = effectResult(turn, spell, w.timers, power, null);
      if (after.result !== 'lasts' || after.from !== from || after.until !== until) return null;
      // Invisibility also veils its target at once, this turn, from Knot spells of its card's value or lower (DR-13).
      const hiddenNow = from > 0 && from <= turn && turn <= until;
      if (spell === 'invisibility' && !hiddenNow && w.timers.veil < (view.declaringValue ?? 0)) return null;
      return { why: 'already-standing', target, effect: spell, until };
    }
    case 'confusion':
      return w.timers.confusedTurn === confusionTurn(turn) ? { why: 'already-standing', target, effect: spell, until: w.timers.confusedTurn } : null;
    case 'amnesia':
      return w.sequence.some((c) => c.faceUp) ? null : { why: 'nothing-face-up', target };
    default:
      return null;
  }
}

/** The spell a basic cast names. */
export function basicSpellOf(cast: Extract<CastAction, { type: 'cast' }>): SpellId {
  return spellOf(cast.rune, cast.energy);
}

/** What stops a cast at a wizard before it lands (a standing protection), as a `Futility`; null if none does. */
export function blockedFutility(view: DuelingRunesView, caster: number, spell: SpellId, target: number): Futility | null {
  const stop = blockerOf(view, caster, spell, target);
  return stop?.kind === 'blocked' ? { why: 'blocked', target: stop.target, by: stop.by } : null;
}

/**
 * The basic game's answer (`castFutility` of `BASIC_RULES`): why cast `cast` of wizard `caster`
 * can change nothing — a protection stops it, or what it would leave standing stands already.
 */
export function basicCastFutility(view: DuelingRunesView, caster: number, cast: CastAction): Futility | null {
  if (cast.type !== 'cast' || cast.monster) return null;
  const spell = basicSpellOf(cast);
  const target = cast.rune === 'moon' || cast.target === null ? caster : cast.target;
  return blockedFutility(view, caster, spell, target) ?? basicFutility(view, spell, cast.power, target);
}
