/**
 * The course of a turn (DR-8): haste mini-turn, regular turn, each resolved through a reaction
 * window and the Moon, Wyrm and Knot phases, then the end of the turn. `advance` runs every step
 * that needs no decision, and stops when someone owes one or the duel is over.
 */
import { type CardId, Rng } from '@decktet/decktet';
import type { SeatResult } from '@decktet/engine';
import { ABOVE_EVERY_VALUE, cardNumber } from './cards';
import type { DuelingRunesAction } from './actions';
import { automatonHides } from './automaton';
import { DRAWN_PER_TURN, FULL_HAND, discard, drawCard } from './deck';
import { canDeclare, canDeclareWith } from './options';
import { askWhoCanCastSpecial } from './recipes';
import type { Scratch } from '../fast/scratch';
import { type Phase, phaseAfter } from './runes';
import { activeRunes, discardAll, placeCard, placedValue, spend, trimSequence } from './sequence';
import { type PlacedFrom, declaredFacts, idOf, tell } from './log';
import { amnesiaTask, amnesiaTaskOf, applyGroup, applySpecials } from './spells';
import { spellOf } from './spells-table';
import { type Declaration, type DuelingRunesState, type Wizard, countWindowDecision, emptyList, isHasted, livingCount, removeFromHand, takeFromHand } from './state';

const isConfused = (s: DuelingRunesState, w: Wizard) => w.confusedTurn === s.turn;

/** Is a living player left (solitaire: to decide for the confused automaton, DR-21)? */
function someoneToDecide(s: DuelingRunesState): boolean {
  for (const o of s.wizards) if (o.alive && o.seat !== null) return true;
  return false;
}

/** Starts turn `s.turn`: a haste mini-turn if some living hasted wizard can place a card (DR-8, DR-12). */
export function startTurn(s: DuelingRunesState, scratch: Scratch): void {
  let mini = false;
  for (const w of s.wizards) if (w.alive && isHasted(w, s.turn) && (w.seat === null || w.hand.length > 0)) mini = true;
  startPlacement(s, mini, scratch);
}

/** Would wizard `w` choose the card it places now, from its hand (not confused, hasted in a mini-turn)? */
function placesFromHand(s: DuelingRunesState, w: Wizard): boolean {
  return w.alive && w.seat !== null && w.hand.length > 0 && !isConfused(s, w) && (!s.mini || isHasted(w, s.turn));
}

function startPlacement(s: DuelingRunesState, mini: boolean, scratch: Scratch): void {
  s.mini = mini;
  s.stage = 'choose';
  for (const w of s.wizards) {
    w.placed = -1;
    w.used.suns = w.used.waves = w.used.leaves = 0;
    w.pick = null;
    w.owes = placesFromHand(s, w);
  }
  scratch.rules.startPlacement(s, (w) => placesFromHand(s, w));
}

/** The cards placed at a reveal, for its log line: who placed which, and how. */
interface Shown {
  wizards: number[];
  cards: CardId[];
  from: PlacedFrom[];
}

function show(shown: Shown, wizard: number, card: number, from: PlacedFrom): void {
  shown.wizards.push(wizard);
  shown.cards.push(idOf(card));
  shown.from.push(from);
}

/** Everyone chose: the cards are revealed and placed together (DR-8, DR-15, DR-21). */
function reveal(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  let placedAny = false;
  const shown: Shown | null = log ? { wizards: [], cards: [], from: [] } : null;
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    const pick = w.pick;
    w.pick = null;
    if (!w.alive || (s.mini && !isHasted(w, s.turn))) continue;
    if (w.seat === null) {
      const c = drawCard(s, i, log);
      if (c < 0) continue;
      const charmed = scratch.rules.chooserOf(s, w) >= 0;
      if ((isConfused(s, w) || charmed) && someoneToDecide(s)) {
        // DR-21: the player may make the confused automaton redraw once; so may its charmer (DRA-17).
        s.offered = c;
        if (log) tell(s, { type: isConfused(s, w) ? 'confused-draw' : 'charmed-draw', wizard: i, card: idOf(c) });
        continue;
      }
      placeCard(s, w, c);
      placedAny = true;
      if (shown) show(shown, i, c, 'pile');
      continue;
    }
    if (w.hand.length === 0) continue;
    let c: number;
    let from: PlacedFrom = 'hand';
    if (isConfused(s, w)) {
      const rng = Rng.from(s.rng);
      c = w.hand[rng.int(0, w.hand.length - 1)]!;
      s.rng = rng.state();
      removeFromHand(w.hand, c);
      from = 'random';
    } else if (scratch.rules.chooserOf(s, w) >= 0) {
      // Confusion beats Charm; a charmed wizard places the card its charmer chose (DRA-17).
      c = scratch.rules.chosenCard(w);
      removeFromHand(w.hand, c);
      from = 'charmed';
    } else if (pick !== null && pick.type === 'play') c = takeFromHand(w.hand, pick.card);
    else continue;
    placeCard(s, w, c);
    placedAny = true;
    if (shown) show(shown, i, c, from);
  }
  if (shown?.wizards.length) tell(s, { type: 'turn', turn: s.turn, part: s.mini ? 'mini' : 'regular', ...shown });
  if (s.offered >= 0) {
    s.stage = 'redraw';
    for (const w of s.wizards) w.owes = w.alive && w.seat !== null;
    return;
  }
  if (placedAny) openWindow(s, 'reveal', log, scratch);
  else endMiniOrTurn(s, log, scratch);
}

/** Solitaire (DR-21, DR-25): keep the confused automaton's card, or discard it and place the next one. */
function settleRedraw(s: DuelingRunesState, redraw: boolean, log: boolean, scratch: Scratch): void {
  const a = s.wizards[s.automaton]!;
  let c = s.offered;
  s.offered = -1;
  if (redraw) {
    discard(s, c);
    c = drawCard(s, s.automaton, log);
  }
  if (c >= 0) placeCard(s, a, c);
  if (log) tell(s, { type: 'automaton-places', wizard: s.automaton, choice: redraw ? 'redraw' : 'keep', ...(c >= 0 ? { card: idOf(c) } : {}) });
  openWindow(s, 'reveal', log, scratch);
}

/**
 * A reaction window (DR-16): only wizards able to cast a special spell are asked; if nobody is, it
 * closes at once. Who is asked is hidden (the view shows every window alike, DR-35), and a table
 * hears of every window, the ones nobody is asked in too (`scratch.onWindow`, DR-36).
 */
function openWindow(s: DuelingRunesState, after: 'reveal' | 'declare', log: boolean, scratch: Scratch): void {
  s.stage = 'react';
  s.reactAfter = after;
  const asked = askWhoCanCastSpecial(s, scratch);
  scratch.onWindow?.(s);
  if (!asked) closeWindow(s, log, scratch);
}

function afterReactRound(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  const cast = applySpecials(s, log, scratch);
  for (const w of s.wizards) w.pick = null;
  if (cast) openWindow(s, s.reactAfter, log, scratch);
  else closeWindow(s, log, scratch);
}

/** Nobody cast a special spell: the Moon phase begins, or the declared group takes effect. */
function closeWindow(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  if (s.reactAfter === 'reveal') {
    s.phase = 'moon';
    s.groupValue = ABOVE_EVERY_VALUE;
    nextGroup(s, log, scratch);
  } else takeEffect(s, log, scratch);
}

/**
 * Asks the wizards who declare next in `phase` (DR-8, DR-26): of those whose new card can cast in
 * it (face up, carrying its rune, with someone to aim at), the ones whose card has the highest
 * value below the value that declared last. False if nobody is left to declare in this phase.
 */
function askNextGroup(s: DuelingRunesState, phase: Phase, scratch: Scratch): boolean {
  const below = s.groupValue;
  let best = 0;
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    w.pick = null;
    w.owes = false;
    const v = placedValue(w);
    if (!w.alive || v < best || v >= below) continue;
    const declares = canDeclareWith(s, i, phase, activeRunes(w));
    // A wizard whose card declares nothing may be asked all the same by the variant (a monster's owner, DRA-13).
    if (!declares && !scratch.rules.asksInGroup(s, i, phase)) continue;
    // A higher value than the group so far: it declares first, and alone.
    if (v > best) for (let j = 0; j < i; j++) s.wizards[j]!.owes = false;
    best = v;
    w.owes = declares && w.seat !== null;
  }
  if (best === 0) return false;
  s.phase = phase;
  s.groupValue = best;
  return true;
}

/** The next wizards to declare: the highest card value below the last, phase by phase (DR-8). */
function nextGroup(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  for (let phase: Phase | null = s.phase; phase !== null; phase = phaseAfter(phase)) {
    if (askNextGroup(s, phase, scratch)) {
      s.stage = 'declare';
      return;
    }
    s.groupValue = ABOVE_EVERY_VALUE;
  }
  endMiniOrTurn(s, log, scratch);
}

function toDeclaration(caster: number, a: DuelingRunesAction, value: number): Declaration | null {
  let d: Declaration;
  if (a.type === 'cast') d = { caster, spell: spellOf(a.rune, a.energy), energy: a.energy, power: a.power, target: a.target ?? caster, value, hide: null };
  else if (a.type === 'cast-advanced') d = { caster, spell: a.spell, energy: null, power: 0, target: a.target ?? caster, value, hide: null, counts: a.energy };
  else return null;
  if (a.monster) d.monster = true;
  return d;
}

/** The group's declarations are revealed together; their energy is spent (DR-6, DR-8). */
function revealDeclarations(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  // The list of the last group, emptied (it keeps its room) and filled with this group's.
  const declared = s.declared;
  emptyList(declared);
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    if (placedValue(w) !== s.groupValue || !canDeclare(s, i, s.phase)) continue;
    const d = w.seat === null ? scratch.rules.automatonDeclaration(s, i) : w.pick ? toDeclaration(i, w.pick, s.groupValue) : null;
    w.pick = null;
    if (log) tell(s, d ? { type: 'declare', wizard: i, ...declaredFacts(s, d) } : { type: 'pass', wizard: i });
    if (!d) continue;
    if (d.energy !== null) spend(w, d.energy, d.power);
    scratch.rules.spendDeclared(w, d, s.phase);
    declared.push(d);
  }
  if (declared.length) openWindow(s, 'declare', log, scratch);
  else afterGroupSpells(s, log, scratch);
}

/**
 * A group's spells have taken effect (or none was declared): the variant may ask who acts now (in
 * the Advanced Game's Wyrm phase the monsters of that card value attack, DRA-13); then the next
 * group declares.
 */
function afterGroupSpells(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  if (scratch.rules.afterGroup(s)) s.stage = 'attack';
  else nextGroup(s, log, scratch);
}

/** The attacks of the current value land together (DRA-13); the duel may end. */
function afterAttackRound(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  const died = scratch.rules.landAttacks(s, log, scratch.groupLists());
  if (died && livingCount(s) <= 1) endDuel(s, died, log);
  else nextGroup(s, log, scratch);
}

/**
 * Asks the wizards who must still choose cards for an Amnesia of the current group, and only
 * those; the automaton's choices are made on the spot (DR-14, DR-21, DR-31). False if nobody is asked.
 */
function askAmnesiaChoosers(s: DuelingRunesState): boolean {
  for (const w of s.wizards) {
    w.pick = null;
    w.owes = false;
  }
  let asked = false;
  for (let index = 0; index < s.declared.length; index++) {
    const task = amnesiaTask(s, index);
    if (!task) continue;
    if (task.chooser === s.automaton) s.declared[index]!.hide = automatonHides(s, task.target, task.count);
    else asked = s.wizards[task.chooser]!.owes = true;
  }
  return asked;
}

/** The declared group takes effect, once every Amnesia's cards are chosen (DR-14). */
function takeEffect(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  if (askAmnesiaChoosers(s)) {
    s.stage = 'amnesia';
    return;
  }
  const died = applyGroup(s, log, scratch);
  if (died && livingCount(s) <= 1) endDuel(s, died, log);
  else afterGroupSpells(s, log, scratch);
}

function afterAmnesiaRound(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    // A chooser's first open task is the one it chose for (others' tasks are for other choosers).
    const task = w.pick?.type === 'hide' ? amnesiaTaskOf(s, i) : null;
    if (task && w.pick?.type === 'hide') s.declared[task.index]!.hide = w.pick.cards.map((id) => cardNumber(id)!);
    w.pick = null;
  }
  takeEffect(s, log, scratch);
}

function endMiniOrTurn(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  if (s.mini) startPlacement(s, false, scratch);
  else endTurn(s, log, scratch);
}

/**
 * End of turn (DR-8 step 4): effects of this turn end, the fallen are cleared, wizards draw,
 * sequences are trimmed. The variant's hooks come first, with the draws and after them (the
 * Advanced Game: poison, a charmed wizard's extra draws, the end of lasting effects, DRA-25).
 */
function endTurn(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  const rules = scratch.rules;
  const died = rules.beforeTurnEnds(s, log);
  if (died && livingCount(s) <= 1) {
    endDuel(s, died, log);
    return;
  }
  for (const w of s.wizards) {
    w.shielded = w.countered = w.mirrored = false;
    w.veil = 0;
    w.placed = -1;
    w.pick = null;
    w.owes = false;
    if (!w.alive) discardAll(s, w);
  }
  const draws: { wizards: number[]; counts: number[] } | null = log ? { wizards: [], counts: [] } : null;
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    if (!w.alive || w.seat === null) continue;
    const had = w.hand.length;
    const goal = Math.min(FULL_HAND, had + DRAWN_PER_TURN + rules.extraDraws(s, w));
    while (w.hand.length < goal) {
      const c = drawCard(s, i, log);
      if (c < 0) break;
      w.hand.push(c);
    }
    if (draws && w.hand.length > had) {
      const drawn = w.hand.slice(had);
      draws.wizards.push(i);
      draws.counts.push(drawn.length);
      tell(s, { type: 'you-draw', cards: drawn.map(idOf) }, [w.seat]);
    }
  }
  if (draws?.wizards.length) tell(s, { type: 'draws', ...draws });
  rules.afterDraws(s);
  for (const w of s.wizards) trimSequence(s, w);
  if (s.config.maxTurns !== null && s.turn >= s.config.maxTurns) {
    endDuel(s, [], log, true);
    return;
  }
  s.turn++;
  startTurn(s, scratch);
}

/**
 * DR-18, DR-28, DR-29: the last wizard standing wins; if the last ones fall together (`fell`) it
 * is a draw among them; when time is up the living draw.
 */
function endDuel(s: DuelingRunesState, fell: readonly number[], log: boolean, timeUp = false): void {
  const aliveBefore = s.wizards.map((w, i) => w.alive || fell.includes(i));
  s.stage = 'over';
  for (const w of s.wizards) {
    w.owes = false;
    w.pick = null;
  }
  const living = s.wizards.filter((w) => w.alive);
  let results: SeatResult[];
  if (timeUp) results = s.wizards.map((w) => (w.alive ? 'draw' : 'loss'));
  else if (living.length === 1) results = s.wizards.map((w) => (w.alive ? 'win' : 'loss'));
  else results = s.wizards.map((_, i) => (aliveBefore[i] ? 'draw' : 'loss'));
  s.results = results;
  if (!log) return;
  const wizards = (alive: (i: number) => boolean) => s.wizards.flatMap((_, i) => (alive(i) ? [i] : []));
  if (timeUp) tell(s, { type: 'time-up', turn: s.turn, wizards: wizards((i) => s.wizards[i]!.alive) });
  else if (living.length === 1) tell(s, { type: 'win', wizard: s.wizards.indexOf(living[0]!), health: living[0]!.health });
  else tell(s, { type: 'fall-together', wizards: wizards((i) => aliveBefore[i]!) });
}

/** Runs every step that needs no decision, working in `scratch` (one caller's, see scratch.ts). */
export function advance(s: DuelingRunesState, log: boolean, scratch: Scratch): void {
  for (;;) {
    if (s.stage === 'over') return;
    for (const w of s.wizards) if (w.owes) return;
    switch (s.stage) {
      case 'choose':
        reveal(s, log, scratch);
        break;
      case 'react':
        afterReactRound(s, log, scratch);
        break;
      case 'declare':
        revealDeclarations(s, log, scratch);
        break;
      case 'amnesia':
        afterAmnesiaRound(s, log, scratch);
        break;
      case 'charm':
        scratch.rules.afterCharms(s, (w) => placesFromHand(s, w));
        break;
      case 'attack':
        afterAttackRound(s, log, scratch);
        break;
      case 'redraw':
        // Nobody left to decide (cannot happen while the player lives): the automaton keeps its card.
        settleRedraw(s, false, log, scratch);
        break;
    }
  }
}

/** Applies a legal decision of wizard `w` in place (`scratch` as for `advance`). */
export function act(s: DuelingRunesState, w: number, action: DuelingRunesAction, log: boolean, scratch: Scratch): void {
  const wizard = s.wizards[w]!;
  wizard.owes = false;
  if (s.stage === 'react') countWindowDecision(s);
  if (s.stage === 'redraw') {
    if (log) tell(s, { type: 'redraw-choice', wizard: w, choice: action.type === 'redraw' ? 'redraw' : 'keep' });
    settleRedraw(s, action.type === 'redraw', log, scratch);
  } else {
    wizard.pick = action;
  }
  advance(s, log, scratch);
}
