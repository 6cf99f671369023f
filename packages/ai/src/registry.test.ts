import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { duelingRunesStatistics } from './games/dueling-runes/stats';
import { ARENA_GAMES, arenaGame, statisticsFor } from './arena/games';
import { duelingRunesHeuristic } from './games/dueling-runes/heuristic';
import { goofspielHeuristic } from './games/goofspiel/heuristic';
import { GAMES, findGame } from '@decktet/catalog';
import { AI_GAMES, BOT_GAMES, heuristicFor } from './registry';

describe("the AI's registry", () => {
  it("has one entry per game of the catalog, each with rules of thumb and arena statistics", () => {
    expect(GAMES.map((g) => g.id)).toEqual(['dueling-runes', 'hieroglyphs']);
    expect(AI_GAMES.rules).toEqual(GAMES);
    for (const entry of AI_GAMES.entries) {
      expect(entry.heuristic, entry.game.id).toBeDefined();
      expect(entry.statistics, entry.game.id).toBeDefined();
    }
    expect(findGame('hieroglyphs')?.name).toBe('Hieroglyphs');
    expect(findGame('goofspiel')).toBeUndefined();
  });

  it("gives bots and the arena the product's games and the engine's example game, each part from its entry", () => {
    expect(BOT_GAMES.rules.map((g) => g.id)).toEqual(['dueling-runes', 'hieroglyphs', 'goofspiel']);
    expect(ARENA_GAMES).toEqual(BOT_GAMES.rules);
    expect(arenaGame('goofspiel')?.name).toBe('Goofspiel');
    expect(heuristicFor('dueling-runes')).toBe(duelingRunesHeuristic);
    expect(heuristicFor('goofspiel')).toBe(goofspielHeuristic);
    expect(statisticsFor('dueling-runes')).toBe(duelingRunesStatistics);
    expect(statisticsFor('goofspiel')).toBeUndefined();
    expect(heuristicFor('chess')).toBeUndefined();
  });

  it('finds each entry in its game\'s folder, and has a folder only for the games the bots play', () => {
    const dir = fileURLToPath(new URL('./games/', import.meta.url));
    const folders = readdirSync(dir).filter((name) => existsSync(join(dir, name, 'index.ts')));
    expect(folders.sort()).toEqual(BOT_GAMES.rules.map((g) => g.id).sort());
  });
});
