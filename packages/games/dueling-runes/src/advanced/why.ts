/**
 * Why an action of the Advanced Game is refused (why-illegal.ts holds the basic game's words, and
 * calls these): an advanced spell's phase, runes and target, a spell aimed at a monster, an
 * attack, a charmer's choice (DRA-2, DRA-10, DRA-11, DRA-13, DRA-16, DRA-17). Like the basic
 * game's, the words read only what the acting wizard may know.
 */
import { SUIT_NAME } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from '../core/actions';
import { recipeOf, tableOf } from './tables';
import { MONSTER_NAME } from './wizard';
import { TITLE, cardNumber } from '../core/cards';
import { charmedBy, charmerOf } from './charm';
import { isAdvanced } from './wizard';
import { isFeared } from './lasting';
import { countsFacts, spellWords } from '../core/log-words';
import { canAttackWizard, mayAttack, monsterOf } from './monsters';
import { PHASE_NAME, type Phase, activationOf, hasRune } from '../core/runes';
import { runesFree, runesShown, runesUsed } from './rune-use';
import { activeRunes, placedValue } from '../core/sequence';
import { SPELLS, type SpellId } from '../core/spells-table';
import type { DuelingRunesState, Wizard } from '../core/state';
import { capital, titles } from '../core/words';

/** Words for a refusal; `targetProblem` is why-illegal.ts's reason a wizard cannot be aimed at (DR-9, DR-13), null if it can. */
type TargetProblem = (s: DuelingRunesState, caster: Seat, target: number, knotValue: number) => string | null;

const THE_ADVANCED_GAME = 'that is for the Advanced Game only (option "variant": "advanced", DR-22)';

/** In the basic game: why an action of the Advanced Game is refused, or null for a basic action. */
export function notInBasicGame(s: DuelingRunesState, a: DuelingRunesAction): string | null {
  if (isAdvanced(s.config)) return null;
  if (a.type === 'cast-advanced') return `${SPELLS[a.spell].name} is an advanced spell: ${THE_ADVANCED_GAME}`;
  if (a.type === 'attack') return `There are no monsters in this duel: ${THE_ADVANCED_GAME}`;
  if (a.type === 'cast' && a.monster) return `There are no monsters to aim at in this duel: ${THE_ADVANCED_GAME}`;
  return null;
}

/** Why nothing can be aimed at wizard `target`'s monster, or null if it can (DRA-11). */
export function monsterProblem(s: DuelingRunesState, caster: Seat, target: number, spell: SpellId | null): string | null {
  const owner = s.wizards[target];
  if (!owner) return `There is no wizard ${target + 1}`;
  if (target === caster) return `That is your own monster: spells and attacks aim at another wizard's monster (DRA-11)`;
  if (spell && !SPELLS[spell].atMonsters) return `${SPELLS[spell].name} never aims at a monster: only Wyrm spells, Fear, Charm and Remove Enchantment do (DRA-11)`;
  if (!owner.alive || !monsterOf(s, target)) return `${owner.name} has no monster`;
  return null;
}

/** Why wizard `w`'s new card cannot activate a spell of `phase` now (DRA-10, DRA-16), or null if it can. */
export function activationProblem(s: DuelingRunesState, w: Wizard, phase: Phase, spell: string): string | null {
  const rune = activationOf(phase);
  if (s.phase !== phase) return `You cannot cast ${spell} now: it is the ${PHASE_NAME[s.phase]} phase (a ${PHASE_NAME[phase]} spell is cast in the ${PHASE_NAME[phase]} phase, with a card carrying ${SUIT_NAME[rune]})`;
  if (!hasRune(activeRunes(w), rune)) return `You cannot cast ${spell}: the card you placed this turn carries no ${PHASE_NAME[phase]} rune now`;
  if (runesFree(w, rune) < 1) return `You cannot cast ${spell}: every ${SUIT_NAME[rune]} rune you show is already used this turn, and a rune does one job (DRA-10)`;
  if (phase === 'wyrm' && isFeared(w.advanced!, s.turn)) return `You are afraid through turn ${w.advanced!.fearUntil}: you cast nothing with Wyrm runes (DRA-16)`;
  return null;
}

/** Why advanced cast `a` is refused (the phase, the runes, the target), or null if nothing here explains it. */
export function whyNotAdvancedCast(s: DuelingRunesState, seat: Seat, w: Wizard, a: Extract<DuelingRunesAction, { type: 'cast-advanced' }>, targetProblem: TargetProblem): string | null {
  const row = SPELLS[a.spell];
  const recipe = recipeOf(a.spell, tableOf(s.config));
  const name = spellWords({ spell: a.spell, ...countsFacts(a.spell, a.energy) });
  const phaseProblem = activationProblem(s, w, recipe.phase, name);
  if (phaseProblem) return phaseProblem;
  const noTarget = row.target === 'self' || row.target === 'everyone';
  if (noTarget && a.target !== null) return `${row.name} ${row.target === 'self' ? 'works on you' : 'reaches everyone'}: name no target (DRA-11)`;
  if (!noTarget && a.target === null) return `Name a target for ${row.name}: "at <wizard>"${row.atMonsters ? ' or "at monster <wizard>"' : ''}`;
  if (a.target !== null) {
    if (a.monster) {
      const problem = monsterProblem(s, seat, a.target, a.spell);
      if (problem) return problem;
    } else {
      if (row.target === 'another' && a.target === seat) return `${row.name} is aimed at another wizard, not at yourself (DRA-11)`;
      const problem = targetProblem(s, seat, a.target, recipe.phase === 'knot' ? placedValue(w) : 0);
      if (problem) return problem;
    }
  }
  for (const rune of recipe.energy) {
    const wanted = a.energy[rune] ?? 0;
    const activation = rune === activationOf(recipe.phase) ? 1 : 0;
    const free = Math.max(0, runesFree(w, rune) - activation);
    if (wanted <= free) continue;
    const used = runesUsed(w, rune) + activation;
    return `${row.name} needs ${wanted} free ${SUIT_NAME[rune]}; you have ${free} (${runesShown(w, rune)} showing in your sequence${used ? `, ${used} already used this turn${activation ? ', the one activating it included' : ''}` : ''}; DRA-10)`;
  }
  return null;
}

/** Why an attack is refused, or null if nothing here explains it (DRA-13). */
export function whyNotAttack(s: DuelingRunesState, seat: Seat, a: Extract<DuelingRunesAction, { type: 'attack' }>, targetProblem: TargetProblem): string | null {
  const m = monsterOf(s, seat);
  if (!m) return 'You have no monster to send';
  if (a.monster) return monsterProblem(s, seat, a.target, null);
  if (a.target === seat) return `Your ${MONSTER_NAME[m.kind]} attacks another wizard, not you (DRA-13)`;
  if (!canAttackWizard(s, seat, a.target)) return targetProblem(s, seat, a.target, 0);
  return null;
}

/** Why a charmer's choice is refused: the card is not in the charmed hand (DRA-17). */
export function whyNotCharmChoice(s: DuelingRunesState, seat: Seat, id: string): string | null {
  const charmed = charmedBy(s, seat);
  if (charmed < 0) return null;
  const w = s.wizards[charmed]!;
  const c = cardNumber(id);
  if (c !== undefined && w.hand.includes(c)) return null;
  return `${capital(TITLE[c ?? -1] ?? id)} is not in ${w.name}'s hand (${w.name} holds ${titles(w.hand)}): you choose the card ${w.name} places (DRA-17)`;
}

/** What the Advanced Game's stages ask for, in the words of `stageWants`. */
export function advancedStageWants(s: DuelingRunesState, seat: Seat): string | null {
  switch (s.stage) {
    case 'charm': {
      const charmed = charmedBy(s, seat);
      return `you charm ${charmed >= 0 ? s.wizards[charmed]!.name : 'a wizard'}: choose, in secret, the card it places ("play <card>", DRA-17)`;
    }
    case 'attack':
      return `your monster may attack (card value ${s.groupValue}): "attack at <wizard>", "attack at monster <wizard>" or "pass" to hold it back (DRA-13)`;
    default:
      return null;
  }
}

/** Why wizard `w`, owing nothing, is not asked in an Advanced Game stage or situation, or null. */
export function advancedNotAsked(s: DuelingRunesState, seat: Seat, w: Wizard): string | null {
  const charmer = w.advanced ? charmerOf(s, w) : -1;
  switch (s.stage) {
    case 'charm':
      return charmer >= 0 ? `you are charmed by ${s.wizards[charmer]!.name}, who chooses your card (DRA-17)` : 'only charmers choose now, the card of the wizard each charms (DRA-17)';
    case 'choose':
      return charmer >= 0 ? `you are charmed by ${s.wizards[charmer]!.name}, who has chosen your card (DRA-17)` : null;
    case 'attack':
      if (!monsterOf(s, seat)) return 'you have no monster';
      if (placedValue(w) !== s.groupValue) return `your monster attacks at your card's value (${placedValue(w)}), not now (DRA-13)`;
      return mayAttack(s, seat) ? null : 'your monster may not attack now: it came this (mini-)turn, is afraid, or has no target (DRA-13)';
    case 'declare':
      return s.phase === 'wyrm' && w.advanced && isFeared(w.advanced, s.turn) ? `you are afraid through turn ${w.advanced.fearUntil}: you cast nothing with Wyrm runes (DRA-16)` : null;
    default:
      return null;
  }
}
