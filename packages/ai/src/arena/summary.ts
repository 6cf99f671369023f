import type { GameStatistics } from './game-stats';
import { fitElo, histogram, mean, meanInterval, median, round, wilson } from './stats-math';
import type { ArenaGameResult, BarChart, GameStatsSummary } from './types';

export interface BotStanding {
  readonly bot: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly winRate: number;
  /** 95% Wilson interval of the win rate. */
  readonly winRateCi: readonly [number, number];
  /** Mean outcome score (1 win, ½ draw, 0 loss; games may refine) with its 95% interval. */
  readonly score: number;
  readonly scoreCi: readonly [number, number];
  readonly elo: number;
  /** Mean game points where the game has them. */
  readonly points?: number;
  readonly msPerDecision: number;
}

export interface ArenaSummary {
  readonly game: string;
  readonly gameName: string;
  readonly bots: readonly string[];
  readonly seed: string;
  readonly config: unknown;
  readonly games: number;
  readonly standings: readonly BotStanding[];
  /** Head to head: what bots[a] scored against bots[b] (mean over their meetings). */
  readonly headToHead: readonly { readonly a: string; readonly b: string; readonly games: number; readonly score: number }[];
  readonly length: { readonly mean: number; readonly median: number; readonly min: number; readonly max: number };
  /** Mean score by seat (seat 1 first): a first-seat advantage shows as seat 1 above 1/seats. */
  readonly seatScores: readonly number[];
  readonly firstSeatScoreCi: readonly [number, number];
  readonly charts: readonly BarChart[];
  readonly details: GameStatsSummary;
}

/** The distinct display names of the arena's bots (a spec used twice is numbered). */
export function botNames(specs: readonly string[]): string[] {
  return specs.map((s, i) => (specs.filter((t) => t === s).length > 1 ? `${s}#${specs.slice(0, i + 1).filter((t) => t === s).length}` : s));
}

export function summarizeArena(
  meta: { game: string; gameName: string; bots: readonly string[]; seed: string; config: unknown },
  results: readonly ArenaGameResult[],
  statistics?: GameStatistics,
): ArenaSummary {
  const names = botNames(meta.bots);
  const k = names.length;
  const pairScore = names.map(() => new Array<number>(k).fill(0));
  const pairGames = names.map(() => new Array<number>(k).fill(0));
  const standings = names.map((bot, b) => {
    let wins = 0;
    let draws = 0;
    let losses = 0;
    let ms = 0;
    let decisions = 0;
    const scores: number[] = [];
    const points: number[] = [];
    for (const g of results) {
      g.botBySeat.forEach((who, seat) => {
        if (who !== b) return;
        const r = g.results[seat];
        if (r === 'win') wins++;
        else if (r === 'draw') draws++;
        else losses++;
        scores.push(g.scores[seat]!);
        if (g.points) points.push(g.points[seat]!);
        ms += g.thinkMs[seat]!;
        decisions += g.decisions[seat]!;
      });
    }
    const n = scores.length;
    const s = meanInterval(scores, 0, 1);
    const standing: BotStanding = {
      bot,
      games: n,
      wins,
      draws,
      losses,
      winRate: n ? round(wins / n) : 0,
      winRateCi: wilson(wins, n).map((x) => round(x)) as [number, number],
      score: round(s.mean),
      scoreCi: s.ci.map((x) => round(x)) as [number, number],
      elo: 0,
      ...(points.length ? { points: round(mean(points), 2) } : {}),
      msPerDecision: decisions ? round(ms / decisions, 3) : 0,
    };
    return standing;
  });
  for (const g of results) {
    // Every two seats held by different bots are one pairwise meeting, won by the higher score.
    for (let i = 0; i < g.botBySeat.length; i++) {
      for (let j = 0; j < g.botBySeat.length; j++) {
        const a = g.botBySeat[i]!;
        const b = g.botBySeat[j]!;
        if (i === j || a === b) continue;
        const si = g.scores[i]!;
        const sj = g.scores[j]!;
        pairScore[a]![b]! += si > sj ? 1 : si === sj ? 0.5 : 0;
        pairGames[a]![b]!++;
      }
    }
  }
  const elo = fitElo(pairScore, pairGames);
  const withElo = standings.map((s, i) => ({ ...s, elo: elo[i]! }));
  const headToHead = [];
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      if (pairGames[a]![b]! > 0) headToHead.push({ a: names[a]!, b: names[b]!, games: pairGames[a]![b]!, score: round(pairScore[a]![b]! / pairGames[a]![b]!) });
    }
  }
  const lengths = results.map((g) => g.actions);
  const seats = Math.max(0, ...results.map((g) => g.scores.length));
  const seatScores = Array.from({ length: seats }, (_, s) => round(mean(results.map((g) => g.scores[s] ?? 0))));
  const first = meanInterval(results.map((g) => g.scores[0] ?? 0), 0, 1);
  const charts: BarChart[] = [
    { title: 'Win rate by bot', unit: 'share', bars: withElo.map((s) => ({ label: s.bot, value: s.winRate })) },
    { title: 'Mean score by seat', unit: 'share', bars: seatScores.map((v, s) => ({ label: `seat ${s + 1}`, value: v })) },
    { title: 'Game length (actions)', unit: 'number', bars: histogram(lengths, 12) },
  ];
  return {
    ...meta,
    games: results.length,
    standings: withElo,
    headToHead,
    length: { mean: round(mean(lengths), 1), median: median(lengths), min: Math.min(...lengths), max: Math.max(...lengths) },
    seatScores,
    firstSeatScoreCi: first.ci.map((x) => round(x)) as [number, number],
    charts,
    details: statistics ? statistics.summarize(results, names) : { figures: {}, charts: [] },
  };
}
