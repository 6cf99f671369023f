/**
 * Actions and their notation (docs/games/dueling-runes.md; RULES.md shows it to players).
 * Wizards are numbered from 1 in the notation (`at 2`) and from 0 in action objects
 * (`target: 1`), like seats.
 */
import { type Result, err, ok } from '@decktet/engine';
import { findCard, type CardId, unknownCardMessage } from '@decktet/decktet';
import { cardNumber } from './cards';
import { ENERGIES, type Energy, PHASES, type Phase } from './runes';

export type DuelingRunesAction =
  /** Choose the card to place this (mini-)turn. */
  | { type: 'play'; card: CardId }
  /** Decline: no spell, no special spell. */
  | { type: 'pass' }
  /** Declare a spell: activation rune, energy type and count (none: power 0), target wizard (Moon spells: none). */
  | { type: 'cast'; rune: Phase; energy: Energy | null; power: number; target: number | null }
  /** A special spell from the hand (DR-16), discarding a minimal set of cards. */
  | { type: 'counter' | 'mirror'; target: number; discard: CardId[] }
  /** Amnesia: the cards of the target's sequence to turn face down (DR-14). */
  | { type: 'hide'; cards: CardId[] }
  /** Solitaire: let the confused automaton keep its card, or make it redraw once (DR-21). */
  | { type: 'keep' }
  | { type: 'redraw' };

const byChart = (a: CardId, b: CardId) => (cardNumber(a) ?? 0) - (cardNumber(b) ?? 0);

export function formatAction(a: DuelingRunesAction): string {
  switch (a.type) {
    case 'play':
      return `play ${a.card}`;
    case 'cast': {
      let text = `cast ${a.rune}`;
      if (a.energy) text += ` ${a.energy} ${a.power}`;
      if (a.target !== null) text += ` at ${a.target + 1}`;
      return text;
    }
    case 'counter':
    case 'mirror':
      return `${a.type} at ${a.target + 1} discard ${a.discard.join(',')}`;
    case 'hide':
      return `hide ${a.cards.join(',')}`;
    default:
      return a.type;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isWizardIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 4;

function cardList(v: unknown, what: string): Result<CardId[]> {
  if (!Array.isArray(v) || v.length === 0 || v.length > 5) return err('malformed-action', `${what} must be a list of 1 to 5 card ids`);
  for (const id of v) if (typeof id !== 'string' || !findCard(id)) return err('unknown-card', unknownCardMessage(id, what));
  const ids = (v as CardId[]).slice().sort(byChart);
  if (new Set(ids).size !== ids.length) return err('malformed-action', `a card is named twice in ${what}`);
  return ok(ids);
}

/** Checks an action object's shape and puts it in canonical form (card lists in chart order). */
export function normalizeAction(v: unknown): Result<DuelingRunesAction> {
  if (!isObject(v) || typeof v.type !== 'string') return err('malformed-action', 'an action is an object with a "type" (play, pass, cast, counter, mirror, hide, keep, redraw)');
  switch (v.type) {
    case 'pass':
    case 'keep':
    case 'redraw':
      return ok({ type: v.type });
    case 'play':
      if (typeof v.card !== 'string') return err('malformed-action', 'play needs a card id');
      if (!findCard(v.card)) return err('unknown-card', unknownCardMessage(v.card));
      return ok({ type: 'play', card: v.card });
    case 'cast': {
      const rune = PHASES.find((r) => r === v.rune);
      if (!rune) return err('malformed-action', 'cast needs an activation rune: moon, wyrm or knot');
      const energy = v.energy === null || v.energy === undefined ? null : ENERGIES.find((e) => e === v.energy);
      if (energy === undefined) return err('malformed-action', 'the energy must be suns, waves, leaves or none');
      const power = energy === null ? (v.power ?? 0) : v.power;
      if (typeof power !== 'number' || !Number.isInteger(power) || (energy === null ? power !== 0 : power < 1 || power > 4)) {
        return err('malformed-action', 'the power is the number of energy runes used, 1 to 4 (0 with no energy: Shield, Hit, Confusion)');
      }
      const target = v.target === undefined ? null : v.target;
      if (target !== null && !isWizardIndex(target)) return err('malformed-action', 'the target must be a wizard number');
      return ok({ type: 'cast', rune, energy, power, target });
    }
    case 'counter':
    case 'mirror': {
      if (!isWizardIndex(v.target)) return err('malformed-action', `${v.type} needs a target wizard`);
      const discard = cardList(v.discard, 'the discarded cards');
      if (!discard.ok) return discard;
      return ok({ type: v.type, target: v.target, discard: discard.value });
    }
    case 'hide': {
      const cards = cardList(v.cards, 'the cards to turn face down');
      if (!cards.ok) return cards;
      return ok({ type: 'hide', cards: cards.value });
    }
    default:
      return err('malformed-action', `unknown action type "${v.type}"`);
  }
}

const USAGE =
  'write one of: "play <card>", "pass", "cast <moon|wyrm|knot> [<suns|waves|leaves> <n>] [at <wizard>]", ' +
  '"counter at <wizard> discard <card,card>", "mirror at <wizard> discard <card,…>", "hide <card,…>", "keep", "redraw"';

function wizardNumber(word: string | undefined): number | null {
  if (word === undefined || !/^[1-4]$/.test(word)) return null;
  return Number(word) - 1;
}

export function parseAction(text: string): Result<DuelingRunesAction> {
  const words = String(text).trim().toLowerCase().split(/\s+/).filter(Boolean);
  const bad = (why: string) => err('malformed-action', `cannot read "${text}": ${why}; ${USAGE}`);
  const [head, ...rest] = words;
  switch (head) {
    case 'pass':
    case 'keep':
    case 'redraw':
      return rest.length ? bad(`"${head}" takes nothing after it`) : ok({ type: head });
    case 'play':
      if (rest.length !== 1) return bad('name one card, e.g. "play penitent"');
      return normalizeAction({ type: 'play', card: rest[0] });
    case 'cast': {
      const rune = rest.shift();
      let energy: string | null = null;
      let power = 0;
      if (rest[0] && rest[0] !== 'at') {
        energy = rest.shift()!;
        const n = rest.shift();
        if (!n || !/^[1-4]$/.test(n)) return bad('give the number of energy runes after the energy type, e.g. "cast wyrm suns 3 at 2"');
        power = Number(n);
      }
      let target: number | null = null;
      if (rest.length) {
        if (rest[0] !== 'at' || rest.length !== 2) return bad('the target comes last: "at <wizard number>"');
        target = wizardNumber(rest[1]);
        if (target === null) return bad('wizards are numbered 1 to 4');
      }
      return normalizeAction({ type: 'cast', rune, energy, power, target });
    }
    case 'counter':
    case 'mirror': {
      if (rest.length !== 4 || rest[0] !== 'at' || rest[2] !== 'discard') return bad(`write "${head} at <wizard> discard <card,card>"`);
      const target = wizardNumber(rest[1]);
      if (target === null) return bad('wizards are numbered 1 to 4');
      return normalizeAction({ type: head, target, discard: rest[3]!.split(',') });
    }
    case 'hide':
      if (rest.length !== 1) return bad('list the cards with commas, e.g. "hide pact,forest"');
      return normalizeAction({ type: 'hide', cards: rest[0]!.split(',') });
    default:
      return bad('unknown action');
  }
}
