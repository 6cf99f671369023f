/**
 * Drawing a declaration of the Advanced Game at random without listing it (fast/playout.ts): the
 * advanced casts are counted block by block (a spell at an aim, every count of its energy types,
 * advanced/options.ts) and only the drawn one is made. The draw is uniform over the legal
 * declarations, exactly as a pick from the list (DRA-2, DRA-10, DRA-11).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { castBlocks } from './advanced/options';
import { castAt, castsIn } from './core/cast-blocks';
import { formatAction } from './core/actions';
import { configSchema } from './config';
import { optionsOf } from './core/options';
import type { DuelingRunesState } from './core/state';
import { randomOption } from './fast/playout';
import { duelingRunes } from './game';

/** Declarations met in seeded random duels of the Advanced Game with at least `least` choices, one per duel. */
function declarations(count: number, least: number, players = 2): DuelingRunesState[] {
  const config = configSchema.parse({ variant: 'advanced', players });
  const found: DuelingRunesState[] = [];
  for (let g = 0; found.length < count && g < 200; g++) {
    let s = unwrap(duelingRunes.setup(config, `sampling-${players}-${g}`));
    const rng = Rng.fast(`sampling-moves-${g}`);
    while (s.stage !== 'over') {
      const seat = duelingRunes.pending(s)[0]!;
      const legal = duelingRunes.legalActions(s, seat);
      if (s.stage === 'declare' && legal.length >= least && castsIn(castBlocks(s, seat)) > 0) {
        found.push(s);
        break;
      }
      s = unwrap(duelingRunes.apply(s, seat, rng.pick(legal)));
    }
  }
  return found;
}

describe('drawing an Advanced Game declaration without its list (DRA-2)', () => {
  it('DRA-2, DRA-10, DRA-11: the blocks of advanced casts hold exactly the listed advanced casts, in the listed order', () => {
    const positions = [...declarations(6, 8), ...declarations(3, 8, 3)];
    expect(positions.length).toBeGreaterThanOrEqual(6);
    for (const s of positions) {
      const seat = duelingRunes.pending(s)[0]!;
      const listed = optionsOf(s, seat).filter((a) => a.type === 'cast-advanced').map(formatAction);
      const blocks = castBlocks(s, seat);
      const counted = Array.from({ length: castsIn(blocks) }, (_, i) => formatAction(castAt(blocks, i)));
      expect(counted).toEqual(listed);
    }
  });

  it('DRA-2: a random declaration is the one a pick from the list makes, with the same draw', () => {
    const positions = declarations(6, 8);
    expect(positions).toHaveLength(6);
    for (const s of positions) {
      const seat = duelingRunes.pending(s)[0]!;
      const legal = optionsOf(s, seat);
      for (let k = 0; k < 200; k++) {
        const fast = Rng.fast(`draw-${k}`);
        const slow = Rng.fast(`draw-${k}`);
        expect(formatAction(randomOption(s, seat, fast))).toBe(formatAction(slow.pick(legal)));
        expect(fast.int(0, 1 << 30)).toBe(slow.int(0, 1 << 30));
      }
    }
  });

  it('DRA-2: over many draws every legal declaration comes up, each about as often (uniform over the list), and nothing else', () => {
    const positions = declarations(3, 12);
    expect(positions).toHaveLength(3);
    for (const s of positions) {
      const seat = duelingRunes.pending(s)[0]!;
      const legal = optionsOf(s, seat).map(formatAction);
      const perChoice = 60;
      const draws = perChoice * legal.length;
      const seen = new Map<string, number>();
      const rng = Rng.fast(`uniform-${legal.length}`);
      for (let k = 0; k < draws; k++) {
        const text = formatAction(randomOption(s, seat, rng));
        seen.set(text, (seen.get(text) ?? 0) + 1);
      }
      expect(new Set(seen.keys())).toEqual(new Set(legal));
      // Pearson's chi-square against the uniform distribution: with n − 1 degrees of freedom its
      // mean is n − 1 and its spread sqrt(2(n − 1)); six spreads above the mean is far in the tail.
      const chi = legal.reduce((sum, text) => sum + ((seen.get(text) ?? 0) - perChoice) ** 2 / perChoice, 0);
      const df = legal.length - 1;
      expect(chi).toBeLessThan(df + 6 * Math.sqrt(2 * df));
    }
  });
});
