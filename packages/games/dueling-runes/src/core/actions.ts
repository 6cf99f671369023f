/**
 * Actions and their notation (docs/games/dueling-runes.md; RULES.md shows it to players).
 * Wizards are numbered from 1 in the notation (`at 2`) and from 0 in action objects
 * (`target: 1`), like seats; a monster is named by its owner (`at monster 2`, `monster: true`).
 */
import { type Result, err, ok } from '@decktet/engine';
import { findCard, type CardId, SUITS, SUIT_NAME, unknownCardMessage } from '@decktet/decktet';
import { cardNumber } from './cards';
import { ENERGIES, type Energy, PHASES, PHASE_NAME, type Phase, type Rune, type RuneCounts } from './runes';
import { SPELLS, SPELLS_CAST_BY_NAME, type SpellCastByName, isCastByName, spellCastWith } from './spells-table';

export type DuelingRunesAction =
  /** Choose the card to place this (mini-)turn; in the `charm` stage, the card a charmed wizard places (DRA-17). */
  | { type: 'play'; card: CardId }
  /** Decline: no spell, no special spell, no attack. */
  | { type: 'pass' }
  /**
   * Declare a spell: activation rune, energy type and count (none: power 0), target wizard (Moon
   * spells: none); in the Advanced Game a Wyrm spell may aim at the target's monster (DRA-11).
   */
  | { type: 'cast'; rune: Phase; energy: Energy | null; power: number; target: number | null; monster?: true }
  /** The Advanced Game: declare an advanced spell with the runes of each type of its recipe (DRA-2), at a wizard, a monster or none. */
  | { type: 'cast-advanced'; spell: SpellCastByName; energy: RuneCounts; target: number | null; monster?: true }
  /** The Advanced Game: send your monster at a wizard or at another wizard's monster (DRA-13). */
  | { type: 'attack'; target: number; monster?: true }
  /** A special spell from the hand (DR-16), discarding a minimal set of cards. */
  | { type: 'counter' | 'mirror'; target: number; discard: CardId[] }
  /** Amnesia: the cards of the target's sequence to turn face down (DR-14). */
  | { type: 'hide'; cards: CardId[] }
  /** Solitaire: let the confused automaton keep its card, or make it redraw once (DR-21). */
  | { type: 'keep' }
  | { type: 'redraw' };

/** " at 2", " at monster 2", or nothing. */
function atWords(target: number | null, monster: true | undefined): string {
  return target === null ? '' : ` at ${monster ? 'monster ' : ''}${target + 1}`;
}

const byChart = (a: CardId, b: CardId) => (cardNumber(a) ?? 0) - (cardNumber(b) ?? 0);

export function formatAction(a: DuelingRunesAction): string {
  switch (a.type) {
    case 'play':
      return `play ${a.card}`;
    case 'cast': {
      let text = `cast ${a.rune}`;
      if (a.energy) text += ` ${a.energy} ${a.power}`;
      return text + atWords(a.target, a.monster);
    }
    case 'cast-advanced': {
      // A loop, not a map and a join: a search names every legal cast at every iteration.
      let text = `cast ${a.spell}`;
      for (const rune of SPELLS[a.spell].energy) text += ` ${rune} ${a.energy[rune]}`;
      return text + atWords(a.target, a.monster);
    }
    case 'attack':
      return `attack${atWords(a.target, a.monster)}`;
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
const isRuneCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 4;
const runeWords = (runes: readonly Rune[]) => runes.map((r) => SUIT_NAME[r]).join(' and ');

/** A target and the monster mark, in canonical form: `monster` only when true, and only with a target (DRA-11). */
function aimOf(v: Record<string, unknown>, what: string): Result<{ target: number | null; monster?: true }> {
  const target = v.target === undefined ? null : v.target;
  if (target !== null && !isWizardIndex(target)) return err('malformed-action', 'the target must be a wizard number');
  if (v.monster !== undefined && typeof v.monster !== 'boolean') return err('malformed-action', 'monster is true (aimed at the target\'s monster) or left out');
  if (v.monster !== true) return ok({ target });
  if (target === null) return err('malformed-action', `${what} aimed at a monster names its owner: "at monster <wizard>"`);
  return ok({ target, monster: true });
}

/**
 * An advanced spell's energy in canonical form, the recipe's types in its order (DRA-2): exactly
 * the types of its recipe, each used 1 to 4 times.
 */
function recipeCounts(spell: SpellCastByName, v: unknown): Result<RuneCounts> {
  const recipe = SPELLS[spell];
  const name = recipe.name;
  if (!isObject(v)) return err('malformed-action', `${name} needs its energy: the runes of each type, e.g. { ${recipe.energy.map((r) => `"${r}": 1`).join(', ')} }`);
  for (const [rune, n] of Object.entries(v)) {
    if (!(SUITS as readonly string[]).includes(rune)) return err('malformed-action', `"${rune}" is not a rune: the runes are ${SUITS.join(', ')}`);
    if (!recipe.energy.includes(rune as Rune)) return err('malformed-action', `${SUIT_NAME[rune as Rune]} is not in the recipe of ${name}: its energy is ${runeWords(recipe.energy)} (DRA-3)`);
    if (!isRuneCount(n)) return err('malformed-action', `the runes of a type a spell uses are counted 1 to 4 (${rune}: ${String(n)})`);
  }
  const missing = recipe.energy.filter((rune) => v[rune] === undefined);
  if (missing.length) return err('malformed-action', `${name} needs at least one rune of each of ${runeWords(recipe.energy)} (DRA-2); ${runeWords(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`);
  return ok(Object.fromEntries(recipe.energy.map((rune) => [rune, v[rune] as number])) as RuneCounts);
}

function cardList(v: unknown, what: string): Result<CardId[]> {
  if (!Array.isArray(v) || v.length === 0 || v.length > 5) return err('malformed-action', `${what} must be a list of 1 to 5 card ids`);
  for (const id of v) if (typeof id !== 'string' || !findCard(id)) return err('unknown-card', unknownCardMessage(id, what));
  const ids = (v as CardId[]).slice().sort(byChart);
  if (new Set(ids).size !== ids.length) return err('malformed-action', `a card is named twice in ${what}`);
  return ok(ids);
}

/** Checks an action object's shape and puts it in canonical form (card lists in chart order). */
export function normalizeAction(v: unknown): Result<DuelingRunesAction> {
  if (!isObject(v) || typeof v.type !== 'string') return err('malformed-action', 'an action is an object with a "type" (play, pass, cast, cast-advanced, attack, counter, mirror, hide, keep, redraw)');
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
      const aim = aimOf(v, 'a spell');
      if (!aim.ok) return aim;
      return ok({ type: 'cast', rune, energy, power, ...aim.value });
    }
    case 'cast-advanced': {
      if (typeof v.spell !== 'string' || !isCastByName(v.spell)) return err('malformed-action', unknownSpell(v.spell));
      const energy = recipeCounts(v.spell, v.energy);
      if (!energy.ok) return energy;
      const aim = aimOf(v, SPELLS[v.spell].name);
      if (!aim.ok) return aim;
      return ok({ type: 'cast-advanced', spell: v.spell, energy: energy.value, ...aim.value });
    }
    case 'attack': {
      if (!isWizardIndex(v.target)) return err('malformed-action', 'attack needs a target: a wizard, or a wizard\'s monster');
      const aim = aimOf(v, 'an attack');
      if (!aim.ok) return aim;
      return ok({ type: 'attack', target: v.target, ...(aim.value.monster ? { monster: true as const } : {}) });
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
  '"counter at <wizard> discard <card,card>", "mirror at <wizard> discard <card,…>", "hide <card,…>", "keep", "redraw"; ' +
  'in the Advanced Game also "cast <spell> <rune> <n> <rune> <n>… [at [monster] <wizard>]" and "attack at [monster] <wizard>"';

function unknownSpell(word: unknown): string {
  return `unknown spell "${String(word)}": a basic spell is cast with its activation rune (moon, wyrm, knot), an advanced one by its name (${SPELLS_CAST_BY_NAME.join(', ')})`;
}

function wizardNumber(word: string | undefined): number | null {
  if (word === undefined || !/^[1-4]$/.test(word)) return null;
  return Number(word) - 1;
}

/** "at 2", "at monster 2" (the rest of the words), or nothing: the target and the monster mark, or why not. */
function readAim(words: readonly string[]): { target: number | null; monster?: true } | string {
  if (words.length === 0) return { target: null };
  const monster = words[1] === 'monster';
  if (words[0] !== 'at' || words.length !== (monster ? 3 : 2)) return 'the target comes last: "at <wizard number>" or "at monster <wizard number>"';
  const target = wizardNumber(words[monster ? 2 : 1]);
  if (target === null) return 'wizards are numbered 1 to 4';
  return monster ? { target, monster: true } : { target };
}

/** "suns 2 moons 1 …" up to "at": each rune with its count, or why not. */
function readCounts(words: string[]): [Rune, number][] | string {
  const pairs: [Rune, number][] = [];
  while (words.length && words[0] !== 'at') {
    const rune = words.shift()!;
    const n = words.shift();
    if (!(SUITS as readonly string[]).includes(rune)) return `"${rune}" is not a rune: the runes are ${SUITS.join(', ')}`;
    if (!n || !/^[1-4]$/.test(n)) return `give the number of runes after each type, 1 to 4, e.g. "cast wyrm suns 3 at 2"`;
    if (pairs.some(([r]) => r === rune)) return `${rune} is named twice`;
    pairs.push([rune as Rune, Number(n)]);
  }
  return pairs;
}

/** "cast …": a basic cast by its activation rune, or an advanced one by its name or by its recipe's runes (DRA-2). */
function readCast(words: string[], bad: (why: string) => Result<DuelingRunesAction>): Result<DuelingRunesAction> {
  const head = words.shift();
  const counts = readCounts(words);
  if (typeof counts === 'string') return bad(counts);
  const aim = readAim(words);
  if (typeof aim === 'string') return bad(aim);
  const phase = PHASES.find((p) => p === head);
  const energy = Object.fromEntries(counts);
  if (phase && counts.length <= 1 && counts.every(([rune]) => (ENERGIES as readonly string[]).includes(rune))) {
    const [only] = counts;
    return normalizeAction({ type: 'cast', rune: phase, energy: only ? only[0] : null, power: only ? only[1] : 0, ...aim });
  }
  if (phase) {
    // Several types of energy, or an activation rune as energy: the recipe says which advanced spell it is.
    const spell = spellCastWith(phase, counts.map(([rune]) => rune));
    if (!spell) return bad(`no ${counts.length > 1 ? 'advanced spell' : 'spell'} is cast with ${runeWords(counts.map(([rune]) => rune))} at a ${PHASE_NAME[phase]} (DRA-3)`);
    return normalizeAction({ type: 'cast-advanced', spell, energy, ...aim });
  }
  if (!head || !isCastByName(head)) return bad(unknownSpell(head ?? ''));
  return normalizeAction({ type: 'cast-advanced', spell: head, energy, ...aim });
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
    case 'cast':
      return readCast(rest, bad);
    case 'attack': {
      const aim = readAim(rest);
      if (typeof aim === 'string') return bad(aim);
      if (aim.target === null) return bad('name what the monster attacks: "attack at <wizard>" or "attack at monster <wizard>"');
      return normalizeAction({ type: 'attack', ...aim });
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
