/**
 * Guidance for a wizard at the table, read from that wizard's view alone (so it can reveal
 * nothing hidden): what a card in hand would cast if placed now, and whether a spell would be
 * stopped or turned back by what stands on the table — Resist Cold / Heat, Shield, Counter Spell,
 * Magic Mirror, Invisibility (DR-5 … DR-16, DR-27). It works the answers out with the game's own
 * targeting and protection code, on a table rebuilt from the view's public facts.
 */
import type { CardId } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { CARD_IDS, ENERGY_WORDS, KNOT, MOON, NO_ENERGY, PHASE_BITS, RUNES, RUNE_WORDS, SPELL_NAMES, VALUE, WYRM, cardNumber, type EnergyWord, type RuneWord } from './cards';
import { configOf } from './hidden';
import { newWizard } from './setup';
import { type Protection, land, landedCaster, landedTarget, protectionAgainst } from './spells';
import { type DuelingRunesState, canTarget, energyOf, energyShownPacked } from './state';
import type { DuelingRunesView } from './view';

export type { Protection } from './spells';

/** A spell to check: a declared one (its rune, energy and power), or a special spell from the hand. */
export type GuidedSpell =
  | {
      rune: RuneWord;
      energy: EnergyWord | null;
      power: number;
      /** The value of the card casting it (Invisibility hides from Knot spells of lower or equal value, DR-13); default: the caster's placed card. */
      cardValue?: number;
    }
  | { special: 'counter' | 'mirror' };

/** Why a spell would not do what its caster means, with a sentence for the caster ("you"). */
export type Stop =
  /** It cannot be aimed there at all (DR-9, DR-13). */
  | { kind: 'out-of-reach'; target: number; why: 'dead' | 'invisible' | 'unseen' | 'yourself'; text: string }
  /** It reaches its target, whose protection stops it (DR-11, DR-16). */
  | { kind: 'blocked'; target: number; by: Protection; text: string }
  /**
   * Magic Mirrors turn it back on its caster (DR-16, DR-27): `mirrors` in the order they turn it;
   * `blockedBy` is the caster's own protection that then stops it, if any.
   */
  | { kind: 'turned-back'; target: number; mirrors: number[]; blockedBy: Protection | null; text: string };

/** One spell a card could cast in a phase, with the most energy it could use then. */
export interface SpellPreview {
  spell: string;
  energy: EnergyWord | null;
  /** The energy runes of that type it would have (0: Shield, Hit, Confusion use none). */
  power: number;
}

export interface PhasePreview {
  rune: RuneWord;
  /** What could be cast in this phase, in the spell table's order; empty if nothing could. */
  spells: SpellPreview[];
  /** The wizards it could be aimed at now (Moon spells: the caster). */
  targets: number[];
  /** Why nothing could be cast, if so. */
  note: string | null;
  /** The other living wizards it could not be aimed at now, and why (Invisibility, DR-9, DR-13). */
  outOfReach: Stop[];
  /** Spells, at full power, that what stands now would stop or turn back, per target. */
  warnings: { spell: string; target: number; stop: Stop }[];
}

/** What a card in hand would cast if placed now (DR-5, DR-6, DR-7). */
export interface CastPreview {
  card: CardId;
  /** Its value: higher values declare first in each phase (DR-2, DR-8). */
  value: number;
  /** The energy the sequence would show with the card placed (face-up cards only, DR-14). */
  energy: Record<EnergyWord, number>;
  /** The oldest card a full sequence would push out (DR-7). */
  pushesOut: CardId | null;
  /** One per activation rune of the card, in phase order; none for a card of energy runes only. */
  phases: PhasePreview[];
  /** Several activation runes draw on the same energy: what one spell uses, the next cannot (DR-6). */
  sharedEnergy: boolean;
}

const PROTECTION_WORDS: Readonly<Record<Protection, { third: string; second: string }>> = {
  'resist-heat': { third: 'resists heat', second: 'resist heat' },
  'resist-cold': { third: 'resists cold', second: 'resist cold' },
  shield: { third: 'is shielded', second: 'are shielded' },
  'counter-spell': { third: 'is under a Counter Spell', second: 'are under a Counter Spell' },
};
const PROTECTION_NAME: Readonly<Record<Protection, string>> = { 'resist-heat': 'Resist Heat', 'resist-cold': 'Resist Cold', shield: 'Shield', 'counter-spell': 'Counter Spell' };

const tables = new WeakMap<DuelingRunesView, DuelingRunesState>();

/**
 * The table as the view shows it, as a state the rules' code can read: public facts only (no
 * hands, no draw pile), which is all that targeting and protections depend on.
 */
function publicTable(view: DuelingRunesView): DuelingRunesState {
  const known = tables.get(view);
  if (known) return known;
  const config = configOf(view);
  const wizards = view.wizards.map((wv) => {
    const w = newWizard(wv.name, wv.seat, wv.startingHealth);
    w.health = wv.health;
    w.alive = wv.alive;
    w.sequence = wv.sequence.map((c) => (c.faceUp ? cardNumber(c.card)! : ~cardNumber(c.card)!));
    w.placed = wv.placed ? cardNumber(wv.placed)! : -1;
    w.used = ENERGY_WORDS.map((e) => wv.energyUsed[e]);
    Object.assign(w, wv.timers);
    return w;
  });
  const table: DuelingRunesState = {
    log: [],
    names: view.wizards.filter((w) => !w.automaton).map((w) => w.name),
    config,
    automaton: view.wizards.findIndex((w) => w.automaton),
    wizards,
    turn: view.turn,
    mini: view.miniTurn,
    stage: view.stage,
    phase: view.phase ? RUNE_WORDS.indexOf(view.phase) : 0,
    groupValue: view.declaringValue ?? 13,
    reactAfter: view.reactionAfter ?? 'reveal',
    drawPile: [],
    discardPile: [],
    rng: [],
    declared: [],
    offered: -1,
    cannotReact: 0,
    results: null,
  };
  tables.set(view, table);
  return table;
}

const wizardOf = (view: DuelingRunesView, seat: Seat): number => {
  const index = view.wizards.findIndex((w) => w.seat === seat);
  if (index < 0) throw new RangeError(`seat ${seat} plays no wizard in this duel`);
  return index;
};

/** "Bo" or "you", with the verb forms that go with it. */
function who(view: DuelingRunesView, caster: number, w: number) {
  const you = w === caster;
  return { name: you ? 'you' : view.wizards[w]!.name, possessive: you ? 'your' : `${view.wizards[w]!.name}'s`, you };
}

function spellWords(spell: GuidedSpell): { phase: number; energy: number; name: string } {
  if ('special' in spell) return { phase: -1, energy: NO_ENERGY, name: spell.special === 'counter' ? 'Counter Spell' : 'Magic Mirror' };
  const phase = RUNE_WORDS.indexOf(spell.rune);
  const energy = spell.energy === null ? NO_ENERGY : ENERGY_WORDS.indexOf(spell.energy);
  return { phase, energy, name: SPELL_NAMES[phase]![energy]! };
}

/** What a spell turned back on its caster would do to the caster (DR-16: the mirror's holder is the new caster). */
function effectOnCaster(view: DuelingRunesView, spell: GuidedSpell, phase: number, energy: number, mirror: number): string {
  const holder = view.wizards[mirror]!.name;
  if ('special' in spell) return `the ${spell.special === 'counter' ? 'Counter Spell' : 'Magic Mirror'} would land on you`;
  if (phase === WYRM) {
    const loss = energy === NO_ENERGY ? 1 : spell.power;
    return energy === 2 ? `you would lose ${loss} and ${holder} would gain ${loss}` : `you would take ${loss}`;
  }
  switch (energy) {
    case 0:
      return 'the Haste would land on you';
    case 1:
      return 'you would turn invisible instead';
    case 2:
      return `${spell.power} of your face-up cards would be turned face down, chosen by ${holder}`;
    default:
      return 'your cards would be placed at random next turn';
  }
}

/**
 * Would `spell`, cast by wizard `caster` at wizard `target`, be stopped or turned back by what the
 * view shows now? Null if it would take effect as meant. Counter Spells and Magic Mirrors cast
 * later, in a reaction window, cannot be foreseen: this reads only what already stands.
 */
export function wouldBeStopped(view: DuelingRunesView, caster: number, spell: GuidedSpell, target: number): Stop | null {
  const s = publicTable(view);
  if (!s.wizards[caster] || !s.wizards[target]) throw new RangeError(`there is no wizard ${(s.wizards[caster] ? target : caster) + 1} in this duel`);
  const { phase, energy, name } = spellWords(spell);
  const t = who(view, caster, target);
  // Moon spells act on their caster (DR-9), whatever target is named.
  const aimed = phase === MOON ? caster : target;
  if (!s.wizards[aimed]!.alive) return { kind: 'out-of-reach', target: aimed, why: 'dead', text: `${t.name} is dead: the ${name} would find no target` };
  if (phase === WYRM && aimed === caster) return { kind: 'out-of-reach', target: aimed, why: 'yourself', text: `Wyrm spells are aimed at another wizard` };
  const knotValue = phase === KNOT ? ('special' in spell ? 0 : (spell.cardValue ?? VALUE[s.wizards[caster]!.placed] ?? 0)) : 0;
  if (!canTarget(s, caster, aimed, knotValue)) {
    const invisible = !canTarget(s, caster, aimed, 0);
    return invisible
      ? { kind: 'out-of-reach', target: aimed, why: 'invisible', text: `${t.name} is invisible: no one else can aim at ${t.name}` }
      : { kind: 'out-of-reach', target: aimed, why: 'unseen', text: `${t.name} hides from Knot spells of value ${s.wizards[aimed]!.veil} or less this turn` };
  }
  const mirrors: number[] = [];
  const landing = phase === MOON ? (caster << 3) | caster : land(s, caster, aimed, mirrors);
  const finalTarget = landedTarget(landing);
  // Counter Spell does not stop special spells (DR-27); only mirrors turn them.
  const by = phase < 0 ? null : protectionAgainst(s, phase, energy, finalTarget);
  if (finalTarget !== aimed) {
    const mirrorText = `Turned back by ${mirrors.map((m) => `${view.wizards[m]!.name}'s`).join(' and ')} Magic Mirror`;
    const text = by ? `${mirrorText}, then stopped by your own ${PROTECTION_NAME[by]}` : `${mirrorText}: ${effectOnCaster(view, spell, phase, energy, landedCaster(landing))}`;
    return { kind: 'turned-back', target: aimed, mirrors, blockedBy: by, text };
  }
  if (!by) return null;
  const f = who(view, caster, finalTarget);
  const stands = f.you ? PROTECTION_WORDS[by].second : PROTECTION_WORDS[by].third;
  const whose = phase === MOON ? 'your' : 'the';
  return { kind: 'blocked', target: finalTarget, by, text: `${f.you ? 'You' : f.name} ${stands}: ${whose} ${name} would do nothing` };
}

/** What `card`, in the hand of `seat`'s wizard, would cast if placed now (the view must be that seat's). */
export function whatItWouldCast(view: DuelingRunesView, seat: Seat, card: CardId): CastPreview {
  if (view.seat !== seat) throw new RangeError(`this is not seat ${seat}'s view: only its own hand can be previewed`);
  if (!view.hand.includes(card)) throw new RangeError(`${card} is not in the hand of seat ${seat}`);
  const me = wizardOf(view, seat);
  const s = publicTable(view);
  const c = cardNumber(card)!;
  const sequence = s.wizards[me]!.sequence.concat(c);
  // A fifth card pushes the oldest out at once (DR-7).
  const pushed = sequence.length > 4 ? sequence.shift()! : null;
  const packed = energyShownPacked({ ...s.wizards[me]!, sequence });
  const energy = [energyOf(packed, 0), energyOf(packed, 1), energyOf(packed, 2)];
  const value = VALUE[c]!;
  const phases: PhasePreview[] = [];
  for (let phase = MOON; phase <= KNOT; phase++) {
    if ((RUNES[c]! & PHASE_BITS[phase]!) === 0) continue;
    const targets: number[] = [];
    const outOfReach: Stop[] = [];
    if (phase === MOON) targets.push(me);
    else {
      for (let t = 0; t < s.wizards.length; t++) {
        if (t === me) {
          if (phase === KNOT) targets.push(t);
        } else if (canTarget(s, me, t, phase === KNOT ? value : 0)) targets.push(t);
        else if (s.wizards[t]!.alive) outOfReach.push(wouldBeStopped(view, me, { rune: RUNE_WORDS[phase]!, energy: null, power: 0, cardValue: value }, t)!);
      }
    }
    const spells: SpellPreview[] = [];
    if (targets.length) {
      for (let e = 0; e < 3; e++) if (energy[e]! > 0) spells.push({ spell: SPELL_NAMES[phase]![e]!, energy: ENERGY_WORDS[e]!, power: energy[e]! });
      spells.push({ spell: SPELL_NAMES[phase]![NO_ENERGY]!, energy: null, power: 0 });
    }
    const warnings: PhasePreview['warnings'] = [];
    for (const sp of spells) {
      for (const t of targets) {
        const stop = wouldBeStopped(view, me, { rune: RUNE_WORDS[phase]!, energy: sp.energy, power: sp.power, cardValue: value }, t);
        if (stop) warnings.push({ spell: sp.spell, target: t, stop });
      }
    }
    phases.push({ rune: RUNE_WORDS[phase]!, spells, targets, note: targets.length ? null : 'no one can be aimed at: nothing would be cast', outOfReach, warnings });
  }
  return {
    card,
    value,
    energy: { suns: energy[0]!, waves: energy[1]!, leaves: energy[2]! },
    pushesOut: pushed === null ? null : CARD_IDS[pushed < 0 ? ~pushed : pushed]!,
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
    const stop = wouldBeStopped(view, me, { rune: d.rune, energy: d.energy, power: d.power, cardValue: d.cardValue }, d.target);
    return stop?.kind === 'turned-back' && stop.blockedBy === null;
  });
}

/** Where a spell ends: 'lands', 'blocked', 'turned-back' or 'turned-back then blocked'. */
const outcomeOf = (stop: Stop | null) => (stop === null ? 'lands' : stop.kind === 'turned-back' && stop.blockedBy ? 'turned-back then blocked' : stop.kind);

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
  const s = publicTable(view);
  if (!s.wizards[caster] || !s.wizards[target]) throw new RangeError(`there is no wizard ${(s.wizards[caster] ? target : caster) + 1} in this duel`);
  const lands = landedTarget(land(s, caster, target));
  const after: DuelingRunesView = {
    ...view,
    wizards: view.wizards.map((w, i) => (i === lands ? { ...w, timers: { ...w.timers, [special === 'counter' ? 'countered' : 'mirrored']: true } } : w)),
  };
  const name = (w: number) => (w === caster ? 'you' : view.wizards[w]!.name);
  const out: ReactionEffect[] = [];
  view.declared.forEach((d, index) => {
    const spell: GuidedSpell = { rune: d.rune, energy: d.energy, power: d.power, cardValue: d.cardValue };
    const was = wouldBeStopped(view, d.caster, spell, d.target);
    const will = wouldBeStopped(after, d.caster, spell, d.target);
    if (outcomeOf(was) === outcomeOf(will)) return;
    const own = d.caster === caster;
    const label = `${own ? 'your own' : `${view.wizards[d.caster]!.name}'s`} ${d.energy === null ? d.spell : `${d.spell} (${d.power})`}${d.rune === 'moon' ? '' : ` at ${name(d.target)}`}`;
    if (will?.kind === 'turned-back' && will.blockedBy === null) out.push({ declaration: index, change: 'turns-back', own, text: `turns ${label} back on ${name(d.caster)}` });
    else if (will !== null) out.push({ declaration: index, change: 'stops', own, text: `stops ${label}${was?.kind === 'turned-back' ? ' as it is turned back' : ''}` });
    else out.push({ declaration: index, change: 'lets-through', own, text: `lets ${label} through` });
  });
  return out;
}
