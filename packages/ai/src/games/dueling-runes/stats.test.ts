import { beforeAll, describe, expect, it } from 'vitest';
import type { BaseState } from '@decktet/engine';
import { type DuelingRunesEvent, type DuelingRunesState, SPELL_IDS, type SpellId, spellName } from '@decktet/dueling-runes';
import { spellCastBy } from './index';
import type { GameStatistics, PlayedAction } from '../../arena/game-stats';
import { playArenaGame } from '../../arena/play';
import { renderArenaReport } from '../../arena/report-html';
import { prepareArena } from '../../arena/run';
import { summarizeArena } from '../../arena/summary';
import { duelingRunesStatistics } from './stats';
import { FATES } from './stats-casts';

/** Seeded arena games of Dueling Runes, with each game's final state and played actions kept for the checks. */
function playDuels(bots: string[], games: number, seed: string) {
  const { game, spec } = prepareArena({ game: 'dueling-runes', bots, games, seed });
  const finals: DuelingRunesState[] = [];
  const histories: (readonly PlayedAction[])[] = [];
  const spy: GameStatistics = {
    collect(final: BaseState, history) {
      finals.push(final as DuelingRunesState);
      histories.push(history);
      return duelingRunesStatistics.collect(final, history);
    },
    summarize: duelingRunesStatistics.summarize,
  };
  const results = Array.from({ length: games }, (_, i) => playArenaGame(game, spec, i, spy));
  const summary = summarizeArena({ game: game.id, gameName: game.name, bots, seed, config: spec.config }, results, duelingRunesStatistics);
  return { results, summary, finals, histories };
}

type Fates = Record<string, number>;

/** The log's spell events of one game, counted per spell. */
function castEvents(final: DuelingRunesState): Map<SpellId, number> {
  const counts = new Map<SpellId, number>();
  for (const { event } of final.log) {
    const e = event as DuelingRunesEvent | undefined;
    if (e?.type === 'cast' || e?.type === 'special') counts.set(e.spell, (counts.get(e.spell) ?? 0) + 1);
  }
  return counts;
}

describe('Dueling Runes arena statistics, from the log\'s events', () => {
  let run: ReturnType<typeof playDuels>;
  beforeAll(() => {
    run = playDuels(['heuristic', 'heuristic:no=fire-ball'], 4, 'spell-stats');
  });

  it("count each game's casts of each spell as its cast events, fates adding up to the casts", () => {
    run.results.forEach((r, i) => {
      const details = r.details as { fates: Partial<Record<SpellId, Fates>>; bySeat: Partial<Record<SpellId, number[]>> };
      const events = castEvents(run.finals[i]!);
      expect(events.size).toBeGreaterThan(3);
      for (const spell of SPELL_IDS) {
        const fates = details.fates[spell];
        const casts = fates ? FATES.reduce((a, f) => a + fates[f]!, 0) : 0;
        expect(casts, spell).toBe(events.get(spell) ?? 0);
        // Two seats, no automaton: every cast is a seat's.
        expect((details.bySeat[spell] ?? []).reduce((a, b) => a + b, 0), spell).toBe(casts);
        // The English lines say the same (a check from outside the events).
        expect(run.finals[i]!.log.filter((l) => l.text.includes(` casts ${spellName(spell)}`)).length, spell).toBe(casts);
      }
    });
  });

  it('add them up per spell over the run, and split win rates by whether the seat cast the spell', () => {
    const [spells, contribution] = run.summary.details.tables!;
    const total = (spell: SpellId) => run.finals.reduce((a, f) => a + (castEvents(f).get(spell) ?? 0), 0);
    expect(spells!.rows.length).toBeGreaterThan(3);
    for (const row of spells!.rows) {
      const spell = row.spell as SpellId;
      expect(row.casts).toBe(total(spell));
      expect(row.perGame).toBeCloseTo(total(spell) / 4, 3);
      expect(row.name).toBe(spellName(spell));
      expect(Number(row.effect) + Number(row.blocked) + Number(row.turnedBack) + Number(row.targetGone)).toBe(row.casts);
    }
    expect(contribution!.rows).toHaveLength(spells!.rows.length * 2);
    for (const row of contribution!.rows) expect(Number(row.castGames) + Number(row.otherGames)).toBe(4);
    const noFireBall = contribution!.rows.find((r) => r.spell === 'fire-ball' && r.bot === 'heuristic:no=fire-ball');
    expect(noFireBall).toMatchObject({ castGames: 0, castWinRate: null, otherGames: 4, difference: null });
  });

  it('a bot with ":no=fire-ball" never plays an action that casts it, while the other bot does', () => {
    const castsBy = (bot: number) =>
      run.histories.flatMap((history, i) => history.filter((p) => run.results[i]!.botBySeat[p.seat] === bot).map((p) => spellCastBy(p.action)));
    expect(castsBy(0)).toContain('fire-ball');
    expect(castsBy(1)).not.toContain('fire-ball');
    expect(castsBy(1)).toContain('ice-bolt');
  });

  it('show the tables and the win-rate chart in the HTML report', () => {
    const html = renderArenaReport(run.summary);
    expect(html).toContain('<h3>Spells</h3>');
    expect(html).toContain('<td>fire-ball</td><td>Fire Ball</td>');
    expect(html).toContain('<h3>Win contribution: the caster&#39;s seat in games it cast the spell and in games it did not</h3>');
    expect(html).toContain('aria-label="Win rate of the caster&#39;s seat with and without the spell (heuristic:no=fire-ball)"');
    expect(html).toContain('>Fire Ball: not cast</text>');
  });

  it('pool all seats when every seat plays the same bot', () => {
    const same = playDuels(['heuristic', 'heuristic'], 2, 'same');
    const contribution = same.summary.details.tables![1]!;
    expect(new Set(contribution.rows.map((r) => r.bot))).toEqual(new Set(['all seats']));
    for (const row of contribution.rows) expect(Number(row.castGames) + Number(row.otherGames)).toBe(4);
  });
});
