/**
 * Guidance for a wizard at the table, read from that wizard's view alone (so it can reveal
 * nothing hidden): what a card in hand would cast if placed now, and whether a spell would be
 * stopped or turned back by what stands on the table — Resist Cold / Heat, Shield, Counter Spell,
 * Magic Mirror, Invisibility (DR-5 … DR-16, DR-27). It asks the rules' own targeting and
 * protection code (protections.ts), and the spell table, about the wizards the view shows.
 */
import type { CardId } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { RUNES, VALUE, cardNumber } from './cards';
import { countsFacts, spellWords } from './log-words';
import { type Aiming, PROTECTION_WORDS, type Standing, canTarget, mirrorsOf, protectionAgainst, targetProblem, turnedBack } from './protections';
import { SPECIAL_SPELL } from './recipes';
import { ENERGIES, type Energy, PHASES, type Phase, activates, hasRune } from './runes';
import { SEQUENCE_LIMIT } from './sequence';
import { type Protection, SPELLS, type SpellId, spellLabel, spellName, spellOf } from './spells-table';
import type { DuelingRunesView } from './view';

export type { Protection } from './spells-table';

/** A spell to check: a declared one (its rune, energy and power), or a special spell from the hand. */
export type GuidedSpell =
  | {
      rune: Phase;
      energy: Energy | null;
      power: number;
      /** The value of the card casting it (Invisibility hides from Knot spells of lower or equal value, DR-13); default: the caster's placed card. */
      cardValue?: number;
    }
  | { special: 'counter' | 'mirror' };

/** What would stop a spell or turn it back, as data. */
export type Blocker =
  /** It cannot be aimed there at all (DR-9, DR-13). */
  | { kind: 'out-of-reach'; target: number; why: 'dead' | 'invisible' | 'unseen' | 'yourself' }
  /** It reaches its target, whose protection stops it (DR-11, DR-16). */
  | { kind: 'blocked'; target: number; by: Protection }
  /**
   * Magic Mirrors turn it back on its caster (DR-16, DR-27): `mirrors` in the order they turn it;
   * `blockedBy` is the caster's own protection that then stops it, if any.
   */
  | { kind: 'turned-back'; target: number; mirrors: number[]; blockedBy: Protection | null };

/** A `Blocker` with a sentence for the caster ("you"). */
export type Stop = Blocker & { text: string };

/** One spell a card could cast in a phase, with the most energy it could use then. */
export interface SpellPreview {
  id: SpellId;
  /** Its name. */
  spell: string;
  energy: Energy | null;
  /** The energy runes of that type it would have (0: Shield, Hit, Confusion use none). */
  power: number;
}

export interface PhasePreview {
  rune: Phase;
  /** What could be cast in this phase, in the spell table's order; empty if nothing could. */
  spells: SpellPreview[];
  /** The wizards it could be aimed at now (Moon spells: the caster). */
  targets: number[];
  /** Why nothing could be cast, if so. */
  note: string | null;
  /** The other living wizards it could not be aimed at now, and why (Invisibility, DR-9, DR-13). */
  outOfReach: Stop[];
  /** Spells, at full power, that what stands now would stop or turn back, per target. */
  warnings: { spell: string; id: SpellId; target: number; stop: Stop }[];
}

/** What a card in hand would cast if placed now (DR-5, DR-6, DR-7). */
export interface CastPreview {
  card: CardId;
  /** Its value: higher values declare first in each phase (DR-2, DR-8). */
  value: number;
  /** The energy the sequence would show with the card placed (face-up cards only, DR-14). */
  energy: Record<Energy, number>;
  /** The oldest card a full sequence would push out (DR-7). */
  pushesOut: CardId | null;
  /** One per activation rune of the card, in phase order; none for a card of energy runes only. */
  phases: PhasePreview[];
  /** Several activation runes draw on the same energy: what one spell uses, the next cannot (DR-6). */
  sharedEnergy: boolean;
}

/**
 * What the view shows standing on a wizard, as far as aiming at it and stopping spells go: its
 * timers, and the Advanced Game's Protection, which stands as a lasting Shield (DRA-21).
 */
export function standingSeen(w: DuelingRunesView['wizards'][number]): Standing {
  return { alive: w.alive, ...w.timers, ...(w.advanced ? { advanced: { protectionUntil: w.advanced.timers.protectionUntil } } : {}) };
}

/** The wizards the view shows, as far as aiming at them and stopping spells go. */
function aimingOf(view: DuelingRunesView): Aiming {
  return { wizards: view.wizards.map(standingSeen), turn: view.turn };
}

const wizardOf = (view: DuelingRunesView, seat: Seat): number => {
  const index = view.wizards.findIndex((w) => w.seat === seat);
  if (index < 0) throw new RangeError(`seat ${seat} plays no wizard in this duel`);
  return index;
};

function checkWizards(view: DuelingRunesView, caster: number, target: number): void {
  if (!view.wizards[caster] || !view.wizards[target]) throw new RangeError(`there is no wizard ${(view.wizards[caster] ? target : caster) + 1} in this duel`);
}

/** The value of the card a wizard placed this turn, 0 if none shows. */
const placedValue = (view: DuelingRunesView, w: number): number => {
  const placed = view.wizards[w]!.placed;
  return placed === null ? 0 : VALUE[cardNumber(placed)!]!;
};

/**
 * Would `spell`, cast by wizard `caster` at wizard `target`, be kept from doing what is meant by
 * what the view shows now — out of reach, stopped by a protection, turned back by a Magic Mirror?
 * Null if it would take effect as meant. `cardValue` is the value of the card casting a Knot
 * spell (default: the caster's placed card). Counter Spells and Magic Mirrors cast later, in a
 * reaction window, cannot be foreseen: this reads only what already stands.
 */
export function blockerOf(view: DuelingRunesView, caster: number, spell: SpellId, target: number, cardValue?: number): Blocker | null {
  checkWizards(view, caster, target);
  const table = aimingOf(view);
  const row = SPELLS[spell];
  // Dispel Magic names no one: a Counter Spell keeps only its own wizard's effects (DRA-20).
  if (row.target === 'everyone') return null;
  // Moon spells act on their caster (DR-9), whatever target is named.
  const aimed = row.target === 'self' ? caster : target;
  if (!table.wizards[aimed]!.alive) return { kind: 'out-of-reach', target: aimed, why: 'dead' };
  if (row.target === 'another' && aimed === caster) return { kind: 'out-of-reach', target: aimed, why: 'yourself' };
  const knotValue = row.phase === 'knot' ? (cardValue ?? placedValue(view, caster)) : 0;
  const unreachable = targetProblem(table, caster, aimed, knotValue);
  if (unreachable !== null) return { kind: 'out-of-reach', target: aimed, why: unreachable === 'veiled' ? 'unseen' : 'invisible' };
  const landing = turnedBack(table.wizards, spell, caster, aimed);
  const lands = landing ? landing.target : aimed;
  const by = protectionAgainst(spell, table.wizards[lands]!, view.turn);
  // Two mirrors send it back where it was aimed: it lands as meant.
  if (lands !== aimed) return { kind: 'turned-back', target: aimed, mirrors: mirrorsOf(landing!), blockedBy: by };
  return by === null ? null : { kind: 'blocked', target: aimed, by };
}

/** The spell a `GuidedSpell` names. */
const guidedId = (spell: GuidedSpell): SpellId => ('special' in spell ? SPECIAL_SPELL[spell.special] : spellOf(spell.rune, spell.energy));

/** "Bo" or "you", with the verb forms that go with it. */
function who(view: DuelingRunesView, caster: number, w: number) {
  const you = w === caster;
  return { name: you ? 'you' : view.wizards[w]!.name, you };
}

/** What a spell turned back on its caster would do to the caster (DR-16: the mirror's holder is the new caster). */
function effectOnCaster(view: DuelingRunesView, id: SpellId, power: number, mirror: number): string {
  const holder = view.wizards[mirror]!.name;
  switch (id) {
    case 'fire-ball':
    case 'ice-bolt':
      return `you would take ${power}`;
    case 'hit':
      return 'you would take 1';
    case 'drain':
      return `you would lose ${power} and ${holder} would gain ${power}`;
    case 'invisibility':
      return 'you would turn invisible instead';
    case 'amnesia':
      return `${power} of your face-up cards would be turned face down, chosen by ${holder}`;
    case 'confusion':
      return 'your cards would be placed at random next turn';
    default:
      return `the ${spellName(id)} would land on you`;
  }
}

/** The sentence for the caster that goes with a `Blocker`. */
function stopText(view: DuelingRunesView, caster: number, id: SpellId, power: number, blocker: Blocker): string {
  const name = spellName(id);
  const t = who(view, caster, blocker.target);
  switch (blocker.kind) {
    case 'out-of-reach':
      if (blocker.why === 'dead') return `${t.name} is dead: the ${name} would find no target`;
      if (blocker.why === 'yourself') return 'Wyrm spells are aimed at another wizard';
      if (blocker.why === 'invisible') return `${t.name} is invisible: no one else can aim at ${t.name}`;
      return `${t.name} hides from Knot spells of value ${view.wizards[blocker.target]!.timers.veil} or less this turn`;
    case 'turned-back': {
      const mirrorText = `Turned back by ${blocker.mirrors.map((m) => `${view.wizards[m]!.name}'s`).join(' and ')} Magic Mirror`;
      // Turned back, it lands on its caster: the mirror's holder casts it now.
      return blocker.blockedBy ? `${mirrorText}, then stopped by your own ${spellName(blocker.blockedBy)}` : `${mirrorText}: ${effectOnCaster(view, id, power, blocker.mirrors[0]!)}`;
    }
    case 'blocked': {
      const stands = t.you ? PROTECTION_WORDS[blocker.by].second : PROTECTION_WORDS[blocker.by].third;
      // A spell on its own caster (a Moon spell, DR-9, wherever a designer's table puts it, DRA-35) is "your" spell.
      const whose = blocker.target === caster ? 'your' : 'the';
      return `${t.you ? 'You' : t.name} ${stands}: ${whose} ${name} would do nothing`;
    }
  }
}

/**
 * `blockerOf` for a declared spell or a special spell, with a sentence for the caster. Null if it
 * would take effect as meant.
 */
export function wouldBeStopped(view: DuelingRunesView, caster: number, spell: GuidedSpell, target: number): Stop | null {
  const id = guidedId(spell);
  const blocker = blockerOf(view, caster, id, target, 'special' in spell ? 0 : spell.cardValue);
  return blocker && { ...blocker, text: stopText(view, caster, id, 'special' in spell ? 0 : spell.power, blocker) };
}

/** What `card`, in the hand of `seat`'s wizard, would cast if placed now (the view must be that seat's). */
export function whatItWouldCast(view: DuelingRunesView, seat: Seat, card: CardId): CastPreview {
  if (view.seat !== seat) throw new RangeError(`this is not seat ${seat}'s view: only its own hand can be previewed`);
  if (!view.hand.includes(card)) throw new RangeError(`${card} is not in the hand of seat ${seat}`);
  const me = wizardOf(view, seat);
  const table = aimingOf(view);
  const c = cardNumber(card)!;
  const sequence = [...view.wizards[me]!.sequence, { card, faceUp: true }];
  // A fifth card pushes the oldest out at once (DR-7).
  const pushed = sequence.length > SEQUENCE_LIMIT ? sequence.shift()! : null;
  const shown = (energy: Energy) => sequence.filter((entry) => entry.faceUp && hasRune(RUNES[cardNumber(entry.card)!]!, energy)).length;
  const energy = { suns: shown('suns'), waves: shown('waves'), leaves: shown('leaves') };
  const value = VALUE[c]!;
  const phases: PhasePreview[] = [];
  for (const phase of PHASES) {
    if (!activates(RUNES[c]!, phase)) continue;
    const plain: GuidedSpell = { rune: phase, energy: null, power: 0, cardValue: value };
    const targets: number[] = [];
    const outOfReach: Stop[] = [];
    if (phase === 'moon') targets.push(me);
    else {
      for (let t = 0; t < table.wizards.length; t++) {
        if (t === me) {
          if (phase === 'knot') targets.push(t);
        } else if (canTarget(table, me, t, phase === 'knot' ? value : 0)) targets.push(t);
        else if (table.wizards[t]!.alive) outOfReach.push(wouldBeStopped(view, me, plain, t)!);
      }
    }
    const spells: SpellPreview[] = [];
    if (targets.length) {
      for (const e of ENERGIES) if (energy[e] > 0) spells.push({ id: spellOf(phase, e), spell: spellName(spellOf(phase, e)), energy: e, power: energy[e] });
      spells.push({ id: spellOf(phase, null), spell: spellName(spellOf(phase, null)), energy: null, power: 0 });
    }
    const warnings: PhasePreview['warnings'] = [];
    for (const sp of spells) {
      for (const t of targets) {
        const stop = wouldBeStopped(view, me, { rune: phase, energy: sp.energy, power: sp.power, cardValue: value }, t);
        if (stop) warnings.push({ spell: sp.spell, id: sp.id, target: t, stop });
      }
    }
    phases.push({ rune: phase, spells, targets, note: targets.length ? null : 'no one can be aimed at: nothing would be cast', outOfReach, warnings });
  }
  return {
    card,
    value,
    energy,
    pushesOut: pushed === null ? null : pushed.card,
    phases,
    sharedEnergy: phases.filter((p) => p.spells.some((sp) => sp.energy !== null)).length > 1,
  };
}

/**
 * Is a reaction window worth asking `seat` about (DR-16)? Not after a declaration made by that
 * wizard alone: a Counter Spell or Magic Mirror there could only stop or turn back its own spell,
 * unless a standing Magic Mirror would turn that spell back on it, when a Counter Spell or Mirror
 * of its own may save it.
 */
export function reactionMatters(view: DuelingRunesView, seat: Seat): boolean {
  if (view.stage !== 'react') return false;
  if (view.reactionAfter !== 'declare' || view.declared.length === 0) return true;
  const me = wizardOf(view, seat);
  if (view.declared.some((d) => d.caster !== me)) return true;
  return view.declared.some((d) => {
    // A spell at a monster is never turned back (DRA-11).
    if (d.monster) return false;
    const blocker = blockerOf(view, me, d.spellId, d.target, d.cardValue);
    return blocker?.kind === 'turned-back' && blocker.blockedBy === null;
  });
}

/** Where a spell ends: 'lands', 'blocked', 'turned-back' or 'turned-back then blocked'. */
const outcomeOf = (stop: Blocker | null) => (stop === null ? 'lands' : stop.kind === 'turned-back' && stop.blockedBy ? 'turned-back then blocked' : stop.kind);

/** How a special spell cast now would change one declared spell waiting to take effect. */
export interface ReactionEffect {
  /** Index into `view.declared`. */
  declaration: number;
  /** `stops` it, `turns-back` it on its caster, or `lets-through` a spell a Mirror was turning back. */
  change: 'stops' | 'turns-back' | 'lets-through';
  /** The declared spell is the reacting wizard's own. */
  own: boolean;
  /** For the reacting wizard: "stops Bo's Drain (3) at you". */
  text: string;
}

/**
 * What casting a Counter Spell or Magic Mirror on `target` now would do to the spells declared and
 * waiting in this reaction window (DR-16, DR-27): the special spell itself may be turned back by a
 * standing mirror, and lands where it lands; each declared spell is then checked as it would be.
 */
export function reactionEffects(view: DuelingRunesView, caster: number, special: 'counter' | 'mirror', target: number): ReactionEffect[] {
  checkWizards(view, caster, target);
  const lands = turnedBack(aimingOf(view).wizards, SPECIAL_SPELL[special], caster, target)?.target ?? target;
  const after: DuelingRunesView = {
    ...view,
    wizards: view.wizards.map((w, i) => (i === lands ? { ...w, timers: { ...w.timers, [special === 'counter' ? 'countered' : 'mirrored']: true } } : w)),
  };
  const name = (w: number) => (w === caster ? 'you' : view.wizards[w]!.name);
  const out: ReactionEffect[] = [];
  view.declared.forEach((d, index) => {
    // Nothing stops or turns back a spell at a monster (DRA-11, DRA-22).
    if (d.monster) return;
    const was = blockerOf(view, d.caster, d.spellId, d.target, d.cardValue);
    const will = blockerOf(after, d.caster, d.spellId, d.target, d.cardValue);
    if (outcomeOf(was) === outcomeOf(will)) return;
    const own = d.caster === caster;
    const label = `${own ? 'your own' : `${view.wizards[d.caster]!.name}'s`} ${(d.energies ? spellWords({ spell: d.spellId, ...countsFacts(d.spellId, d.energies) }) : spellLabel(d.spellId, d.power))}${d.rune === 'moon' ? '' : ` at ${name(d.target)}`}`;
    if (will?.kind === 'turned-back' && will.blockedBy === null) out.push({ declaration: index, change: 'turns-back', own, text: `turns ${label} back on ${name(d.caster)}` });
    else if (will !== null) out.push({ declaration: index, change: 'stops', own, text: `stops ${label}${was?.kind === 'turned-back' ? ' as it is turned back' : ''}` });
    else out.push({ declaration: index, change: 'lets-through', own, text: `lets ${label} through` });
  });
  return out;
}
