/**
 * What the Dueling Runes rules of thumb know of a position: a few facts per wizard, read either
 * from a seat's view (the `heuristic` bot) or from a state a search dealt for itself (playouts).
 * Both readers fill the same `Facts` with exactly what that seat's view shows — its own hand, every
 * sequence, health and timer, the revealed cards and declarations; never another seat's hand or
 * secret choice — and the state reader asks the game what the seat sees (`revealedCard`,
 * `handSeenBy`, `amnesiaToChoose`), so the one decision function in `dueling-runes.ts` decides the
 * same either way. What stops a spell is the game's own spell table (`protectionAgainst`).
 *
 * A reader keeps one `Facts` and overwrites it at every decision: a playout reads thousands of
 * positions a second and allocates little per step here.
 */
import type { CardId } from '@decktet/decktet';
import {
  type AdvancedTable,
  CARD_RUNES,
  CURRENT_TABLE,
  type CastMoment,
  type DuelingRunesState,
  type DuelingRunesView,
  type Energy,
  type Recipes,
  type RuneSet,
  type SpellId,
  type WizardView,
  TABLES,
  amnesiaToChoose,
  cardNumber as numberOf,
  faceUpCount,
  freeEnergy,
  handSeenBy,
  hasRune,
  recipeRunesOf,
  revealedCard,
  shownEnergy,
  shownPhase,
  tableOf,
} from '@decktet/dueling-runes';

/** A card id's number in the chart (ids here come from views and legal actions, so they exist). */
export const cardNumber = (id: CardId): number => numberOf(id)!;

/** Does card `c` (a chart number) carry `rune`? */
export const carries = (c: number, rune: Parameters<typeof hasRune>[1]): boolean => hasRune(CARD_RUNES[c]!, rune);

export interface WizardFacts {
  index: number;
  alive: boolean;
  health: number;
  maxHealth: number;
  /** The card placed this (mini-)turn once revealed, else -1. */
  placed: number;
  /** Energy runes per type on the face-up cards of the sequence. */
  readonly shown: Record<Energy, number>;
  /** Energy runes per type still free this (mini-)turn (DR-6). */
  readonly free: Record<Energy, number>;
  faceUp: number;
  resistColdUntil: number;
  resistHeatUntil: number;
  hasteUntil: number;
  invisibleFrom: number;
  invisibleUntil: number;
  shielded: boolean;
  countered: boolean;
  mirrored: boolean;
  /** The Advanced Game's lasting effects (last turn, 0: none; DRA-23), as the spell table's wards read them. */
  readonly advanced: AdvancedFacts;
  /** Its monster (DRA-14): `health` 0 when it has none. */
  readonly monster: MonsterFacts;
}

/** The three kinds of monster (DRA-4), as a view names them. */
export type MonsterKind = NonNullable<NonNullable<WizardView['advanced']>['monster']>['kind'];

export interface AdvancedFacts {
  protectionUntil: number;
  poisonUntil: number;
  poisonLoss: number;
  fearUntil: number;
  touchUntil: number;
  charmUntil: number;
  /** The wizard whose charm binds it (-1: none). */
  charmedBy: number;
}

export interface MonsterFacts {
  kind: MonsterKind;
  health: number;
  attack: number;
  fearUntil: number;
  poisonUntil: number;
  poisonLoss: number;
}

export interface DeclarationFacts {
  caster: number;
  target: number;
  spell: SpellId;
  power: number;
}

export interface Facts {
  turn: number;
  /** The deciding seat's wizard. */
  me: number;
  readonly wizards: WizardFacts[];
  wizardCount: number;
  /** The deciding seat's hand (card numbers). */
  readonly hand: number[];
  /** The runes Counter Spell and Magic Mirror need at this table (DR-16), and the rules they were read from. */
  counterRunes: RuneSet;
  mirrorRunes: RuneSet;
  rules: Recipes | null;
  /** The Advanced Game's table the duel plays with (DRA-33), read with the rules. */
  table: AdvancedTable;
  /** Where a spell declared now stands (the view's turn, phase and haste mini-turn): the moment its lasting effect's turns count from (`lastingAfter`). */
  readonly moment: { -readonly [K in keyof CastMoment]: CastMoment[K] };
  readonly declared: DeclarationFacts[];
  declaredCount: number;
  /** An open reaction window follows the reveal (before anyone declared). */
  reactAfterReveal: boolean;
  /** The wizard whose cards the decider's Amnesia turns face down, else -1. */
  amnesiaTarget: number;
  /** Solitaire: the card the confused automaton drew, else -1. */
  offered: number;
  /** The biggest attack living opponents can still make on `me` this (mini-)turn, by kind. */
  fire: number;
  cold: number;
  touch: number;
  /** The Advanced Game is played (DRA-1). */
  advanced: boolean;
  /** The decider chooses the card the wizard it charms places (stage `charm`, DRA-17). */
  charming: boolean;
}

const noEnergy = (): Record<Energy, number> => ({ suns: 0, waves: 0, leaves: 0 });

export function newFacts(): Facts {
  return {
    turn: 0,
    me: 0,
    wizards: [],
    wizardCount: 0,
    hand: [],
    counterRunes: 0 as RuneSet,
    mirrorRunes: 0 as RuneSet,
    rules: null,
    table: TABLES[CURRENT_TABLE],
    moment: { turn: 0, phase: null, mini: false },
    declared: [],
    declaredCount: 0,
    reactAfterReveal: false,
    amnesiaTarget: -1,
    offered: -1,
    fire: 0,
    cold: 0,
    touch: 0,
    advanced: false,
    charming: false,
  };
}

function wizardSlot(f: Facts, i: number): WizardFacts {
  let w = f.wizards[i];
  if (!w) {
    w = {
      index: i,
      alive: false,
      health: 0,
      maxHealth: 0,
      placed: -1,
      shown: noEnergy(),
      free: noEnergy(),
      faceUp: 0,
      resistColdUntil: 0,
      resistHeatUntil: 0,
      hasteUntil: 0,
      invisibleFrom: 0,
      invisibleUntil: 0,
      shielded: false,
      countered: false,
      mirrored: false,
      advanced: { protectionUntil: 0, poisonUntil: 0, poisonLoss: 0, fearUntil: 0, touchUntil: 0, charmUntil: 0, charmedBy: -1 },
      monster: { kind: 'troll', health: 0, attack: 0, fearUntil: 0, poisonUntil: 0, poisonLoss: 0 },
    };
    f.wizards[i] = w;
  }
  return w;
}

function declarationSlot(f: Facts, i: number): DeclarationFacts {
  let d = f.declared[i];
  if (!d) f.declared[i] = d = { caster: 0, target: 0, spell: 'hit', power: 0 };
  return d;
}

/** The timers and this turn's protections of a wizard: a view's `timers` and a state's wizard name them alike. */
type Timers = Pick<WizardFacts, 'resistColdUntil' | 'resistHeatUntil' | 'hasteUntil' | 'invisibleFrom' | 'invisibleUntil' | 'shielded' | 'countered' | 'mirrored'>;

function readTimers(w: WizardFacts, x: Timers): void {
  w.resistColdUntil = x.resistColdUntil;
  w.resistHeatUntil = x.resistHeatUntil;
  w.hasteUntil = x.hasteUntil;
  w.invisibleFrom = x.invisibleFrom;
  w.invisibleUntil = x.invisibleUntil;
  w.shielded = x.shielded;
  w.countered = x.countered;
  w.mirrored = x.mirrored;
}

/** A wizard's lasting-effect timers as a view (`timers`) or a state's advanced part holds them, with its charmer (-1: none). */
type AdvancedTimers = Omit<AdvancedFacts, 'charmUntil' | 'charmedBy'> & { charmUntil: number; charmedBy: number };

/** A monster's kind, health and attack, and its Poison and Fear timers (a view keeps these in its `timers`, a state's monster holds them itself). */
type MonsterSource = Pick<MonsterFacts, 'kind' | 'health' | 'attack'>;
type MonsterTimers = Pick<MonsterFacts, 'fearUntil' | 'poisonUntil' | 'poisonLoss'>;

/**
 * Reads a wizard's Advanced Game facts (none in the basic game): its timers, its monster and that
 * monster's timers, each as the view or the state holds it (read in place: a playout reads
 * thousands of positions a second).
 */
function readAdvanced(w: WizardFacts, t: AdvancedTimers | undefined, m: MonsterSource | null | undefined, mt: MonsterTimers | null | undefined): void {
  const a = w.advanced;
  a.protectionUntil = t?.protectionUntil ?? 0;
  a.poisonUntil = t?.poisonUntil ?? 0;
  a.poisonLoss = t?.poisonLoss ?? 0;
  a.fearUntil = t?.fearUntil ?? 0;
  a.touchUntil = t?.touchUntil ?? 0;
  a.charmUntil = t?.charmUntil ?? 0;
  a.charmedBy = t?.charmedBy ?? -1;
  w.monster.kind = m?.kind ?? 'troll';
  w.monster.health = m?.health ?? 0;
  w.monster.attack = m?.attack ?? 0;
  w.monster.fearUntil = mt?.fearUntil ?? 0;
  w.monster.poisonUntil = mt?.poisonUntil ?? 0;
  w.monster.poisonLoss = mt?.poisonLoss ?? 0;
}

/** The table's recipes, and the spells declared and waiting: a view and a state hold them alike. */
function readTable<D extends { caster: number; target: number; power: number }>(f: Facts, rules: Recipes & { readonly table?: string }, declared: readonly D[], spell: (d: D) => SpellId): void {
  // A playout reads many positions of one duel, whose rules are one object: read its recipes once.
  if (f.rules !== rules) {
    const recipes = recipeRunesOf(rules);
    f.counterRunes = recipes.counter;
    f.mirrorRunes = recipes.mirror;
    f.table = tableOf(rules);
    f.rules = rules;
  }
  f.declaredCount = declared.length;
  for (let i = 0; i < declared.length; i++) {
    const x = declared[i]!;
    const d = declarationSlot(f, i);
    d.caster = x.caster;
    d.target = x.target;
    d.spell = spell(x);
    d.power = x.power;
  }
}

/** What both readers derive the same way from the facts they read. */
function derive(f: Facts): Facts {
  let fire = 0;
  let cold = 0;
  let touch = 0;
  for (let i = 0; i < f.wizardCount; i++) {
    const o = f.wizards[i]!;
    if (i === f.me || !o.alive || o.placed < 0 || !carries(o.placed, 'wyrms')) continue;
    fire = Math.max(fire, o.free.suns);
    cold = Math.max(cold, o.free.waves);
    touch = Math.max(touch, o.free.leaves, 1);
  }
  f.fire = fire;
  f.cold = cold;
  f.touch = touch;
  return f;
}

/** Reads `seat`'s view into `f`. */
export function factsFromView(f: Facts, v: DuelingRunesView, seat: number): Facts {
  f.turn = f.moment.turn = v.turn;
  f.moment.phase = v.phase;
  f.moment.mini = v.miniTurn;
  f.me = v.wizards.findIndex((w) => w.seat === seat);
  f.wizardCount = v.wizards.length;
  for (let i = 0; i < v.wizards.length; i++) {
    const x = v.wizards[i]!;
    const w = wizardSlot(f, i);
    w.alive = x.alive;
    w.health = x.health;
    w.maxHealth = x.startingHealth;
    w.placed = x.placed === null ? -1 : cardNumber(x.placed);
    w.shown.suns = w.shown.waves = w.shown.leaves = 0;
    w.faceUp = 0;
    for (const c of x.sequence) {
      if (!c.faceUp) continue;
      const n = cardNumber(c.card);
      w.faceUp++;
      if (carries(n, 'suns')) w.shown.suns++;
      if (carries(n, 'waves')) w.shown.waves++;
      if (carries(n, 'leaves')) w.shown.leaves++;
    }
    w.free.suns = x.energyFree.suns;
    w.free.waves = x.energyFree.waves;
    w.free.leaves = x.energyFree.leaves;
    readTimers(w, x.timers);
    const adv = x.advanced;
    readAdvanced(w, adv?.timers, adv?.monster, adv?.monster?.timers);
  }
  f.advanced = v.rules.variant === 'advanced';
  f.charming = v.stage === 'charm';
  f.hand.length = 0;
  for (const id of v.hand) f.hand.push(cardNumber(id));
  readTable(f, v.rules, v.declared, (d) => d.spellId);
  f.reactAfterReveal = v.reactionAfter === 'reveal';
  f.amnesiaTarget = v.myAmnesia ? v.myAmnesia.target : -1;
  f.offered = v.offered === null ? -1 : cardNumber(v.offered);
  return derive(f);
}

/** Reads from a state exactly what `seat`'s view of it shows: others' hands and undisclosed choices stay unread. */
export function factsFromState(f: Facts, s: DuelingRunesState, seat: number): Facts {
  f.turn = f.moment.turn = s.turn;
  f.moment.phase = shownPhase(s);
  f.moment.mini = s.mini;
  f.me = -1;
  f.wizardCount = s.wizards.length;
  for (let i = 0; i < s.wizards.length; i++) {
    const x = s.wizards[i]!;
    if (x.seat === seat && f.me < 0) f.me = i;
    const w = wizardSlot(f, i);
    w.alive = x.alive;
    w.health = x.health;
    w.maxHealth = x.maxHealth;
    w.placed = revealedCard(s, x);
    shownEnergy(x, w.shown);
    w.faceUp = faceUpCount(x);
    freeEnergy(x, w.free);
    readTimers(w, x);
    const adv = x.advanced;
    readAdvanced(w, adv, adv?.monster, adv?.monster);
  }
  f.advanced = s.config.variant === 'advanced';
  f.charming = s.stage === 'charm';
  const hand = handSeenBy(s, seat);
  for (let i = 0; i < hand.length; i++) f.hand[i] = hand[i]!;
  if (f.hand.length !== hand.length) f.hand.length = hand.length;
  readTable(f, s.config, s.declared, (d) => d.spell);
  f.reactAfterReveal = s.stage === 'react' && s.reactAfter === 'reveal';
  f.amnesiaTarget = amnesiaToChoose(s, seat)?.target ?? -1;
  f.offered = s.offered;
  return derive(f);
}

