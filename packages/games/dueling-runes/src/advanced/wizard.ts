/**
 * What the Advanced Game adds to a wizard (DRA-1): its monster, its lasting effects, whom a charm
 * binds it to, and the activation runes it has used (DRA-10). A wizard of the basic game has none
 * of it — the field is absent — so basic states copy, compare and serialise exactly as before.
 */
import type { Variant } from '../core/config';

/** The three kinds of monster (DRA-4). */
export type MonsterKind = 'troll' | 'fire-elemental' | 'ice-elemental';

/** The kinds as the log names them: "Bo's fire elemental". */
export const MONSTER_NAME: Readonly<Record<MonsterKind, string>> = Object.freeze({ troll: 'troll', 'fire-elemental': 'fire elemental', 'ice-elemental': 'ice elemental' });

/** Lasting effects a wizard and a monster can both carry: Poison (DRA-15) and Fear (DRA-16). */
export interface Afflictions {
  /** Last turn of the Poison (0: none) and the health it takes at each end of turn. */
  poisonUntil: number;
  poisonLoss: number;
  /** Last turn of the Fear (0: none). */
  fearUntil: number;
}

/** A monster (DRA-4, DRA-14): it fights for its owner, the wizard whose `monster` it is. */
export interface Monster extends Afflictions {
  kind: MonsterKind;
  health: number;
  /** The health it was summoned with: nothing raises its health above it (DRA-14). */
  maxHealth: number;
  attack: number;
  /** The placement (`placementNumber`) in which it came to its owner: it attacks from the next one on (DRA-13). */
  arrival: number;
}

/** The activation runes a wizard has used this (mini-)turn (DRA-10); its energy runes are counted in `Wizard.used`. */
export interface ActivationUse {
  moons: number;
  wyrms: number;
  knots: number;
}

export interface AdvancedWizard extends Afflictions {
  monster: Monster | null;
  /** Last turn of each lasting effect (0: none, DRA-23): Protection (DRA-21), Electric Touch (DRA-18), Charm (DRA-17). */
  protectionUntil: number;
  touchUntil: number;
  charmUntil: number;
  /** The wizard whose charm binds this one (-1: none, DRA-17). */
  charmedBy: number;
  /** The card its charmer chose for it to place in this (mini-)turn, secret until the reveal (-1: none yet). */
  charmCard: number;
  used: ActivationUse;
}

export function newAdvancedWizard(): AdvancedWizard {
  return {
    monster: null,
    poisonUntil: 0,
    poisonLoss: 0,
    fearUntil: 0,
    protectionUntil: 0,
    touchUntil: 0,
    charmUntil: 0,
    charmedBy: -1,
    charmCard: -1,
    used: { moons: 0, wyrms: 0, knots: 0 },
  };
}

export function cloneAdvancedWizard(a: AdvancedWizard): AdvancedWizard {
  return { ...a, monster: a.monster && { ...a.monster }, used: { ...a.used } };
}

declare module '../core/state' {
  interface Wizard {
    /** The Advanced Game's part of the wizard (DRA-1); absent in the basic game. */
    advanced?: AdvancedWizard;
  }
}

/** The charm on a wizard ends (its time is up, Remove Enchantment, its charmer's death; DRA-17). */
export function freeFromCharm(a: AdvancedWizard): void {
  a.charmedBy = -1;
  a.charmUntil = 0;
  a.charmCard = -1;
}

/**
 * The placements of a duel numbered in order: turn t's haste mini-turn is 2t, its regular turn
 * 2t + 1. A monster that came to its owner in placement p attacks from p + 1 on (DRA-13).
 */
export function placementNumber(s: { readonly turn: number; readonly mini: boolean }): number {
  return s.turn * 2 + (s.mini ? 0 : 1);
}

/** Is this the Advanced Game (DRA-1)? */
export function isAdvanced(config: { readonly variant?: Variant }): boolean {
  return config.variant === 'advanced';
}
