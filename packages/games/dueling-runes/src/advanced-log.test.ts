/** The Advanced Game's log lines as events (DRA-1): each says what its sentence says, as plain facts. */
import { describe, expect, it } from 'vitest';
import { cardNumber } from './core/cards';
import { type DuelingRunesEvent, sentence } from './core/log';
import { randomDuelLog } from './fast/random-duel';

const CONFIGS: Record<string, unknown>[] = [
  { variant: 'advanced', health: 8, maxTurns: 12 },
  { variant: 'advanced', players: 3, courts: true, health: 6, maxTurns: 10 },
  { variant: 'advanced', players: 4, health: 5, maxTurns: 8 },
  { variant: 'advanced', players: 1, health: [6, 8], maxTurns: 12 },
];

/** A log event's value: a number, a string or a list of them (the engine's `LogValue`). */
const isLogValue = (v: unknown) => typeof v === 'number' || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string'));

describe('the Advanced Game\'s log as events', () => {
  const games = CONFIGS.flatMap((config, c) => Array.from({ length: 8 }, (_, i) => randomDuelLog(config, `dra-events-${c}-${i}`)));

  it('DRA-1: every line has an event of plain values, whose English sentence is the line; no event type is a card id', () => {
    const types = new Set<string>();
    for (const { log, names } of games) {
      for (const line of log) {
        const e = line.event as DuelingRunesEvent;
        expect(sentence(e, names)).toBe(line.text);
        for (const [key, value] of Object.entries(e)) expect(isLogValue(value), `${e.type}.${key}`).toBe(true);
        types.add(e.type);
      }
    }
    for (const type of types) expect(cardNumber(type), type).toBeUndefined();
    for (const type of ['attack', 'hold', 'monster-gone', 'poison']) expect(types, type).toContain(type);
  });

  it('DRA-2, DRA-11: an advanced spell\'s line names the runes of each type it used; a spell at a monster names the monster', () => {
    const events = games.flatMap(({ log }) => log.map((line) => line.event as DuelingRunesEvent));
    const advanced = events.find((e) => e.type === 'cast' && e.spell === 'lightning-bolt');
    expect(advanced).toMatchObject({ runes: ['suns', 'moons'], counts: [expect.any(Number), expect.any(Number)] });
    const atMonster = events.find((e) => e.type === 'cast' && e.monster !== undefined && e.result !== 'summons');
    expect(atMonster).toMatchObject({ target: expect.any(Number), monster: expect.stringMatching(/^(troll|fire-elemental|ice-elemental)$/) });
  });
});
