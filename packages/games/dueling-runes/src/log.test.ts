/** The log's events (random seeded duels): every line has one, it is plain JSON, and it says what its text says. */
import { describe, expect, it } from 'vitest';
import { TITLE, cardNumber } from './core/cards';
import { type DuelingRunesEvent, sentence } from './core/log';
import { duel, play } from './test-kit';

import { randomDuelLog as playedLog } from './fast/random-duel';

const CONFIGS: Record<string, unknown>[] = [
  { players: 2, health: 5, maxTurns: 8 },
  { players: 2, courts: true, health: 2, maxTurns: 6 },
  { players: 3, health: 4, maxTurns: 8 },
  { players: 4, courts: true, health: 3, maxTurns: 6 },
  { players: 1, health: [4, 3], maxTurns: 8 },
  { players: 1, courts: true, health: [3, 5], maxTurns: 10 },
];

/** The card ids an event names, in any of its fields. */
const cardsIn = (e: DuelingRunesEvent) => Object.values(e).flatMap((v: unknown) => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === 'string' && v !== e.type && cardNumber(v) !== undefined);

describe('the log as events', () => {
  const games = CONFIGS.flatMap((config, c) => Array.from({ length: 10 }, (_, i) => playedLog(config, `dr-events-${c}-${i}`)));
  const events = games.flatMap(({ log }) => log.map((l) => l.event as DuelingRunesEvent));

  it('gives every line an event, whose English sentence is the line', () => {
    for (const { log, names } of games) {
      for (const line of log) {
        expect(line.event, line.text).toBeDefined();
        expect(sentence(line.event as DuelingRunesEvent, names)).toBe(line.text);
      }
    }
  });

  it('writes every kind of line in two, three, four-wizard duels and solitaire', () => {
    const kinds = new Set(events.map((e) => e.type));
    for (const kind of ['start', 'hand', 'turn', 'declare', 'pass', 'cast', 'dies', 'special', 'draws', 'you-draw', 'win', 'time-up', 'withdraw', 'reshuffle', 'confused-draw', 'redraw-choice', 'automaton-places']) expect(kinds, kind).toContain(kind);
    const results = new Set(events.flatMap((e) => (e.type === 'cast' ? [e.result] : [])));
    expect([...results].sort()).toEqual(['blocked', 'confused', 'drains', 'forgets', 'heals', 'lasts', 'loses', 'resists', 'shielded']);
    expect(events.some((e) => e.type === 'turn' && e.part === 'mini')).toBe(true);
    expect(events.some((e) => (e.type === 'cast' || e.type === 'special') && e.mirrors.length > 0)).toBe(true);
  });

  it('keeps events plain JSON', () => {
    for (const { log } of games) expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });

  it('keeps the hand and the cards drawn private to their seat, and a choice taken back in a reaction window (DR-35)', () => {
    for (const { log } of games) {
      for (const line of log) {
        const type = line.event!.type;
        if (type === 'withdraw') continue;
        expect(line.seats !== undefined, line.text).toBe(type === 'hand' || type === 'you-draw');
        if (line.seats) expect(line.seats).toHaveLength(1);
      }
    }
  });

  it('names in a public event no card its line does not name: an event tells no more than its text', () => {
    let checked = 0;
    for (const { log } of games) {
      for (const line of log.filter((l) => !l.seats)) {
        for (const id of cardsIn(line.event as DuelingRunesEvent)) {
          expect(line.text, id).toContain(TITLE[cardNumber(id)!]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('tells spells by ids and wizard numbers, never by words: a protection that stops one, a Magic Mirror that turns one back', () => {
    const blocked = duel({ hands: [['battle'], ['lunatic']], sequences: [['bard', 'ace-of-suns'], ['sea']] });
    play(blocked, [0, 'play battle'], [1, 'play lunatic'], [1, 'cast moon waves 2'], [0, 'cast wyrm suns 2 at 2']);
    const told = (m: typeof blocked, text: string) => m.state.log.find((l) => l.text === text)?.event;
    expect(told(blocked, 'Bo casts Resist Heat (2) — Bo resists heat through turn 2.')).toEqual({ type: 'cast', caster: 1, spell: 'resist-heat', power: 2, mirrors: [], on: 1, result: 'resists', until: 2 });
    expect(told(blocked, 'Ada casts Fire Ball (2) at Bo — blocked: Bo resists heat.')).toEqual({ type: 'cast', caster: 0, spell: 'fire-ball', power: 2, target: 1, mirrors: [], on: 1, result: 'blocked', protection: 'resist-heat' });

    const mirrored = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(mirrored, [0, 'play savage'], [1, 'play origin'], [1, 'mirror at 2 discard ace-of-knots,journey'], [0, 'cast wyrm leaves 3 at 2']);
    expect(told(mirrored, 'Bo casts Magic Mirror at Bo, discarding Ace of Knots, the Journey.')).toEqual({ type: 'special', caster: 1, spell: 'magic-mirror', target: 1, discarded: ['ace-of-knots', 'journey'], mirrors: [], on: 1 });
    expect(told(mirrored, "Ada casts Drain (3) at Bo — turned back by Bo's Magic Mirror — Ada loses 3, Bo gains 3.")).toEqual({
      type: 'cast', caster: 0, spell: 'drain', power: 3, target: 1, mirrors: [1], on: 0, result: 'drains', amount: 3, gainer: 1,
    });
  });
});
