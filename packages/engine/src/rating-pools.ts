import type { AnyGame, RatingPool } from './contract';
import { parseConfig } from './match';

/**
 * Which leaderboard a config is rated on, and what a config changes of the game's standard
 * settings: the questions a server asks before it rates a table, and a client before a player sits.
 */

/** A value in one canonical JSON text: objects' keys sorted, so equal settings read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The validated settings of a config as one comparable text; null when the config is invalid. */
function settingsKey(game: AnyGame, config: unknown): string | null {
  const parsed = parseConfig(game, config);
  return parsed.ok ? canonical(parsed.value) : null;
}

/** The leaderboard whose standard settings `config` is (after validation); null: no pool's, so it is never rated. */
export function ratingPoolOf(game: AnyGame, config: unknown): RatingPool | null {
  const key = settingsKey(game, config);
  if (key === null) return null;
  return (game.ratingPools ?? []).find((pool) => settingsKey(game, pool.config) === key) ?? null;
}

/** A game's leaderboard by its id. */
export function findRatingPool(game: AnyGame, poolId: string): RatingPool | null {
  return (game.ratingPools ?? []).find((pool) => pool.id === poolId) ?? null;
}

/** One setting a config changes: its name in the config, the value it has, and the standard one (JSON values). */
export interface SettingApart {
  readonly setting: string;
  readonly value: unknown;
  readonly standard: unknown;
}

/**
 * Every setting in which `config` differs from the standard settings it is closest to: the pool it
 * belongs to (none then), else the pool it differs least from (of two as near, the one with every
 * setting the config names), else the game's defaults. Empty for
 * standard settings; for an invalid config, empty too (it is refused before anyone sits).
 */
export function settingsApart(game: AnyGame, config: unknown): SettingApart[] {
  const parsed = parseConfig(game, config);
  if (!parsed.ok) return [];
  const mine = parsed.value as Record<string, unknown>;
  const bases = (game.ratingPools ?? []).map((pool) => parseConfig(game, pool.config)).flatMap((r) => (r.ok ? [r.value as Record<string, unknown>] : []));
  if (bases.length === 0) {
    const defaults = parseConfig(game, {});
    if (defaults.ok) bases.push(defaults.value as Record<string, unknown>);
  }
  let best: SettingApart[] | null = null;
  for (const base of bases) {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(mine)])].sort();
    const apart = keys.filter((k) => canonical(mine[k]) !== canonical(base[k])).map((k) => ({ setting: k, value: mine[k] ?? null, standard: base[k] ?? null }));
    // Ties go to the pool that has every setting the config names: a setting the pool lacks is another kind of game.
    const lacking = (list: SettingApart[]) => list.filter((a) => a.standard === null).length;
    if (best === null || apart.length < best.length || (apart.length === best.length && lacking(apart) < lacking(best))) best = apart;
  }
  return best ?? [];
}
