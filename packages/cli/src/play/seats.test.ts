import { describe, expect, it } from 'vitest';
import { parseSeats, seatLabel, seatsFromLabels } from './seats';

describe('--seats', () => {
  it('reads humans, AIs and the automaton', () => {
    const seats = parseSeats('human, ai:random,automaton');
    expect(seats).toEqual({ ok: true, value: [{ kind: 'human' }, { kind: 'bot', spec: 'random' }, { kind: 'automaton' }] });
    expect(seats.ok && seats.value.map(seatLabel)).toEqual(['human', 'ai:random', 'automaton']);
  });

  it('names every problem', () => {
    expect(parseSeats('human,,ai:random')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/comma-separated/) } });
    expect(parseSeats('human,robot')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/unknown seat "robot"/) } });
    expect(parseSeats('human,ai:genius')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/unknown bot "genius": use random, heuristic, ismcts/) } });
    expect(parseSeats('automaton,human')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/last seat/) } });
  });

  it('turns record labels back into seats', () => {
    expect(seatsFromLabels(['human', 'ai:random', 'someone'])).toEqual([{ kind: 'human' }, { kind: 'bot', spec: 'random' }, { kind: 'human' }]);
  });
});
