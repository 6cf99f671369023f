/**
 * Dueling Runes arena statistics, per spell (every spell of the game's table, the Advanced Game's
 * too, by its id): casts per game, the share of games in which it was cast, what became of its
 * casts (took effect, blocked, turned back), and its win contribution — the win rate of a seat in
 * the games it cast the spell against the games it did not, by bot. Also damage and turns per game.
 * Spells are read from the events of the game's log (./stats-casts.ts).
 */
import { type DuelingRunesState, SPELL_IDS, type SpellId, spellName } from '@decktet/dueling-runes';
import type { GameStatistics } from '../../arena/game-stats';
import { mean, round } from '../../arena/stats-math';
import type { ArenaGameResult, BarChart, StatsTable } from '../../arena/types';
import { FATES, type Fate, type CastsOfGame, castsOfGame, noFates } from './stats-casts';
import { type Contribution, contributionGroups, winContribution } from '../../arena/stats/win-contribution';

interface DuelDetails extends CastsOfGame {
  readonly turns: number;
}

/** A spell's figures over the whole run. */
interface SpellTotals {
  readonly spell: SpellId;
  readonly casts: number;
  /** Games in which it was cast at least once. */
  readonly games: number;
  readonly fates: Record<Fate, number>;
  readonly contribution: readonly Contribution[];
}

const detailsOf = (g: ArenaGameResult) => g.details as unknown as DuelDetails;

/** The run's figures for each spell cast at least once in it, in the order of the game's spell table. */
function spellTotals(games: readonly ArenaGameResult[], botNames: readonly string[]): SpellTotals[] {
  return SPELL_IDS.flatMap((spell) => {
    const fates = noFates();
    let castIn = 0;
    for (const g of games) {
      const f = detailsOf(g).fates[spell];
      if (!f) continue;
      castIn++;
      for (const fate of FATES) fates[fate] += f[fate];
    }
    if (castIn === 0) return [];
    const casts = FATES.reduce((a, fate) => a + fates[fate], 0);
    const contribution = winContribution(games, botNames, (g, seat) => (detailsOf(g).bySeat[spell]?.[seat] ?? 0) > 0);
    return [{ spell, casts, games: castIn, fates, contribution }];
  });
}

type Column = StatsTable['columns'][number];
const text = (key: string, label = key): Column => ({ key, label, unit: 'text' });
const count = (key: string, label = key): Column => ({ key, label, unit: 'number' });
const share = (key: string, label: string): Column => ({ key, label, unit: 'share' });

const SPELL_COLUMNS: readonly Column[] = [
  text('spell'),
  text('name'),
  count('casts'),
  count('perGame', 'casts per game'),
  share('gameShare', 'games with a cast'),
  count('effect', 'took effect'),
  count('blocked'),
  count('turnedBack', 'turned back'),
  count('targetGone', 'target gone'),
];

const CONTRIBUTION_COLUMNS: readonly Column[] = [
  text('spell'),
  text('bot'),
  count('castGames', 'games it cast it'),
  count('castWins', 'wins'),
  share('castWinRate', 'win rate'),
  count('otherGames', 'games it did not'),
  count('otherWins', 'wins'),
  share('otherWinRate', 'win rate'),
  share('difference', 'difference'),
];

function tables(totals: readonly SpellTotals[], n: number): StatsTable[] {
  const spells = totals.map((t) => ({
    spell: t.spell,
    name: spellName(t.spell),
    casts: t.casts,
    perGame: round(t.casts / n),
    gameShare: round(t.games / n),
    ...t.fates,
  }));
  const contribution = totals.flatMap((t) =>
    t.contribution.map((c) => ({
      spell: t.spell,
      bot: c.bot,
      castGames: c.withGames,
      castWins: c.withWins,
      castWinRate: c.withRate,
      otherGames: c.withoutGames,
      otherWins: c.withoutWins,
      otherWinRate: c.withoutRate,
      difference: c.withRate !== null && c.withoutRate !== null ? round(c.withRate - c.withoutRate) : null,
    })),
  );
  return [
    { title: 'Spells', columns: SPELL_COLUMNS, rows: spells },
    { title: "Win contribution: the caster's seat in games it cast the spell and in games it did not", columns: CONTRIBUTION_COLUMNS, rows: contribution },
  ];
}

function charts(totals: readonly SpellTotals[], n: number, botNames: readonly string[]): BarChart[] {
  const bars = (value: (t: SpellTotals) => number) => totals.map((t) => ({ label: spellName(t.spell), value: round(value(t)) }));
  const groups = contributionGroups(botNames);
  const contribution = groups.map((bot, i): BarChart => ({
    title: `Win rate of the caster's seat with and without the spell${groups.length > 1 ? ` (${bot})` : ''}`,
    unit: 'share',
    bars: totals.flatMap((t) => {
      const c = t.contribution[i]!;
      return [
        { label: `${spellName(t.spell)}: cast`, value: c.withRate ?? 0, ci: c.withCi },
        { label: `${spellName(t.spell)}: not cast`, value: c.withoutRate ?? 0, ci: c.withoutCi },
      ];
    }),
  }));
  return [
    { title: 'Spells cast per game', unit: 'number', bars: bars((t) => t.casts / n) },
    { title: 'Share of games in which the spell was cast', unit: 'share', bars: bars((t) => t.games / n) },
    { title: 'Share of spells that took effect', unit: 'share', bars: bars((t) => t.fates.effect / t.casts) },
    ...contribution,
  ];
}

export const duelingRunesStatistics: GameStatistics = {
  collect(final) {
    const s = final as DuelingRunesState;
    const details: DuelDetails = { turns: s.turn, ...castsOfGame(s) };
    return details as unknown as Record<string, unknown>;
  },
  summarize(games, botNames) {
    const details = games.map(detailsOf);
    const n = Math.max(1, games.length);
    const totals = spellTotals(games, botNames);
    const figures: Record<string, number> = {
      'turns per game (mean)': round(mean(details.map((d) => d.turns)), 2),
      'damage per game (mean)': round(mean(details.map((d) => d.damage)), 2),
      'spells per game (mean)': round(totals.reduce((a, t) => a + t.casts, 0) / n, 2),
    };
    return { figures, charts: charts(totals, n, botNames), tables: tables(totals, n) };
  },
};
