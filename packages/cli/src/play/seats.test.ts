import { describe, expect, it } from 'vitest';
import { parseSeats, seatLabel, seatsFromLabels } from './seats';
import { parseHealth } from './table';

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

describe('--health', () => {
  it('reads one value or one per seat', () => {
    expect(parseHealth('12')).toEqual({ ok: true, value: [12] });
    expect(parseHealth('12, 8')).toEqual({ ok: true, value: [12, 8] });
  });
  it('refuses anything else', () => {
    for (const bad of ['0', 'ten', '12,', '-3', '1.5']) expect(parseHealth(bad).ok).toBe(false);
  });
});
