import { describe, expect, it } from 'vitest';
import { formatAction, normalizeAction, parseAction } from './core/actions';
import { duel, play } from './test-kit';

describe('notation', () => {
  it('every action has a short text form that round-trips', () => {
    for (const text of [
      'play penitent',
      'pass',
      'keep',
      'redraw',
      'cast wyrm suns 3 at 2',
      'cast moon',
      'cast moon leaves 2',
      'cast knot at 1',
      'cast wyrm at 2',
      'counter at 1 discard author',
      'counter at 1 discard author,forest',
      'mirror at 3 discard ace-of-knots,journey',
      'hide mill,pact',
    ]) {
      const parsed = parseAction(text);
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(formatAction(parsed.value)).toBe(text);
    }
  });

  it('card lists are put in chart order, so every action has one spelling', () => {
    expect(parseAction('hide pact,mill')).toEqual({ ok: true, value: { type: 'hide', cards: ['mill', 'pact'] } });
    expect(parseAction('  CAST  Wyrm SUNS 3 AT 2 ')).toEqual({ ok: true, value: { type: 'cast', rune: 'wyrm', energy: 'suns', power: 3, target: 1 } });
  });

  it('malformed text and objects get a clear error, never an exception', () => {
    for (const junk of ['', 'xyzzy', 'play', 'play no-such-card', 'cast', 'cast fire', 'cast wyrm suns', 'cast wyrm suns 9 at 2', 'cast wyrm at 7', 'counter at 1', 'hide', 'pass now', '{"type":"pass"}']) {
      const r = parseAction(junk);
      expect(r.ok, junk).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
    }
    expect(parseAction('play no-such-card')).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
    for (const bad of [null, 42, {}, { type: 'cast', rune: 'moon', energy: 'fire', power: 1 }, { type: 'hide', cards: ['mill', 'mill'] }, { type: 'counter', target: 9, discard: ['author'] }]) {
      expect(normalizeAction(bad).ok).toBe(false);
    }
  });

  it('an illegal action is refused with a reason and changes nothing', () => {
    const m = duel({ hands: [['calamity'], ['origin']] });
    const before = JSON.stringify(m.state);
    expect(m.act(0, 'play pact')).toMatchObject({ ok: false, error: { code: 'illegal-action', message: 'The Pact is not in your hand (you hold the Calamity)' } });
    expect(m.act(0, 'cast wyrm at 2')).toMatchObject({ ok: false, error: { code: 'illegal-action', message: expect.stringContaining('chooses a card to place') } });
    expect(m.act(5, 'play calamity')).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(JSON.stringify(m.state)).toBe(before);
    play(m, [0, 'play calamity']);
    expect(m.act(0, 'play calamity')).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    play(m, [1, 'play origin']);
    expect(m.act(0, 'cast wyrm at 1')).toMatchObject({ ok: false, error: { message: 'Hit is a Wyrm spell: it is aimed at another wizard, not at yourself (DR-9)' } });
    expect(m.act(0, 'cast knot at 2')).toMatchObject({ ok: false, error: { message: expect.stringContaining('You cannot cast Confusion now: it is the Wyrm phase') } });
    expect(m.act(0, 'cast wyrm suns 1 at 2')).toMatchObject({ ok: false, error: { message: expect.stringContaining('Fire Ball (1) needs 1 free Suns; you have 0') } });
  });
});
