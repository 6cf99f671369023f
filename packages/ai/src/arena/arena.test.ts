import { describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import { playArenaGame, seating } from './play';
import { renderArenaReport } from './report-html';
import { prepareArena, runArena } from './run';
import { fitElo, wilson } from './stats-math';
import { botNames } from './summary';

describe('arena seating', () => {
  it('rotates seats game by game so every bot sits everywhere', () => {
    expect([0, 1, 2, 3].map((i) => seating(i, 2, 2))).toEqual([[0, 1], [1, 0], [0, 1], [1, 0]]);
    expect([0, 1, 2].map((i) => seating(i, 3, 3))).toEqual([[0, 1, 2], [1, 2, 0], [2, 0, 1]]);
    expect(seating(1, 2, 4)).toEqual([1, 0, 1, 0]);
  });

  it('numbers a bot named twice', () => {
    expect(botNames(['random', 'random', 'hard'])).toEqual(['random#1', 'random#2', 'hard']);
  });
});

describe('arena statistics', () => {
  it('Wilson interval brackets the observed rate', () => {
    const [lo, hi] = wilson(80, 100);
    expect(lo).toBeCloseTo(0.711, 2);
    expect(hi).toBeCloseTo(0.867, 2);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('Elo: 76% against an equal field is about 200 points, centred on 1500', () => {
    const [a, b] = fitElo([[0, 760], [240, 0]], [[0, 1000], [1000, 0]]);
    expect(a! - b!).toBeGreaterThan(195);
    expect(a! - b!).toBeLessThan(205);
    expect((a! + b!) / 2).toBeCloseTo(1500, 0);
  });

  it('Elo stays finite after a clean sweep', () => {
    const [a, b] = fitElo([[0, 10], [0, 0]], [[0, 10], [10, 0]]);
    expect(Number.isFinite(a)).toBe(true);
    expect(a!).toBeGreaterThan(b!);
  });
});

describe('arena on Goofspiel', () => {
  it('plays one game with each seat seeing only its own view, reproducibly', () => {
    const spec = { bots: ['random', 'heuristic'], config: { handSize: 5 }, seed: 'g' };
    const a = playArenaGame(goofspiel, spec, 3);
    const b = playArenaGame(goofspiel, spec, 3);
    expect({ ...a, thinkMs: [] }).toEqual({ ...b, thinkMs: [] });
    expect(a.botBySeat).toEqual([1, 0]);
    expect(a.actions).toBe(10);
    expect(a.decisions).toEqual([5, 5]);
  });

  it('runs a small tournament in this thread and summarizes it', async () => {
    const progress: number[] = [];
    const { summary, results } = await runArena({ game: 'goofspiel', bots: ['heuristic', 'random'], games: 40, seed: 't', workers: 0, onProgress: (d) => progress.push(d) });
    expect(results).toHaveLength(40);
    expect(progress.at(-1)).toBe(40);
    const [h, r] = summary.standings;
    expect(h!.games).toBe(40);
    expect(h!.wins + h!.draws + h!.losses).toBe(40);
    expect(h!.wins).toBe(r!.losses);
    expect(h!.winRate).toBeGreaterThan(r!.winRate);
    expect(h!.elo).toBeGreaterThan(r!.elo);
    expect(h!.winRateCi[0]).toBeLessThanOrEqual(h!.winRate);
    expect(summary.headToHead).toEqual([{ a: 'heuristic', b: 'random', games: 40, score: h!.score }]);
    expect(summary.length).toEqual({ mean: 10, median: 10, min: 10, max: 10 });
    const html = renderArenaReport(summary);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('gives the same results with worker threads as in one thread', async () => {
    const options = { game: 'goofspiel', bots: ['ismcts:30', 'random'], games: 6, seed: 'w' };
    const inline = await runArena({ ...options, workers: 0 });
    const parallel = await runArena({ ...options, workers: 2 });
    const strip = (rs: typeof inline.results) => rs.map((r) => ({ ...r, thinkMs: [] }));
    expect(strip(parallel.results)).toEqual(strip(inline.results));
  });

  it('rejects bad options, saying what was wrong', () => {
    expect(() => prepareArena({ game: 'chess', bots: ['random'], games: 1 })).toThrow(/unknown game "chess": choose one of .*goofspiel/);
    expect(() => prepareArena({ game: 'goofspiel', bots: ['random', 'random', 'random'], games: 1 })).toThrow(/3 bots .* 2 seats/);
    expect(() => prepareArena({ game: 'goofspiel', bots: ['random'], games: 0 })).toThrow(/number of games/);
    expect(() => prepareArena({ game: 'goofspiel', bots: ['wizard'], games: 1 })).toThrow(/unknown bot "wizard"/);
    expect(() => prepareArena({ game: 'goofspiel', bots: ['random'], games: 1, config: { handSize: 99 } })).toThrow(/handSize/);
  });
});
