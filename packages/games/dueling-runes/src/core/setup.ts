/** Setting up a duel (DR-1, DR-3, DR-17, DR-23) and the layout override. */
import { Rng, findCard, seedRng } from '@decktet/decktet';
import { type Result, defaultNames, err, ok } from '@decktet/engine';
import { ABOVE_EVERY_VALUE, EXCUSE, TITLE, cardNumber, playableCards } from './cards';
import { type DuelingRunesConfig, type DuelingRunesLayout, wizardCount } from './config';
import type { VariantRules } from './variant';
import { FULL_HAND, insertExcuse } from './deck';
import { AUTOMATON_NAME, idOf, tell } from './log';
import type { DuelingRunesState, Wizard } from './state';
import { advance, startTurn } from './turn';
import { Scratch } from '../fast/scratch';

export function newWizard(name: string, seat: number | null, health: number): Wizard {
  return {
    name,
    seat,
    health,
    maxHealth: health,
    alive: true,
    hand: [],
    sequence: [],
    resistColdUntil: 0,
    resistHeatUntil: 0,
    hasteFrom: 0,
    hasteUntil: 0,
    invisibleFrom: 0,
    invisibleUntil: 0,
    confusedTurn: 0,
    shielded: false,
    countered: false,
    mirrored: false,
    veil: 0,
    placed: -1,
    used: { suns: 0, waves: 0, leaves: 0 },
    owes: false,
    pick: null,
  };
}

interface Deal {
  hands: number[][];
  sequences: number[][];
  discardPile: number[];
  /** Bottom first. */
  drawPile: number[];
  health: number[] | null;
}

function randomDeal(config: DuelingRunesConfig, rng: Rng, automaton: number): Deal {
  const pile = rng.shuffle(playableCards(config.courts));
  const n = wizardCount(config);
  const hands: number[][] = [];
  const sequences: number[][] = [];
  for (let w = 0; w < n; w++) {
    hands.push([]);
    sequences.push([]);
  }
  // Five cards each, dealt one at a time from the top (the end of the array).
  for (let round = 0; round < FULL_HAND; round++) for (let w = 0; w < n; w++) if (w !== automaton) hands[w]!.push(pile.pop()!);
  insertExcuse(pile, rng);
  return { hands, sequences, discardPile: [], drawPile: pile, health: null };
}

/** Builds the deal a layout describes, or says what is wrong with it. */
function layoutDeal(config: DuelingRunesConfig, layout: DuelingRunesLayout, automaton: number): Result<Deal> {
  const n = wizardCount(config);
  const bad = (why: string) => err('invalid-layout', `invalid Dueling Runes layout: ${why}`);
  const hands = layout.hands.slice();
  if (automaton >= 0 && hands.length === 1) hands.push([]);
  if (hands.length !== n) return bad(`give one hand per wizard (${n})`);
  if (automaton >= 0 && hands[automaton]!.length) return bad('the automaton has no hand');
  if (layout.sequences && layout.sequences.length !== n) return bad(`give one sequence per wizard (${n})`);
  if (layout.health && layout.health.length !== n) return bad(`give one health per wizard (${n})`);
  if (layout.health?.some((h, i) => h > config.health[i]!)) return bad('a wizard\'s health is above its starting health');
  const deck = new Set(playableCards(config.courts));
  const seen = new Set<number>();
  const convert = (ids: readonly string[], where: string, excuseAllowed = false): Result<number[]> => {
    const out: number[] = [];
    for (const id of ids) {
      const c = cardNumber(id);
      if (c === undefined || !findCard(id)) return bad(`unknown card "${id}" in ${where}`);
      if (c === EXCUSE ? !excuseAllowed : !deck.has(c)) return bad(`${TITLE[c]} is not a playable card of this deck (${where})`);
      if (seen.has(c)) return bad(`${TITLE[c]} appears twice`);
      seen.add(c);
      out.push(c);
    }
    return ok(out);
  };
  const handCards: number[][] = [];
  for (const [i, h] of hands.entries()) {
    const r = convert(h, `hand ${i + 1}`);
    if (!r.ok) return r;
    handCards.push(r.value);
  }
  const sequences: number[][] = [];
  for (const [i, q] of (layout.sequences ?? hands.map(() => [])).entries()) {
    const r = convert(q, `sequence ${i + 1}`);
    if (!r.ok) return r;
    sequences.push(r.value);
  }
  const discard = convert(layout.discardPile ?? [], 'the discard pile');
  if (!discard.ok) return discard;
  const named = convert(layout.drawPile ?? [], 'the draw pile', true);
  if (!named.ok) return named;
  const topDown = named.value.slice();
  for (const c of deck) if (!seen.has(c)) topDown.push(c);
  if (!seen.has(EXCUSE)) topDown.push(EXCUSE);
  return ok({ hands: handCards, sequences, discardPile: discard.value, drawPile: topDown.reverse(), health: layout.health ?? null });
}

/** A new duel of the variant `rules` (src/variants.ts) with `config`, dealt from `seed` or by the layout. */
export function setup(rules: VariantRules, config: DuelingRunesConfig, seed: string, options: { layout?: DuelingRunesLayout; names?: readonly string[] } = {}): Result<DuelingRunesState> {
  const rng = Rng.from(seedRng(seed));
  const automaton = config.players === 1 ? 1 : -1;
  const names = defaultNames(config.players, options.names);
  const n = wizardCount(config);
  const deal = options.layout ? layoutDeal(config, options.layout, automaton) : ok(randomDeal(config, rng, automaton));
  if (!deal.ok) return deal;
  const d = deal.value;
  const wizards: Wizard[] = [];
  for (let i = 0; i < n; i++) {
    const w = newWizard(i === automaton ? AUTOMATON_NAME : names[i]!, i === automaton ? null : i, config.health[i]!);
    w.hand = d.hands[i]!;
    w.sequence = d.sequences[i]!;
    if (d.health) w.health = d.health[i]!;
    rules.equip(w);
    wizards.push(w);
  }
  const s: DuelingRunesState = {
    log: [],
    names,
    config,
    automaton,
    wizards,
    turn: 1,
    mini: false,
    stage: 'choose',
    phase: 'moon',
    groupValue: ABOVE_EVERY_VALUE,
    reactAfter: 'reveal',
    drawPile: d.drawPile,
    discardPile: d.discardPile,
    rng: rng.state(),
    declared: [],
    offered: -1,
    results: null,
    // Counted from the start: a state that gains the field later changes its shape for the engine
    // running the rules, and every function reading states then slows down.
    windowDecisions: 0,
  };
  tell(s, { type: 'start', health: wizards.map((w) => w.maxHealth), deck: config.courts ? 'courts' : 'basic' });
  for (const w of wizards) if (w.seat !== null) tell(s, { type: 'hand', cards: w.hand.map(idOf) }, [w.seat]);
  const scratch = new Scratch(s.config, rules);
  startTurn(s, scratch);
  advance(s, true, scratch);
  return ok(s);
}

