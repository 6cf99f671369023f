/**
 * Hieroglyphs arena statistics: final score distribution, phrases completed exactly and
 * overshot, and the order in which the tombs were depleted. Read from the final state and the
 * events of the game's public log (a play's end, a tomb depleted).
 */
import { visibleEntries } from '@decktet/engine';
import type { HieroglyphsEvent, HieroglyphsState } from '@decktet/hieroglyphs';
import type { GameStatistics } from '../../arena/game-stats';
import { histogram, mean, round } from '../../arena/stats-math';
import type { ArenaGameResult, BarChart } from '../../arena/types';

interface DigDetails {
  turns: number;
  exactPhrases: number;
  overshoots: number;
  /** Tombs in the order they were depleted, e.g. [3, 1]. */
  depleted: number[];
  collected: [number, number];
}

export const hieroglyphsStatistics: GameStatistics = {
  collect(final) {
    const s = final as HieroglyphsState;
    const details: DigDetails = { turns: s.turnNumber, exactPhrases: 0, overshoots: 0, depleted: [], collected: [s.players[0].collected.length, s.players[1].collected.length] };
    for (const { event } of visibleEntries(s.log, null)) {
      const e = event as HieroglyphsEvent | undefined;
      if (e?.type === 'play' && e.end === 'phrase') details.exactPhrases++;
      if (e?.type === 'play' && e.end === 'overshoot') details.overshoots++;
      if (e?.type === 'depleted') details.depleted.push(e.tomb);
    }
    return details as unknown as Record<string, unknown>;
  },
  summarize(games: readonly ArenaGameResult[], botNames) {
    const details = games.map((g) => g.details as unknown as DigDetails);
    const n = Math.max(1, games.length);
    const orders = new Map<string, number>();
    for (const d of details) {
      const key = d.depleted.length ? d.depleted.map((t) => `Tomb ${t}`).join(' then ') : 'none';
      orders.set(key, (orders.get(key) ?? 0) + 1);
    }
    const firstDepleted = [1, 2, 3].map((t) => details.filter((d) => d.depleted[0] === t).length / n);
    const points = games.flatMap((g) => g.points ?? []);
    const figures: Record<string, number> = {
      'turns per game (mean)': round(mean(details.map((d) => d.turns)), 2),
      'exact phrases per game': round(mean(details.map((d) => d.exactPhrases)), 3),
      'overshoots per game': round(mean(details.map((d) => d.overshoots)), 3),
      'final points (mean, all seats)': round(mean(points), 2),
      ...Object.fromEntries(firstDepleted.map((share, t) => [`Tomb ${t + 1} depleted first (share)`, round(share, 3)])),
    };
    const byBot = botNames.map((name, b) => {
      const own = games.flatMap((g) => g.botBySeat.flatMap((who, seat) => (who === b && g.points ? [g.points[seat]!] : [])));
      return { label: name, value: round(mean(own), 2) };
    });
    const charts: BarChart[] = [
      { title: 'Final points (all seats)', unit: 'number', bars: histogram(points, 12) },
      { title: 'Mean final points by bot', unit: 'number', bars: byBot },
      { title: 'Order of tomb depletion (games)', unit: 'number', bars: [...orders.entries()].sort((a, b) => b[1] - a[1]).map(([label, value]) => ({ label, value })) },
    ];
    return { figures, charts };
  },
};
