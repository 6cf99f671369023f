/** What a seat (or a spectator) sees (DR-19). */
import type { CardId } from '@decktet/decktet';
import type { Seat, SeatResult } from '@decktet/engine';
import { CARD_IDS, EXCUSE, TITLE } from './cards';
import { formatAction } from './actions';
import { type Energy, PHASE_NAME, type Phase, type RuneCounts } from './runes';
import { type EffectView, timedEffect } from './effects';
import type { DuelingRunesConfig } from './config';
import { amnesiaToChoose, handSeenBy, revealedCard, wizardOfSeat } from './seen';
import { cardOf, freeEnergy, isFaceUp } from './sequence';
import { declarationWords } from './spells';
import { SPELLS, type SpellId, spellName } from './spells-table';
import type { Declaration, DuelingRunesState, Stage, Wizard } from './state';

export type { EffectView } from './effects';

/** What a variant adds to a view (the hooks of src/core/variant.ts that view.ts calls). */
export interface ViewHooks {
  /** What a view shows of wizard `index` beyond the basic game's fields. */
  readonly wizardView: (s: DuelingRunesState, w: Wizard, index: number) => WizardViewAdded;
  /** The variant's effects on a wizard, after the basic game's. */
  readonly effects: (s: DuelingRunesState, w: Wizard) => readonly EffectView[];
  /** What a view shows of a declaration beyond the basic game's fields. */
  /** A declaration's variant fields; `rune`, where the duel's table casts the spell in another phase than the spell table's (DRA-35). */
  readonly declarationView: (s: DuelingRunesState, d: Declaration) => Pick<DeclarationView, 'energies' | 'monster'> & { rune?: Phase };
  /** What seat `seat`'s view shows of the table beyond the basic game's fields. */
  readonly tableView: (s: DuelingRunesState, seat: Seat | null) => TableViewAdded;
}

/**
 * What a variant adds to a wizard's view (the Advanced Game's `advanced`: its monster, charms,
 * runes of every type, DRA-10, DRA-13, DRA-17): each variant's folder adds its fields, optional
 * (absent in another variant), by declaration merging (`declare module '../core/view'`), and
 * fills them through its `wizardView` hook.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an open slot that variants fill by declaration merging
export interface WizardViewAdded {}

/** What a variant adds to a seat's view of the table (the Advanced Game's `charmed` hand, DRA-17), added and filled like `WizardViewAdded` (`tableView`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an open slot that variants fill by declaration merging
export interface TableViewAdded {}

export interface SequenceCardView {
  card: CardId;
  faceUp: boolean;
}

export interface WizardView extends WizardViewAdded {
  /** Wizard number in the notation is `index + 1`. */
  index: number;
  name: string;
  /** The seat that plays this wizard; null for the solitaire automaton. */
  seat: Seat | null;
  automaton: boolean;
  health: number;
  startingHealth: number;
  alive: boolean;
  handSize: number;
  /** Oldest first; face-down cards too (DR-14, DR-19). */
  sequence: SequenceCardView[];
  /** The card placed in this (mini-)turn, once revealed. */
  placed: CardId | null;
  /** Energy runes still free this (mini-)turn (DR-6). */
  energyFree: Record<Energy, number>;
  /** Energy runes already spent this (mini-)turn. */
  energyUsed: Record<Energy, number>;
  effects: EffectView[];
  /** Raw effect timers (turn numbers, 0 = none) for tools that rebuild states. */
  timers: {
    resistColdUntil: number;
    resistHeatUntil: number;
    hasteFrom: number;
    hasteUntil: number;
    invisibleFrom: number;
    invisibleUntil: number;
    confusedTurn: number;
    veil: number;
    shielded: boolean;
    countered: boolean;
    mirrored: boolean;
  };
  /** Owes a decision in the current stage (in a reaction window: shown for the viewer's own wizard only, DR-35). */
  owes: boolean;
  /** Has made its decision in the current stage (what it is stays hidden until everyone has; in a reaction window, whether it has is too). */
  chosen: boolean;
}

/** A declared spell waiting for its reaction window to close, then taking effect. */
export interface DeclarationView {
  caster: number;
  spellId: SpellId;
  /** Its name, "Fire Ball". */
  spell: string;
  rune: Phase;
  energy: Energy | null;
  power: number;
  target: number;
  cardValue: number;
  /** Amnesia: the cards already chosen to turn face down. */
  hide: CardId[] | null;
  /** "Ada: Fire Ball (3) at Bo", for the terminal. */
  text: string;
  /** An advanced spell: the runes of each type it uses (DRA-2). */
  energies?: RuneCounts;
  /** Aimed at the monster of wizard `target` (DRA-11). */
  monster?: true;
}

export interface DuelingRunesView extends TableViewAdded {
  /** Who is looking; null for a spectator. */
  seat: Seat | null;
  /**
   * The rules in force, as the config gives them (every rule is public); not the starting health.
   * `table` is absent in a duel set up before tables had names (the original table).
   */
  rules: Omit<DuelingRunesConfig, 'health'>;
  turn: number;
  /** True during the haste mini-turn (DR-8). */
  miniTurn: boolean;
  stage: Stage;
  /** The phase resolving now (declare, amnesia and windows after a declaration). */
  phase: Phase | null;
  /** The card value declaring now. */
  declaringValue: number | null;
  /** The open reaction window follows the reveal or a declaration. */
  reactionAfter: 'reveal' | 'declare' | null;
  /** One line explaining the decision the table waits for. */
  prompt: string;
  wizards: WizardView[];
  /** The viewer's hand (empty for spectators). */
  hand: CardId[];
  /** The viewer's own hidden decision in this stage, in notation. */
  myChoice: string | null;
  /** Amnesia the viewer must choose cards for now. */
  myAmnesia: { target: number; count: number; faceUp: CardId[] } | null;
  /** Cards in the draw pile, not counting the Excuse. */
  drawPileSize: number;
  /** Oldest first. */
  discardPile: CardId[];
  /** Revealed declarations about to take effect. */
  declared: DeclarationView[];
  /** Solitaire: the card the confused automaton drew, waiting for keep/redraw. */
  offered: CardId | null;
  /** Per wizard once the duel is over. */
  results: SeatResult[] | null;
}

function effectsOf(rules: ViewHooks, s: DuelingRunesState, w: Wizard): EffectView[] {
  const t = s.turn;
  const out: EffectView[] = [];
  const timed = (kind: EffectView['kind'], name: string, from: number, until: number) => {
    const effect = timedEffect(kind, name, from, until, t);
    if (effect) out.push(effect);
  };
  timed('resist-cold', 'Resist Cold', w.resistColdUntil > 0 ? 1 : 0, w.resistColdUntil);
  timed('resist-heat', 'Resist Heat', w.resistHeatUntil > 0 ? 1 : 0, w.resistHeatUntil);
  timed('haste', 'Haste', w.hasteFrom, w.hasteUntil);
  timed('invisibility', 'Invisibility', w.invisibleFrom, w.invisibleUntil);
  timed('confusion', 'Confusion', w.confusedTurn, w.confusedTurn);
  const thisTurn = (kind: EffectView['kind'], text: string, cardValue?: number) =>
    out.push({ kind, turnsLeft: 1, startsIn: 0, until: t, text, ...(cardValue !== undefined ? { cardValue } : {}) });
  if (w.shielded) thisTurn('shield', 'Shield: this turn');
  if (w.countered) thisTurn('counter-spell', 'Counter Spell: this turn');
  if (w.mirrored) thisTurn('magic-mirror', 'Magic Mirror: this turn');
  if (w.veil) thisTurn('veil', `Unseen by Knot spells of value ${w.veil} or less: this turn`, w.veil);
  out.push(...rules.effects(s, w));
  return out;
}


/**
 * Whether the viewer may see if wizard `w` owes or has made its decision now: always, but in a
 * reaction window only its own (DR-35: whether another could cast a special spell is hidden).
 */
function statusShown(s: DuelingRunesState, w: Wizard, seat: Seat | null): boolean {
  return s.stage !== 'react' || (seat !== null && w.seat === seat);
}

function wizardView(rules: ViewHooks, s: DuelingRunesState, w: Wizard, index: number, seat: Seat | null): WizardView {
  const shown = statusShown(s, w, seat);
  return {
    index,
    name: w.name,
    seat: w.seat,
    automaton: w.seat === null,
    health: w.health,
    startingHealth: w.maxHealth,
    alive: w.alive,
    handSize: w.hand.length,
    sequence: w.sequence.map((entry) => ({ card: CARD_IDS[cardOf(entry)]!, faceUp: isFaceUp(entry) })),
    placed: revealedCard(s, w) >= 0 ? CARD_IDS[revealedCard(s, w)]! : null,
    energyFree: freeEnergy(w, { suns: 0, waves: 0, leaves: 0 }),
    energyUsed: { ...w.used },
    effects: effectsOf(rules, s, w),
    timers: {
      resistColdUntil: w.resistColdUntil,
      resistHeatUntil: w.resistHeatUntil,
      hasteFrom: w.hasteFrom,
      hasteUntil: w.hasteUntil,
      invisibleFrom: w.invisibleFrom,
      invisibleUntil: w.invisibleUntil,
      confusedTurn: w.confusedTurn,
      veil: w.veil,
      shielded: w.shielded,
      countered: w.countered,
      mirrored: w.mirrored,
    },
    owes: shown && w.owes,
    chosen: shown && w.pick !== null,
    ...rules.wizardView(s, w, index),
  };
}

function declarationView(rules: ViewHooks, s: DuelingRunesState, d: Declaration): DeclarationView {
  return {
    caster: d.caster,
    spellId: d.spell,
    spell: spellName(d.spell),
    rune: SPELLS[d.spell].phase!,
    energy: d.energy,
    power: d.power,
    target: d.target,
    cardValue: d.value,
    hide: d.hide ? d.hide.map((c) => CARD_IDS[c]!) : null,
    text: `${s.wizards[d.caster]!.name}: ${declarationWords(s, d)}`,
    ...rules.declarationView(s, d),
  };
}

function names(s: DuelingRunesState, pred: (w: Wizard) => boolean): string {
  const list = s.wizards.filter(pred).map((w) => w.name);
  return list.length ? list.join(', ') : 'nobody';
}

/** A one-line explanation of what the table is waiting for. */
export function prompt(s: DuelingRunesState): string {
  const waiting = names(s, (w) => w.owes);
  const turn = `Turn ${s.turn}${s.mini ? ' (haste mini-turn)' : ''}`;
  switch (s.stage) {
    case 'choose':
      return `${turn}: waiting for ${waiting} to choose a card in secret.`;
    case 'redraw':
      return `${turn}: the confused automaton drew ${TITLE[s.offered]}; waiting for ${waiting} to keep it or make it redraw once.`;
    case 'react':
      // Nobody is named: who is asked in a window is hidden (DR-35).
      return `${turn}: reaction window after ${s.reactAfter === 'reveal' ? 'the reveal' : 'the declaration'}: anyone able may cast Counter Spell or Magic Mirror.`;
    case 'declare':
      return `${turn}, ${PHASE_NAME[s.phase]} phase, card value ${s.groupValue}: waiting for ${waiting} to declare a spell or pass.`;
    case 'amnesia':
      return `${turn}: waiting for ${waiting} to choose the cards Amnesia turns face down.`;
    case 'charm':
      return `${turn}: waiting for ${waiting} to choose, in secret, the card each charmed wizard places.`;
    case 'attack':
      return `${turn}, Wyrm phase, card value ${s.groupValue}: waiting for ${waiting} to send a monster to attack or hold it back.`;
    default:
      return s.results ? 'The duel is over.' : '';
  }
}

/** The phase a view shows resolving (declarations, amnesia, attacks and the windows after a declaration), else null: between phases. */
export function shownPhase(s: DuelingRunesState): Phase | null {
  return s.stage === 'declare' || s.stage === 'amnesia' || s.stage === 'attack' || (s.stage === 'react' && s.reactAfter === 'declare') ? s.phase : null;
}

/** What seat `seat` (null: a spectator) sees of a duel, with the hooks of its variant (`rules`, src/variants.ts). */
export function view(rules: ViewHooks, s: DuelingRunesState, seat: Seat | null): DuelingRunesView {
  const mine = wizardOfSeat(s, seat);
  const task = amnesiaToChoose(s, seat);
  const phase = shownPhase(s);
  return {
    seat,
    rules: {
      players: s.config.players,
      courts: s.config.courts,
      counterSpell: s.config.counterSpell.slice(),
      magicMirror: s.config.magicMirror.slice(),
      maxTurns: s.config.maxTurns,
      // A basic config names no variant (config.ts), and its view names none either.
      ...(s.config.variant === undefined ? {} : { variant: s.config.variant }),
      ...(s.config.table === undefined ? {} : { table: s.config.table }),
      ...(s.config.recipes === undefined ? {} : { recipes: s.config.recipes.map((r) => ({ ...r, energy: r.energy.slice(), readings: { ...r.readings } })) }),
    },
    turn: s.turn,
    miniTurn: s.mini,
    stage: s.stage,
    phase,
    declaringValue: phase === null ? null : s.groupValue,
    reactionAfter: s.stage === 'react' ? s.reactAfter : null,
    prompt: prompt(s),
    wizards: s.wizards.map((w, i) => wizardView(rules, s, w, i, seat)),
    hand: handSeenBy(s, seat).map((c) => CARD_IDS[c]!),
    myChoice: mine?.pick ? formatAction(mine.pick) : null,
    myAmnesia: task ? { target: task.target, count: task.count, faceUp: s.wizards[task.target]!.sequence.filter(isFaceUp).map((c) => CARD_IDS[c]!) } : null,
    drawPileSize: s.drawPile.length - (s.drawPile.includes(EXCUSE) ? 1 : 0),
    discardPile: s.discardPile.map((c) => CARD_IDS[c]!),
    declared: s.declared.map((d) => declarationView(rules, s, d)),
    offered: s.offered >= 0 ? CARD_IDS[s.offered]! : null,
    results: s.results ? s.results.slice() : null,
    ...rules.tableView(s, seat),
  };
}
