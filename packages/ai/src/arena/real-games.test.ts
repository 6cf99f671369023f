import { describe, expect, it } from 'vitest';
import { runArena } from './run';

describe('arena on the product games (a few games; strength runs are in docs/ai.md)', () => {
  it('Dueling Runes: heuristic against random, with spell statistics', async () => {
    const { summary } = await runArena({ game: 'dueling-runes', bots: ['heuristic', 'random'], games: 4, seed: 'test', workers: 0 });
    expect(summary.standings.map((s) => s.games)).toEqual([4, 4]);
    expect(summary.standings[0]!.wins + summary.standings[0]!.draws + summary.standings[0]!.losses).toBe(4);
    expect(summary.details.figures['spells per game (mean)']).toBeGreaterThan(0);
    expect(summary.details.charts.map((c) => c.title)).toEqual([
      'Spells cast per game',
      'Share of games in which the spell was cast',
      'Share of spells that took effect',
      "Win rate of the caster's seat with and without the spell (heuristic)",
      "Win rate of the caster's seat with and without the spell (random)",
    ]);
    expect(summary.details.tables?.map((t) => t.title)).toEqual(['Spells', "Win contribution: the caster's seat in games it cast the spell and in games it did not"]);
  });

  it('Hieroglyphs: heuristic against random, with score, overshoot and depletion statistics', async () => {
    const { summary, results } = await runArena({ game: 'hieroglyphs', bots: ['heuristic', 'random'], games: 4, seed: 'test', workers: 0 });
    expect(results.every((r) => r.points?.length === 2)).toBe(true);
    expect(summary.details.figures).toHaveProperty('overshoots per game');
    const firsts = [1, 2, 3].map((t) => summary.details.figures[`Tomb ${t} depleted first (share)`]!);
    expect(firsts.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(summary.standings[0]!.points).toBeGreaterThan(summary.standings[1]!.points!);
  });
});

describe('3-wizard Dueling Runes (DR-20)', () => {
  it('rotates three bots through three seats and rates each', async () => {
    const { summary, results } = await runArena({ game: 'dueling-runes', bots: ['heuristic', 'random', 'ismcts:8'], games: 3, seed: 'three', workers: 0, config: { players: 3 } });
    expect(results.map((r) => r.botBySeat)).toEqual([[0, 1, 2], [1, 2, 0], [2, 0, 1]]);
    expect(results.every((r) => r.scores.length === 3)).toBe(true);
    expect(summary.standings.map((s) => s.games)).toEqual([3, 3, 3]);
    expect(summary.headToHead).toHaveLength(3);
    expect(summary.standings.reduce((a, s) => a + s.elo, 0) / 3).toBeCloseTo(1500, 0);
  });
});
