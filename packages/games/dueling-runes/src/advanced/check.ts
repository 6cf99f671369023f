/**
 * The Advanced Game's checks of an action (DRA-2, DRA-10, DRA-11, DRA-13, DRA-16, DRA-17), given to
 * the basic game's `check` (core/check.ts) through the variant's hooks: an advanced spell's phase,
 * runes and target, a spell aimed at a monster, an attack, a charmer's choice, and the words for
 * the stages the Advanced Game adds. Like the basic game's, they read only what the acting wizard
 * may know.
 */
import { SUIT_NAME } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from '../core/actions';
import { TITLE, cardNumber } from '../core/cards';
import { noSuchWizard, wizardTargetProblem } from '../core/check-aim';
import { activationRuneProblem, phaseProblem } from '../core/check-cast';
import type { CheckHooks } from '../core/check-hooks';
import { stageWants } from '../core/check-words';
import { countsFacts, spellWords } from '../core/log-words';
import { type Problem, illegal } from '../core/problem';
import { type Phase, activationOf } from '../core/runes';
import { placedValue } from '../core/sequence';
import { SPELLS, type SpellId } from '../core/spells-table';
import type { DuelingRunesState, Wizard } from '../core/state';
import { capital, titles } from '../core/words';
import { charmedBy, charmerOf } from './charm';
import { isFeared } from './lasting';
import { canAimAtMonster, mayAttack, monsterOf } from './monsters';
import { recipeOf, tableOf } from './tables';
import { runesFree, runesShown, runesUsed } from './rune-use';
import { MONSTER_NAME } from './wizard';

type AdvancedCast = Extract<DuelingRunesAction, { type: 'cast-advanced' }>;
type Attack = Extract<DuelingRunesAction, { type: 'attack' }>;

/** DRA-10, DRA-16: a rune does one job, so the activation rune must still be free; the feared cast nothing with Wyrm runes. */
function activationProblem(s: DuelingRunesState, w: Wizard, phase: Phase, spell: () => string): Problem | null {
  const rune = activationOf(phase);
  if (runesFree(w, rune) < 1) return illegal('activation-rune-used', `You cannot cast ${spell()}: every ${SUIT_NAME[rune]} rune you show is already used this turn, and a rune does one job (DRA-10)`, { rune });
  if (phase === 'wyrm' && isFeared(w.advanced!, s.turn)) return illegal('afraid', `You are afraid through turn ${w.advanced!.fearUntil}: you cast nothing with Wyrm runes (DRA-16)`, { until: w.advanced!.fearUntil });
  return null;
}

/** DRA-11: only Wyrm spells, Fear, Charm and Remove Enchantment aim at a monster, and only at another living wizard's. */
function monsterAimProblem(s: DuelingRunesState, caster: Seat, target: number, spell: SpellId | null): Problem | null {
  const owner = s.wizards[target];
  if (!owner) return noSuchWizard(s, target);
  if (target === caster) return illegal('own-monster', 'That is your own monster: spells and attacks aim at another wizard\'s monster (DRA-11)', { target: target + 1 });
  if (spell && !SPELLS[spell].atMonsters) {
    return illegal('not-at-monsters', `${SPELLS[spell].name} never aims at a monster: only Wyrm spells, Fear, Charm and Remove Enchantment do (DRA-11)`, { spell });
  }
  if (canAimAtMonster(s, caster, target)) return null;
  return illegal('no-monster-there', `${owner.name} has no monster`, { target: target + 1 });
}

/** DRA-11: an advanced spell on its caster or on everyone names no target; the others name a wizard, another one if the table says so, or a monster. */
function advancedAimProblem(s: DuelingRunesState, seat: Seat, a: AdvancedCast): Problem | null {
  const row = SPELLS[a.spell];
  const noTarget = row.target === 'self' || row.target === 'everyone';
  if (noTarget && a.target !== null) return illegal('no-target-taken', `${row.name} ${row.target === 'self' ? 'works on you' : 'reaches everyone'}: name no target (DRA-11)`);
  if (!noTarget && a.target === null) return illegal('target-needed', `Name a target for ${row.name}: "at <wizard>"${row.atMonsters ? ' or "at monster <wizard>"' : ''}`);
  if (a.target === null) return null;
  if (a.monster) return monsterAimProblem(s, seat, a.target, a.spell);
  if (row.target === 'another' && a.target === seat) return illegal('at-yourself', `${row.name} is aimed at another wizard, not at yourself (DRA-11)`, { target: a.target + 1 });
  return wizardTargetProblem(s, seat, a.target, recipeOf(a.spell, tableOf(s.config)).phase === 'knot' ? placedValue(s.wizards[seat]!) : 0);
}

/** DRA-2, DRA-10: each type of the recipe counts runes face up and not used this turn, the activating one aside. */
function recipeRunesProblem(s: DuelingRunesState, w: Wizard, a: AdvancedCast): Problem | null {
  const recipe = recipeOf(a.spell, tableOf(s.config));
  for (const rune of recipe.energy) {
    const wanted = a.energy[rune] ?? 0;
    const activation = rune === activationOf(recipe.phase) ? 1 : 0;
    const free = Math.max(0, runesFree(w, rune) - activation);
    if (wanted <= free) continue;
    const used = runesUsed(w, rune) + activation;
    const spent = used ? `, ${used} already used this turn${activation ? ', the one activating it included' : ''}` : '';
    return illegal('not-enough-runes', `${SPELLS[a.spell].name} needs ${wanted} free ${SUIT_NAME[rune]}; you have ${free} (${runesShown(w, rune)} showing in your sequence${spent}; DRA-10)`, { rune, needed: wanted, free });
  }
  return null;
}

/** The checks of an advanced cast, in order: its phase and activation, what it aims at, its runes. */
function advancedCastProblem(s: DuelingRunesState, seat: Seat, a: AdvancedCast): Problem | null {
  const w = s.wizards[seat]!;
  const phase = recipeOf(a.spell, tableOf(s.config)).phase;
  const name = () => spellWords({ spell: a.spell, ...countsFacts(a.spell, a.energy) });
  return phaseProblem(s, phase, name) ?? activationRuneProblem(w, phase, name) ?? activationProblem(s, w, phase, name) ?? advancedAimProblem(s, seat, a) ?? recipeRunesProblem(s, w, a);
}

/** DRA-13: a monster attacks another wizard it may aim at, or another wizard's monster. */
function attackProblem(s: DuelingRunesState, seat: Seat, a: Attack): Problem | null {
  const m = monsterOf(s, seat);
  if (!m) return illegal('no-monster', 'You have no monster to send');
  if (a.monster) return monsterAimProblem(s, seat, a.target, null);
  if (a.target === seat) return illegal('at-yourself', `Your ${MONSTER_NAME[m.kind]} attacks another wizard, not you (DRA-13)`, { target: a.target + 1 });
  return wizardTargetProblem(s, seat, a.target, 0);
}

/** DRA-17: a charmer chooses, in secret, a card of the charmed wizard's hand. */
function charmChoiceProblem(s: DuelingRunesState, seat: Seat, id: string): Problem | null {
  const charmed = charmedBy(s, seat);
  if (charmed < 0) return illegal('wrong-stage', `You cannot play a card now: ${stageWants(ADVANCED_CHECKS, s, seat)}`, { stage: s.stage });
  const w = s.wizards[charmed]!;
  const c = cardNumber(id);
  if (c !== undefined && w.hand.includes(c)) return null;
  return illegal('not-in-charmed-hand', `${capital(TITLE[c ?? -1] ?? id)} is not in ${w.name}'s hand (${w.name} holds ${titles(w.hand)}): you choose the card ${w.name} places (DRA-17)`, { card: id, charmed: charmed + 1 });
}

/** What the Advanced Game's stages ask for, in the words of `stageWants`. */
function advancedStageWants(s: DuelingRunesState, seat: Seat): string | null {
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
function advancedNotAsked(s: DuelingRunesState, seat: Seat, w: Wizard): string | null {
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

/** The Advanced Game's checks, as the variant's hooks (advanced/variant.ts). */
export const ADVANCED_CHECKS: CheckHooks = Object.freeze<CheckHooks>({
  // Every action of the notation is the Advanced Game's.
  outsideVariant: () => null,
  activationProblem,
  monsterAimProblem,
  variantActionProblem: (s, seat, a) => {
    if (a.type === 'cast-advanced') return advancedCastProblem(s, seat, a);
    if (a.type === 'attack') return attackProblem(s, seat, a);
    return a.type === 'play' ? charmChoiceProblem(s, seat, a.card) : null;
  },
  stageWants: advancedStageWants,
  notAsked: advancedNotAsked,
});
