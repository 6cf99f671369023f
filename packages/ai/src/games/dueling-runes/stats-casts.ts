/**
 * The spells of one Dueling Runes game, read from the events of its log (never from its English
 * lines): every spell that reached its target (`cast`: a declared spell, basic or advanced) and
 * every special spell from the hand (`special`), who cast it and what became of it.
 */
import type { LogEntry } from '@decktet/engine';
import type { DuelingRunesEvent, DuelingRunesState, SpellId } from '@decktet/dueling-runes';

/**
 * What became of a spell: it took effect where it was aimed; it was blocked by a protection on
 * the wizard it was aimed at; a Magic Mirror turned it back (whatever it then did); or, in the
 * Advanced Game, the monster it was aimed at was gone when it landed. The fates are exclusive: a
 * game's casts of a spell add up to them.
 */
export type Fate = 'effect' | 'blocked' | 'turnedBack' | 'targetGone';
export const FATES: readonly Fate[] = ['effect', 'blocked', 'turnedBack', 'targetGone'];

/** No casts yet, of each fate. */
export const noFates = (): Record<Fate, number> => ({ effect: 0, blocked: 0, turnedBack: 0, targetGone: 0 });

type SpellEvent = Extract<DuelingRunesEvent, { type: 'cast' | 'special' }>;

/** One spell cast, as the log's event tells it: the spell, its caster (a wizard), its fate and the health it took. */
export interface Cast {
  readonly spell: SpellId;
  readonly caster: number;
  readonly fate: Fate;
  readonly damage: number;
}

const isSpellEvent = (e: DuelingRunesEvent | undefined): e is SpellEvent => e?.type === 'cast' || e?.type === 'special';

function fateOf(e: SpellEvent): Fate {
  if (e.mirrors.length > 0) return 'turnedBack';
  if (e.type !== 'cast') return 'effect';
  // A spell at a monster that an earlier effect of its group took away (the Advanced Game's `untouched`).
  const result: string = e.result;
  return result === 'blocked' ? 'blocked' : result === 'untouched' ? 'targetGone' : 'effect';
}

/** The health a spell took from the wizard it landed on. */
function damageOf(e: SpellEvent): number {
  if (e.type !== 'cast') return 0;
  return e.result === 'loses' || e.result === 'drains' ? e.amount : 0;
}

/** Every spell cast in a log, in order (the whole log: the arena holds the full state). */
export function castsIn(log: readonly LogEntry[]): Cast[] {
  const casts: Cast[] = [];
  for (const { event } of log) {
    const e = event as DuelingRunesEvent | undefined;
    if (isSpellEvent(e)) casts.push({ spell: e.spell, caster: e.caster, fate: fateOf(e), damage: damageOf(e) });
  }
  return casts;
}

/** One game's spells: per spell, its casts by fate, and how often each seat cast it. */
export interface CastsOfGame {
  /** Per spell cast this game: its casts by fate (every wizard's, the solitaire automaton's too). */
  readonly fates: Partial<Record<SpellId, Record<Fate, number>>>;
  /** Per spell cast this game: how often each seat cast it, by seat. */
  readonly bySeat: Partial<Record<SpellId, number[]>>;
  /** Health taken by spells, every wizard together. */
  readonly damage: number;
}

/** The spells of a finished game. */
export function castsOfGame(final: DuelingRunesState): CastsOfGame {
  const fates: Partial<Record<SpellId, Record<Fate, number>>> = {};
  const bySeat: Partial<Record<SpellId, number[]>> = {};
  const seats = final.names.length;
  let damage = 0;
  for (const c of castsIn(final.log)) {
    (fates[c.spell] ??= noFates())[c.fate]++;
    const seat = final.wizards[c.caster]?.seat;
    const counts = (bySeat[c.spell] ??= new Array<number>(seats).fill(0));
    if (seat !== null && seat !== undefined) counts[seat]!++;
    damage += c.damage;
  }
  return { fates, bySeat, damage };
}
