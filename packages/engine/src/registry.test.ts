import { describe, expect, it } from 'vitest';
import type { AnyGame } from './contract';
import { goofspiel } from './examples/goofspiel';
import { gameRegistry } from './registry';

const game = goofspiel as unknown as AnyGame;
const other = { ...game, id: 'other-goofspiel', name: 'Other Goofspiel' } as AnyGame;

describe('a registry of games', () => {
  it('finds each entry by its game id, in the order given, and lists the rules', () => {
    const entries = [{ game, label: 'a' }, { game: other, label: 'b' }];
    const registry = gameRegistry(entries);
    expect(registry.find('other-goofspiel')).toBe(entries[1]);
    expect(registry.find('chess')).toBeUndefined();
    expect(registry.entries).toEqual(entries);
    expect(registry.rules).toEqual([game, other]);
  });

  it('adds entries without changing the registry it started from', () => {
    const base = gameRegistry([{ game }]);
    const more = base.with({ game: other });
    expect(more.rules.map((g) => g.id)).toEqual(['goofspiel', 'other-goofspiel']);
    expect(base.find('other-goofspiel')).toBeUndefined();
  });

  it('refuses a game registered twice', () => {
    expect(() => gameRegistry([{ game }]).with({ game })).toThrow('the game "goofspiel" is registered twice');
  });
});
