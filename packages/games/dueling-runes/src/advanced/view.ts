/**
 * What a seat sees of the Advanced Game (DR-19, DRA-17, DRA-23): monsters, lasting effects and
 * their timers, who charms whom and the runes free of every type are public; the hand of a charmed
 * wizard is shown to its charmer while the charm lasts, and the card the charmer chose for it only
 * to the charmer, until the reveal.
 */
import type { CardId } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { type RuneCounts, isAdvancedSpell } from './recipes';
import { recipeOf, tableOf } from './tables';
import { type Afflictions, MONSTER_NAME, type Monster, type MonsterKind } from './wizard';
import { CARD_IDS } from '../core/cards';
import { charmedBy, charmerOf } from './charm';
import { isAdvanced } from './wizard';
import { BLOCKED_BY, mayAttack } from './monsters';
import { everyRune, runesFree, runesUsed } from './rune-use';
import type { Phase, Rune } from '../core/runes';
import { revealedCard, wizardOfSeat } from '../core/seen';
import type { Protection } from '../core/spells-table';
import type { Declaration, DuelingRunesState, Wizard } from '../core/state';
import { type EffectView, timedEffect } from '../core/effects';

/** Poison and Fear on a wizard or monster (DRA-15, DRA-16). */
function afflictions(a: Afflictions, turn: number): EffectView[] {
  const out = [timedEffect('poison', `Poison (${a.poisonLoss} a turn)`, a.poisonUntil > 0 ? 1 : 0, a.poisonUntil, turn, { amount: a.poisonLoss }), timedEffect('fear', 'Fear', a.fearUntil > 0 ? 1 : 0, a.fearUntil, turn)];
  return out.filter((e): e is EffectView => e !== null);
}

/** The Advanced Game's lasting effects on a wizard, after the basic game's (DRA-23). */
export function advancedEffects(s: DuelingRunesState, w: Wizard): EffectView[] {
  const a = w.advanced;
  if (!a) return [];
  const charmer = charmerOf(s, w);
  const out = [
    timedEffect('protection', 'Protection', a.protectionUntil > 0 ? 1 : 0, a.protectionUntil, s.turn),
    ...afflictions(a, s.turn),
    charmer >= 0 ? timedEffect('charm', `Charmed by ${s.wizards[charmer]!.name}`, 1, a.charmUntil, s.turn, { by: charmer }) : null,
    timedEffect('electric-touch', 'Electric Touch', a.touchUntil > 0 ? 1 : 0, a.touchUntil, s.turn),
  ];
  return out.filter((e): e is EffectView => e !== null);
}

export interface MonsterView {
  owner: number;
  kind: MonsterKind;
  /** "troll", "fire elemental". */
  name: string;
  health: number;
  /** The health it was summoned with, which it never exceeds (DRA-14). */
  maxHealth: number;
  attack: number;
  /** What blocks its attacks on a wizard (DRA-13). */
  blockedBy: Protection[];
  /** Could it attack in this (mini-)turn's Wyrm phase, as things stand (DRA-13)? */
  mayAttack: boolean;
  /** The placement in which it came to its owner (turn t: 2t for the haste mini-turn, 2t + 1 for the regular turn); it attacks from the next one on. */
  arrival: number;
  effects: EffectView[];
  /** Raw timers, for tools that rebuild states. */
  timers: Afflictions;
}

/** The Advanced Game's part of a wizard's view. */
export interface AdvancedWizardView {
  monster: MonsterView | null;
  /** Runes of every type still free this (mini-)turn, and used (DRA-10). */
  runesFree: Record<Rune, number>;
  runesUsed: Record<Rune, number>;
  /** The wizard whose charm binds it now, and the wizard it charms now (DRA-17). */
  charmedBy: number | null;
  charms: number | null;
  /** Its charmer has chosen the card it places in this (mini-)turn (which one stays secret until the reveal). */
  charmChosen: boolean;
  /** Raw timers (turn numbers, 0 = none) and the charmer's index (-1: none), for tools that rebuild states. */
  timers: { protectionUntil: number; poisonUntil: number; poisonLoss: number; fearUntil: number; touchUntil: number; charmUntil: number; charmedBy: number };
}

function monsterView(s: DuelingRunesState, owner: number, m: Monster): MonsterView {
  const w = s.wizards[owner]!;
  return {
    owner,
    kind: m.kind,
    name: MONSTER_NAME[m.kind],
    health: m.health,
    maxHealth: m.maxHealth,
    attack: m.attack,
    blockedBy: BLOCKED_BY[m.kind].slice(),
    mayAttack: revealedCard(s, w) >= 0 && mayAttack(s, owner),
    arrival: m.arrival,
    effects: afflictions(m, s.turn),
    timers: { poisonUntil: m.poisonUntil, poisonLoss: m.poisonLoss, fearUntil: m.fearUntil },
  };
}

export function advancedWizardView(s: DuelingRunesState, w: Wizard, index: number): AdvancedWizardView | undefined {
  const a = w.advanced;
  if (!a) return undefined;
  const charmer = charmerOf(s, w);
  const charms = charmedBy(s, index);
  return {
    monster: a.monster ? monsterView(s, index, a.monster) : null,
    runesFree: everyRune(w, runesFree),
    runesUsed: everyRune(w, runesUsed),
    charmedBy: charmer >= 0 ? charmer : null,
    charms: charms >= 0 ? charms : null,
    charmChosen: a.charmCard >= 0,
    timers: { protectionUntil: a.protectionUntil, poisonUntil: a.poisonUntil, poisonLoss: a.poisonLoss, fearUntil: a.fearUntil, touchUntil: a.touchUntil, charmUntil: a.charmUntil, charmedBy: a.charmedBy },
  };
}

/** The hand of the wizard a seat charms, which it sees while the charm lasts, and the card it chose for it (DRA-17). */
export interface CharmedHandView {
  wizard: number;
  cards: CardId[];
  chosen: CardId | null;
}

/** The wizard `seat` charms now, whose hand it sees (-1: none). */
export function charmedBySeat(s: DuelingRunesState, seat: Seat | null): number {
  return wizardOfSeat(s, seat) && isAdvanced(s.config) ? charmedBy(s, seat!) : -1;
}

export function charmedHandView(s: DuelingRunesState, seat: Seat | null): CharmedHandView | null {
  const charmed = charmedBySeat(s, seat);
  if (charmed < 0) return null;
  const w = s.wizards[charmed]!;
  const chosen = w.advanced!.charmCard;
  return { wizard: charmed, cards: w.hand.map((c) => CARD_IDS[c]!), chosen: chosen >= 0 ? CARD_IDS[chosen]! : null };
}

declare module '../core/view' {
  interface WizardViewAdded {
    /** The Advanced Game: its monster, charms, runes of every type (DRA-10, DRA-13, DRA-17); absent in the basic game. */
    advanced?: AdvancedWizardView;
  }
  interface TableViewAdded {
    /** The Advanced Game: the hand of the wizard the viewer charms, while the charm lasts (DRA-17); absent in the basic game. */
    charmed?: CharmedHandView | null;
  }
}

/** An advanced declaration's runes and monster mark, as its view shows them. */
export function declarationExtras(s: DuelingRunesState, d: Declaration): { energies?: RuneCounts; monster?: true; rune?: Phase } {
  // An advanced spell is declared with its activation rune in the duel's own table (a designer's may move it, DRA-35).
  const rune = isAdvancedSpell(d.spell) ? recipeOf(d.spell, tableOf(s.config)).phase : null;
  return { ...(d.counts ? { energies: { ...d.counts } } : {}), ...(d.monster ? { monster: true as const } : {}), ...(rune ? { rune } : {}) };
}
