/** The log's events (random seeded games): every line has one, it is plain JSON, and it says what its text says. */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type LogEntry, unwrap } from '@decktet/engine';
import { isKnownCard, titleOf } from './cards';
import { hieroglyphs } from './game';
import { type HieroglyphsEvent, sentence, spokenTitle } from './log';
import { REST, matchOf, play } from '../test/testing';
import type { HieroglyphsState } from './types';

/** The whole log of a random game from `seed`, played to its end. */
function playedLog(seed: string): { log: LogEntry[]; names: string[] } {
  let s: HieroglyphsState = unwrap(hieroglyphs.setup({}, seed, { names: ['Ada', 'Bo'] }));
  const rng = Rng.seeded(`${seed}-moves`);
  while (!s.over) {
    const seat = hieroglyphs.pending(s)[0]!;
    s = unwrap(hieroglyphs.apply(s, seat, rng.pick(hieroglyphs.legalActions(s, seat))));
  }
  return { log: s.log, names: s.names };
}

/** The card ids an event names, in any of its fields. */
const cardsIn = (e: HieroglyphsEvent) => Object.values(e).flatMap((v: unknown) => (Array.isArray(v) ? v : [v])).filter((v): v is string => v !== e.type && isKnownCard(v));

describe('the log as events', () => {
  const games = Array.from({ length: 12 }, (_, i) => playedLog(`events-${i}`));

  it('gives every line an event, whose English sentence is the line', () => {
    for (const { log, names } of games) {
      for (const line of log) {
        expect(line.event, line.text).toBeDefined();
        expect(sentence(line.event as HieroglyphsEvent, names)).toBe(line.text);
      }
    }
  });

  it('keeps events plain JSON', () => {
    for (const { log } of games) expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });

  it('names in a public event no card its line does not name: an event tells no more than its text', () => {
    let checked = 0;
    for (const { log } of games) {
      for (const line of log.filter((l) => !l.seats)) {
        for (const id of cardsIn(line.event as HieroglyphsEvent)) {
          expect(line.text.includes(titleOf(id)) || line.text.includes(spokenTitle(id)), `${id} in "${line.text}"`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('tells a play step by step: words deciphered, sliders set aside, letters revealed, who takes the sliders', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'sea'], ['diplomat', 'mill', 'pact', 'darkness', 'merchant', 'bard', 'end'], ['lunatic', 'cave', 'penitent', 'forest', 'discovery', 'soldier', 'market', 'chance-meeting', 'sailor', 'rite', 'consul', 'island', 'windfall']],
      drawPiles: [['betrayal', 'castle', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves']],
    });
    play(m, 'decipher tomb2 betrayal as 8');
    const told = (text: string) => m.state.log.find((l) => l.text === text)?.event;
    expect(told('Ada plays the Betrayal as 8 on Tomb 2: MILL deciphered (the Diplomat set aside), PACT deciphered, phrase complete — Ada collects the Diplomat and the Mill, draws a card.')).toEqual({
      type: 'play',
      seat: 0,
      card: 'betrayal',
      powerUps: [],
      helpers: [],
      rank: 8,
      tomb: 2,
      deciphered: ['mill', 'pact'],
      setAside: ['diplomat'],
      revealed: '',
      end: 'phrase',
      surplus: 0,
      slid: ['diplomat', 'mill'],
      gainer: 0,
      draws: 1,
    });
    play(m, 'decipher tomb3 castle as 7');
    expect(m.state.log.findLast((l) => l.event?.type === 'play')?.event).toMatchObject({ deciphered: ['cave'], setAside: ['lunatic'], revealed: 'ENT', end: 'partial', slid: [], draws: 0 });
    expect(m.state.log.findLast((l) => l.event?.type === 'play')?.event).not.toHaveProperty('gainer');
  });
});
