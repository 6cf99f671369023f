/** The checks of a basic spell's declaration (DR-5, DR-6, DR-9, DR-13), each one rule. */
import { SUIT_NAME } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { type DuelingRunesAction, formatAction } from './actions';
import { noSuchWizard, outOfReach } from './check-aim';
import type { CheckHooks } from './check-hooks';
import { castName } from './check-words';
import { aimProblem, knotValueOf } from './options';
import { type Problem, illegal } from './problem';
import { PHASE_NAME, type Phase, activates, activationOf } from './runes';
import { activeRunes, energyShown } from './sequence';
import { spellOf } from './spells-table';
import type { DuelingRunesState, Wizard } from './state';

type Cast = Extract<DuelingRunesAction, { type: 'cast' }>;

/** DR-5: a spell is cast in the phase of its activation rune. */
export function phaseProblem(s: DuelingRunesState, phase: Phase, spell: () => string): Problem | null {
  if (phase === s.phase) return null;
  return illegal(
    'wrong-phase',
    `You cannot cast ${spell()} now: it is the ${PHASE_NAME[s.phase]} phase (a ${PHASE_NAME[phase]} spell is cast in the ${PHASE_NAME[phase]} phase, with a card carrying ${SUIT_NAME[activationOf(phase)]})`,
    { phase, now: s.phase },
  );
}

/** DR-5, DR-14: the card placed this turn, face up, carries the phase's activation rune. */
export function activationRuneProblem(w: Wizard, phase: Phase, spell: () => string): Problem | null {
  if (activates(activeRunes(w), phase)) return null;
  return illegal('no-activation-rune', `You cannot cast ${spell()}: the card you placed this turn carries no ${PHASE_NAME[phase]} rune now`, { phase });
}

/** DR-5, DR-9: a Moon spell names no target; a Wyrm or Knot spell names one. */
function targetNamedProblem(a: Cast, spell: () => string): Problem | null {
  if (a.rune === 'moon' && a.target !== null) {
    return illegal('no-target-taken', `${spell()} is a Moon spell: it affects only its caster, so name no target ("${formatAction({ type: 'cast', rune: a.rune, energy: a.energy, power: a.power, target: null })}")`);
  }
  if (a.rune !== 'moon' && a.target === null) return illegal('target-needed', `Name a target for ${spell()}: "${formatAction(a)} at <wizard>"`);
  return null;
}

/** DR-9, DR-13: a Wyrm spell aims at another wizard; none aims at the dead, the invisible, or (a Knot spell) the freshly veiled. */
function wizardAimProblem(s: DuelingRunesState, seat: Seat, target: number, spell: () => string): Problem | null {
  if (!s.wizards[target]) return noSuchWizard(s, target);
  const knotValue = knotValueOf(s, seat);
  const why = aimProblem(s, seat, target, knotValue);
  if (why === null) return null;
  if (why === 'yourself') return illegal('at-yourself', `${spell()} is a Wyrm spell: it is aimed at another wizard, not at yourself (DR-9)`, { target: target + 1 });
  return outOfReach(s, target, why, knotValue);
}

/** DR-6: a spell of power n uses n energy runes of one type, face up and not used earlier this turn. */
function energyProblem(w: Wizard, a: Cast, spell: () => string): Problem | null {
  if (a.energy === null) return null;
  const shown = energyShown(w, a.energy);
  const spent = w.used[a.energy];
  const free = Math.max(0, shown - spent);
  if (a.power <= free) return null;
  const energy = SUIT_NAME[a.energy];
  const why = shown === 0 ? `none of your face-up cards shows ${energy}` : spent > 0 ? `${shown} showing in your sequence, ${spent} already spent this turn` : `${shown} showing in your sequence`;
  return illegal('not-enough-runes', `${spell()} needs ${a.power} free ${energy}; you have ${free} (${why}; DR-6)`, { rune: a.energy, needed: a.power, free });
}

/**
 * The checks of a basic cast, in order: its phase, its activation, what it aims at, its energy.
 * The spell's name is worked out only for the words of a refusal.
 */
export function castProblem(hooks: CheckHooks, s: DuelingRunesState, seat: Seat, a: Cast): Problem | null {
  const w = s.wizards[seat]!;
  const spell = () => castName(a);
  const aim = () => {
    if (a.target === null) return null;
    return a.monster ? hooks.monsterAimProblem(s, seat, a.target, spellOf(a.rune, a.energy)) : wizardAimProblem(s, seat, a.target, spell);
  };
  return phaseProblem(s, a.rune, spell) ?? activationRuneProblem(w, a.rune, spell) ?? hooks.activationProblem(s, w, a.rune, spell) ?? targetNamedProblem(a, spell) ?? aim() ?? energyProblem(w, a, spell);
}
