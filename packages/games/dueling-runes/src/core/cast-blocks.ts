/**
 * Casts counted in blocks instead of listed one by one: a block is one spell of a variant at
 * every aim it may take, with every choice of counts of its energy types (each 1 … free of that
 * type, the last type counting fastest). A variant's declarations (the Advanced Game's spells,
 * DRA-2) come as blocks (`moreCasts`, core/variant.ts); `optionsOf` lists them after the basic
 * casts, and readers that weigh every choice (a playout, the AI's rules of thumb) go through a
 * block without making each cast. The order is the order of the legal list.
 */
import type { DuelingRunesAction } from './actions';
import { type Rune, type RuneCounts, setCount } from './runes';
import type { SpellCastByName } from './spells-table';

/** What a spell is aimed at: a wizard (or none), or the monster of wizard `target`. */
export interface Aim {
  target: number | null;
  monster?: true;
}

/** The casts of one spell at its aims: every choice of counts of its energy types — `size` choices, numbered from 0. */
export interface CastBlock {
  /** The spell and its energy types, in its recipe's order. */
  readonly recipe: { readonly spell: SpellCastByName; readonly energy: readonly Rune[] };
  /** The free runes of each of the recipe's energy types (DRA-10), each at least 1. */
  readonly free: readonly number[];
  /** How many choices of counts: the product of `free`. */
  readonly size: number;
  /** Everything the spell may be aimed at, in order (none, the wizards, the monsters by owner). */
  readonly aims: readonly Aim[];
}

/** No blocks (the basic game, or a wizard who cannot declare). */
export const NO_BLOCKS: readonly CastBlock[] = Object.freeze([]);

/** The counts of choice `choice` (0 … size − 1) of a block: the last type counting fastest. */
export function countsAt(block: CastBlock, choice: number, energy: RuneCounts = {}): RuneCounts {
  const { recipe, free } = block;
  let stride = block.size;
  for (let i = 0; i < recipe.energy.length; i++) {
    stride /= free[i]!;
    setCount(energy, recipe.energy[i]!, 1 + (Math.floor(choice / stride) % free[i]!));
  }
  return energy;
}

/** The cast of a block at its `aim`-th aim with its `choice`-th counts. */
export function blockCast(block: CastBlock, aim: number, choice: number): DuelingRunesAction {
  // The aim's fields written out, not spread: a search lists every cast at every iteration.
  const at = block.aims[aim]!;
  const cast: DuelingRunesAction = { type: 'cast-advanced', spell: block.recipe.spell, energy: countsAt(block, choice), target: at.target };
  if (at.monster) cast.monster = true;
  return cast;
}

/** How many casts a list of blocks holds. */
export function castsIn(blocks: readonly CastBlock[]): number {
  let n = 0;
  for (const b of blocks) n += b.aims.length * b.size;
  return n;
}

/** The `i`-th cast (from 0) of a list of blocks, in their order (i below `castsIn(blocks)`). */
export function castAt(blocks: readonly CastBlock[], i: number): DuelingRunesAction {
  for (const b of blocks) {
    const n = b.aims.length * b.size;
    if (i < n) return blockCast(b, Math.floor(i / b.size), i % b.size);
    i -= n;
  }
  throw new RangeError(`no cast ${i} past the end of the blocks`);
}

/** Lists the casts of some blocks, block by block, aim by aim, in the order of their counts. */
export function listCasts(blocks: readonly CastBlock[], out: DuelingRunesAction[]): void {
  for (const block of blocks) {
    for (let aim = 0; aim < block.aims.length; aim++) for (let choice = 0; choice < block.size; choice++) out.push(blockCast(block, aim, choice));
  }
}
