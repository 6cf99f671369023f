import { describe, expect, it } from 'vitest';
import { Match, unwrap } from '@decktet/engine';
import { duelingRunes } from './game';
import { excuseDepthRange } from './core/deck';
import { duel, health, play, publicLog } from './test-kit';

describe('setup (DR-1, DR-3, DR-17, DR-23)', () => {
  const count = (m: ReturnType<typeof duel> | Match<never, never, never, never, never>) => {
    const s = (m as ReturnType<typeof duel>).state;
    return s.drawPile.length + s.discardPile.length + s.wizards.reduce((n, w) => n + w.hand.length + w.sequence.length, 0);
  };

  it('DR-1: 40 cards and the Excuse (44 with Courts); five cards each; DR-3: 12 health each', () => {
    const m = unwrap(Match.create(duelingRunes, {}, 'deck'));
    expect(count(m as never)).toBe(41);
    expect(m.state.wizards.map((w) => [w.hand.length, w.health, w.maxHealth])).toEqual([[5, 12, 12], [5, 12, 12]]);
    const courts = unwrap(Match.create(duelingRunes, { courts: true, players: 4 }, 'deck'));
    expect(count(courts as never)).toBe(45);
    expect(courts.state.wizards.map((w) => w.hand.length)).toEqual([5, 5, 5, 5]);
  });

  it('DR-3: starting health per seat; DR-21: solitaire is one seat against the automaton', () => {
    const m = unwrap(Match.create(duelingRunes, { health: [9, 12, 7] , players: 3 }, 'h'));
    expect(m.state.wizards.map((w) => w.maxHealth)).toEqual([9, 12, 7]);
    const solo = unwrap(Match.create(duelingRunes, { players: 1, health: [5, 12] }, 'h', { names: ['Ada'] }));
    expect(solo.view(0).wizards.map((w) => [w.name, w.automaton, w.startingHealth, w.handSize])).toEqual([['Ada', false, 5, 5], ['the Automaton', true, 12, 0]]);
    expect(duelingRunes.seatCount(unwrap(Match.create(duelingRunes, { players: 1 }, 'x')).config)).toBe(1);
  });

  it('bad configs and layouts are refused with a clear error', () => {
    expect(Match.create(duelingRunes, { players: 5 }, 's')).toMatchObject({ ok: false, error: { code: 'invalid-config' } });
    expect(Match.create(duelingRunes, { health: [12] }, 's')).toMatchObject({ ok: false, error: { code: 'invalid-config', message: expect.stringContaining('health') } });
    expect(Match.create(duelingRunes, { counterSpell: ['moons', 'moons'] }, 's')).toMatchObject({ ok: false, error: { code: 'invalid-config' } });
    const layout = (l: unknown) => Match.create(duelingRunes, {}, 's', { layout: l as never });
    expect(layout({ hands: [['pact'], ['pact']] })).toMatchObject({ ok: false, error: { code: 'invalid-layout', message: expect.stringContaining('the Pact appears twice') } });
    expect(layout({ hands: [['island'], []] })).toMatchObject({ ok: false, error: { message: expect.stringContaining('not a playable card') } });
    expect(layout({ hands: [['no-such'], []] })).toMatchObject({ ok: false, error: { message: expect.stringContaining('unknown card "no-such"') } });
    expect(layout({ hands: [[], [], []] })).toMatchObject({ ok: false, error: { message: expect.stringContaining('one hand per wizard') } });
  });

  it('DR-17, DR-23: the Excuse starts in the middle third of the draw pile, never on top while cards remain', () => {
    expect(excuseDepthRange(30)).toEqual([10, 20]);
    expect(excuseDepthRange(1)).toEqual([1, 1]);
    expect(excuseDepthRange(0)).toEqual([0, 0]);
    for (let i = 0; i < 30; i++) {
      const s = unwrap(Match.create(duelingRunes, {}, `excuse-${i}`)).state;
      const depth = s.drawPile.length - 1 - s.drawPile.indexOf(36);
      const [lo, hi] = excuseDepthRange(s.drawPile.length - 1);
      expect(depth).toBeGreaterThanOrEqual(lo);
      expect(depth).toBeLessThanOrEqual(hi);
    }
  });
});

describe('the course of a turn (DR-7, DR-8, DR-17, DR-18)', () => {
  it('DR-8: spells resolve Moon, then Wyrm, then Knot; within a phase the higher card value first (DR-2: Pawn < Court < Crown)', () => {
    const m = duel({ hands: [['rite'], ['calamity'], ['island']], sequences: [['origin'], [], ['bard']] }, { players: 3, courts: true });
    play(m, [0, 'play rite'], [1, 'play calamity'], [2, 'play island']);
    expect(m.pending()).toEqual([0]);
    play(m, [0, 'cast moon']);
    // Wyrm phase: the Calamity (Crown, 12) before the Rite and the Island (Courts, 11), which are simultaneous.
    expect(m.pending()).toEqual([1]);
    play(m, [1, 'cast wyrm at 3']);
    expect(m.pending()).toEqual([0, 2]);
  });

  it('DR-8, DR-18: two wizards killing each other with equal card values is a draw', () => {
    const m = duel({ hands: [['watchman'], ['borderland']], health: [1, 1] });
    play(m, [0, 'play watchman'], [1, 'play borderland'], [0, 'pass']);
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'cast wyrm at 2']);
    // Bo cannot see Ada's declaration before making his own.
    expect(JSON.stringify(m.view(1))).not.toContain('cast wyrm');
    expect(m.view(1).wizards[0]!.chosen).toBe(true);
    play(m, [1, 'cast wyrm at 1']);
    expect(m.outcome()).toMatchObject({ results: ['draw', 'draw'], summary: 'A draw between Ada and Bo' });
    expect(publicLog(m).slice(-1)).toEqual(['Ada and Bo fall together: a draw.']);
    expect(m.pending()).toEqual([]);
    expect(m.act(0, 'pass')).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('DR-8: equal values take effect together — health changes add up and are capped once', () => {
    const m = duel({ hands: [['rite'], ['island']], sequences: [['mill', 'sailor'], ['bard', 'sea']], health: [3, 12] }, { courts: true });
    play(m, [0, 'play rite'], [1, 'play island'], [0, 'pass'], [0, 'cast wyrm leaves 3 at 2'], [1, 'cast wyrm suns 2 at 1']);
    // Ada: 3 − 2 + 3 = 4 (she survives the Fire Ball because the Drain lands at the same time).
    expect(health(m)).toEqual([4, 9]);
  });

  it('DR-18: a wizard killed by a higher card does not cast its own later spell; three wizards play on', () => {
    const m = duel({ hands: [['calamity'], ['savage', 'end'], ['origin', 'sea']], sequences: [[], ['mill'], []], health: [12, 1, 12] }, { players: 3 });
    play(m, [0, 'play calamity'], [1, 'play savage'], [2, 'play origin'], [0, 'cast wyrm at 2']);
    expect(publicLog(m)).toContain('Bo dies.');
    expect(m.state.turn).toBe(2);
    expect(m.outcome()).toBeNull();
    // The dead wizard's hand and sequence went to the discard pile at the end of the turn.
    expect(m.view(null).wizards[1]).toMatchObject({ alive: false, handSize: 0, sequence: [] });
    expect(m.view(null).discardPile).toEqual(expect.arrayContaining(['savage', 'end', 'mill']));
    expect(m.pending()).toEqual([0, 2]);
  });

  it('DR-7: a fifth card pushes the oldest out at once; every sequence is trimmed to three at the end of the turn', () => {
    const m = duel({ hands: [['painter', 'calamity', 'desert'], ['origin', 'sailor']], sequences: [['bard', 'ace-of-suns'], []] });
    play(m, [0, 'play painter'], [1, 'play origin'], [0, 'cast knot suns 1 at 1']);
    // Turn 2: the mini-turn card makes four, the regular card pushes the Bard out at once.
    play(m, [0, 'play calamity'], [0, 'pass']);
    expect(m.view(null).wizards[0]!.sequence.map((c) => c.card)).toEqual(['bard', 'ace-of-suns', 'painter', 'calamity']);
    play(m, [0, 'play desert'], [1, 'play sailor']);
    expect(m.view(null).discardPile).toContain('bard');
    play(m, [0, 'pass']);
    expect(m.view(null).wizards[0]!.sequence.map((c) => c.card)).toEqual(['painter', 'calamity', 'desert']);
  });

  it('DR-8: a wizard with an empty hand places nothing; DR-17: everyone draws up to min(5, hand + 2)', () => {
    const m = duel({ hands: [['origin'], ['sailor', 'mill', 'end', 'sea', 'bard']] });
    play(m, [0, 'play origin'], [1, 'play sailor']);
    expect(m.view(null).wizards.map((w) => w.handSize)).toEqual([2, 5]);
    expect(m.logFor(0)).toContain('You draw Ace of Suns, Ace of Waves.');
    expect(m.logFor(1).join('\n')).not.toContain('Ace of Suns');
    const empty = duel({ hands: [[], ['sailor']] });
    expect(empty.pending()).toEqual([1]);
    play(empty, [1, 'play sailor']);
    expect(empty.view(null).wizards.map((w) => [w.sequence.length, w.handSize])).toEqual([[0, 2], [1, 2]]);
  });

  it('DR-17: drawing the Excuse shuffles the discard pile into the draw pile, puts the Excuse back and draws on', () => {
    const m = duel({
      hands: [['origin'], ['sailor']],
      drawPile: ['ace-of-suns', 'excuse'],
      discardPile: ['pact', 'author', 'huntress'],
    });
    const before = m.state.drawPile.length;
    play(m, [0, 'play origin'], [1, 'play sailor']);
    expect(publicLog(m)).toContain(`Ada draws the Excuse: the discard pile is shuffled into the draw pile (${before - 2 + 3} cards).`);
    expect(m.view(null).discardPile).toEqual([]);
    expect(m.state.drawPile).toContain(36);
    expect(m.view(null).wizards.map((w) => w.handSize)).toEqual([2, 2]);
  });
});

describe('views (DR-19)', () => {
  it('hide hands, the draw pile and unrevealed choices; a spectator sees only public information', () => {
    const m = duel({ hands: [['origin', 'pact'], ['sailor', 'mill']] });
    play(m, [0, 'play pact']);
    const bo = m.view(1);
    expect(bo.hand).toEqual(['sailor', 'mill']);
    expect(bo.wizards[0]).toMatchObject({ handSize: 2, chosen: true, owes: false, placed: null });
    expect(JSON.stringify(bo)).not.toMatch(/pact|origin/);
    const spectator = m.view(null);
    expect(spectator.hand).toEqual([]);
    expect(JSON.stringify(spectator)).not.toMatch(/pact|origin|sailor|"mill"/);
    expect(m.view(0).myChoice).toBe('play pact');
    expect(spectator.prompt).toBe('Turn 1: waiting for Bo to choose a card in secret.');
  });
});
