/**
 * The table's own sentences, in the player's language, built from the view's facts: what the
 * table waits for, the spells declared, a wizard's effects and the viewer's secret choice. (The
 * log's lines are the game's English record and are shown as they are.)
 */
import { type DeclarationView, type DuelingRunesView, type EffectView, type Rune, SPECIAL_SPELL, parseAction, spellOf } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { aimName } from './advanced-aim';
import { runeCounts } from './advanced-words';
import { cardTitle, cardTitles, nameOrYourself, phaseName, spellName, spellWithPower, wizardName } from './words';

/** "Turn 3", "Turn 3 (haste mini-turn)". */
export function turnName(view: Pick<DuelingRunesView, 'turn' | 'miniTurn'>): string {
  return view.miniTurn ? i18n.t('table.prompt.miniTurn', { turn: view.turn }) : i18n.t('table.prompt.turn', { turn: view.turn });
}

/** One line saying what the table is waiting for, and from whom. */
export function promptOf(view: DuelingRunesView): string {
  const owing = view.wizards.filter((w) => w.owes).map(wizardName);
  const names = owing.length ? i18n.t('table.list', { items: owing }) : i18n.t('table.prompt.nobody');
  const turn = turnName(view);
  switch (view.stage) {
    case 'choose':
      return i18n.t('table.prompt.choose', { turn, names });
    case 'redraw':
      return i18n.t('table.prompt.redraw', { turn, names, card: view.offered ? cardTitle(view.offered) : '' });
    case 'react':
      // Nobody is named: who is asked in a reaction window is hidden (DR-35).
      return view.reactionAfter === 'declare' ? i18n.t('table.prompt.reactAfterDeclaration', { turn }) : i18n.t('table.prompt.reactAfterReveal', { turn });
    case 'declare':
      return i18n.t('table.prompt.declare', { turn, names, phase: view.phase ? phaseName(view.phase) : '', value: view.declaringValue });
    case 'amnesia':
      return i18n.t('table.prompt.amnesia', { turn, names });
    case 'charm':
      return i18n.t('table.prompt.charm', { turn, names });
    case 'attack':
      return i18n.t('table.prompt.attack', { turn, names, value: view.declaringValue });
    case 'over':
      return view.results ? i18n.t('table.prompt.over') : '';
  }
}

/** "Drain (3)", "Lightning Bolt (Suns 2, Moons 1)": a declared spell with what powers it (DRA-2). */
export function declaredSpell(d: DeclarationView): string {
  const energies = d.energies;
  if (!energies) return spellWithPower(d.spellId, d.energy, d.power);
  const runes = RUNES.filter((r) => energies[r]);
  return i18n.t('events.duelingRunes.power', { spell: spellName(d.spellId), power: runeCounts(runes, runes.map((r) => energies[r]!)) });
}

/** A Moon spell works on its caster and Dispel Magic on everyone (DRA-20): neither names a target. */
export const namesNoTarget = (d: DeclarationView) => d.rune === 'moon' || d.spellId === 'dispel-magic';

/** A declared spell about to take effect: "Bo: Drain (3) at Ada". */
export function declarationInWords(view: DuelingRunesView, d: DeclarationView): string {
  const caster = wizardName(view.wizards[d.caster]!);
  const spell = declaredSpell(d);
  if (namesNoTarget(d)) return i18n.t('table.declared.line', { caster, spell });
  return i18n.t('table.declared.lineAt', { caster, spell, target: aimName(view, d.target, d.monster, null) });
}

const RUNES: readonly Rune[] = ['suns', 'waves', 'leaves', 'moons', 'wyrms', 'knots'];

/** "Poison (1 a turn)", "Charmed by Ada", "Shield": an effect's name, with its loss or its charmer (DRA-15, DRA-17). */
function effectName(e: Exclude<EffectView, { kind: 'veil' }> | EffectView, view: DuelingRunesView | undefined): string {
  if (e.kind === 'poison' && e.amount !== undefined) return i18n.t('table.effect.poison', { amount: e.amount });
  const charmer = e.kind === 'charm' && e.by !== undefined ? view?.wizards[e.by] : undefined;
  if (charmer) return i18n.t('table.effect.charmedBy', { name: wizardName(charmer) });
  return spellName(e.kind as Exclude<EffectView['kind'], 'veil'>);
}

/** An effect on a wizard and how long it holds: "Resist Heat: this turn and 2 more", "Haste: turns 4–5". */
export function effectInWords(e: EffectView, turn: number, view?: DuelingRunesView): string {
  if (e.kind === 'veil') return i18n.t('table.effect.veil', { value: e.cardValue });
  const effect = effectName(e, view);
  if (e.startsIn > 0) {
    const from = turn + e.startsIn;
    // One later turn is named alone ("Confusion: turn 9"), not as a span of one.
    return from === e.until ? i18n.t('table.effect.turn', { effect, turn: from }) : i18n.t('table.effect.turns', { effect, from, until: e.until });
  }
  if (e.turnsLeft > 1) return i18n.t('table.effect.more', { effect, count: e.turnsLeft - 1 });
  return i18n.t('table.effect.thisTurn', { effect });
}

/** The viewer's own secret choice, in words ("You chose the Battle"), from its notation. */
export function choiceInWords(choice: string, view: DuelingRunesView, me: number | null): string {
  const parsed = parseAction(choice);
  if (!parsed.ok) return i18n.t('table.choice.raw', { choice });
  const a = parsed.value;
  switch (a.type) {
    case 'play':
      return i18n.t('table.choice.play', { card: cardTitle(a.card) });
    case 'pass':
      return i18n.t('table.choice.pass');
    case 'cast': {
      const spell = spellWithPower(spellOf(a.rune, a.energy), a.energy, a.power);
      if (a.rune === 'moon') return i18n.t('table.choice.cast', { spell });
      return i18n.t('table.choice.castAt', { spell, target: a.target === null ? i18n.t('table.yourself') : nameOrYourself(view, a.target, me) });
    }
    case 'counter':
    case 'mirror':
      return i18n.t('table.choice.special', { spell: spellName(SPECIAL_SPELL[a.type]), target: nameOrYourself(view, a.target, me), cards: cardTitles(a.discard) });
    case 'hide':
      return i18n.t('table.choice.hide', { cards: cardTitles(a.cards) });
    case 'keep':
      return i18n.t('table.choice.keep');
    case 'redraw':
      return i18n.t('table.choice.redraw');
    case 'cast-advanced': {
      const runes = RUNES.filter((r) => a.energy[r]);
      const spell = i18n.t('events.duelingRunes.power', { spell: spellName(a.spell), power: runeCounts(runes, runes.map((r) => a.energy[r]!)) });
      return a.target === null ? i18n.t('table.choice.cast', { spell }) : i18n.t('table.choice.castAt', { spell, target: aimName(view, a.target, a.monster, me) });
    }
    case 'attack':
      return i18n.t('table.choice.attack', { target: aimName(view, a.target, a.monster, me) });
  }
}
