/**
 * Dueling Runes arena statistics: the spells cast and what became of them (took effect, blocked,
 * turned back by a Magic Mirror), damage dealt, turns played. Spells are read from the game's
 * public log lines ("Ada casts Fire Ball (3) at Bo — Bo loses 3."), the one place the rules
 * record a spell's fate.
 */
import { visibleLog } from '@decktet/engine';
import { type DuelingRunesState, SPELL_IDS, spellName } from '@decktet/dueling-runes';
import type { GameStatistics } from '../game-stats';
import { mean, round } from '../stats-math';
import type { ArenaGameResult, BarChart } from '../types';

/** Every spell by name, in the order of the game's spell table (the special spells last). */
const SPELLS: readonly string[] = SPELL_IDS.map(spellName);

interface SpellFate {
  cast: number;
  effect: number;
  blocked: number;
  reflected: number;
}

interface DuelDetails {
  turns: number;
  damage: number;
  spells: Record<string, SpellFate>;
}

/** The spell a log line reports, and its fate; null for other lines. */
export function readSpellLine(text: string): { spell: string; fate: 'effect' | 'blocked'; reflected: boolean; damage: number } | null {
  const at = text.indexOf(' casts ');
  if (at < 0) return null;
  const rest = text.slice(at + 7);
  const spell = SPELLS.find((s) => rest.startsWith(s));
  if (!spell) return null;
  const blocked = rest.includes(' — blocked: ');
  let damage = 0;
  for (const m of rest.matchAll(/ loses (\d+)/g)) damage += Number(m[1]);
  return { spell, fate: blocked ? 'blocked' : 'effect', reflected: rest.includes('turned back by'), damage };
}

export const duelingRunesStatistics: GameStatistics = {
  collect(final) {
    const s = final as DuelingRunesState;
    const spells: Record<string, SpellFate> = {};
    let damage = 0;
    for (const line of visibleLog(s.log, null)) {
      const read = readSpellLine(line);
      if (!read) continue;
      const fate = (spells[read.spell] ??= { cast: 0, effect: 0, blocked: 0, reflected: 0 });
      fate.cast++;
      fate[read.fate]++;
      if (read.reflected) fate.reflected++;
      damage += read.damage;
    }
    const details: DuelDetails = { turns: s.turn, damage, spells };
    return details as unknown as Record<string, unknown>;
  },
  summarize(games: readonly ArenaGameResult[]) {
    const details = games.map((g) => g.details as unknown as DuelDetails);
    const totals: Record<string, SpellFate> = {};
    for (const d of details) {
      for (const [spell, f] of Object.entries(d.spells)) {
        const t = (totals[spell] ??= { cast: 0, effect: 0, blocked: 0, reflected: 0 });
        t.cast += f.cast;
        t.effect += f.effect;
        t.blocked += f.blocked;
        t.reflected += f.reflected;
      }
    }
    const order = SPELLS.filter((s) => totals[s]);
    const n = Math.max(1, games.length);
    const figures: Record<string, number> = {
      'turns per game (mean)': round(mean(details.map((d) => d.turns)), 2),
      'damage per game (mean)': round(mean(details.map((d) => d.damage)), 2),
      'spells per game (mean)': round(order.reduce((a, s) => a + totals[s]!.cast, 0) / n, 2),
    };
    for (const s of order) {
      const t = totals[s]!;
      figures[`${s}: cast per game`] = round(t.cast / n, 3);
      figures[`${s}: share blocked`] = round(t.blocked / t.cast, 3);
      if (t.reflected) figures[`${s}: share turned back`] = round(t.reflected / t.cast, 3);
    }
    const charts: BarChart[] = [
      { title: 'Spells cast per game', unit: 'number', bars: order.map((s) => ({ label: s, value: round(totals[s]!.cast / n, 3) })) },
      { title: 'Share of spells that took effect', unit: 'share', bars: order.map((s) => ({ label: s, value: round(totals[s]!.effect / totals[s]!.cast, 3) })) },
    ];
    return { figures, charts };
  },
};
