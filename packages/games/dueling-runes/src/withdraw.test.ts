import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { Match, WITHDRAW_STEP, unwrap } from '@decktet/engine';
import { duelingRunes } from './game';
import type { DuelingRunesState } from './core/state';
import { duel, play, publicLog } from './test-kit';

const withoutLog = (s: DuelingRunesState) => ({ ...s, log: [] });

describe('taking back a secret choice before the reveal (DR-8, DR-19)', () => {
  it('DR-34: a card chosen in secret can be taken back and another chosen, until everyone has chosen', () => {
    const m = duel({ hands: [['savage', 'mill'], ['origin', 'sailor']] });
    const before = m.state;
    play(m, [0, 'play savage']);
    expect(m.view(0).myChoice).toBe('play savage');
    expect(m.view(1).wizards[0]).toMatchObject({ chosen: true, owes: false });
    const back = unwrap(m.withdraw(0));
    expect(back.added).toEqual([{ text: 'Ada takes back their choice.', event: { type: 'withdraw', wizard: 0 } }]);
    // Exactly the position before the choice, apart from the log line; Bo sees only that Ada owes again.
    expect(withoutLog(m.state)).toEqual(withoutLog(before));
    expect(m.view(1).wizards[0]).toMatchObject({ chosen: false, owes: true });
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'play mill'], [1, 'play origin']);
    expect(publicLog(m)).toContain('Turn 1: Ada places the Mill (8), Bo places the Origin (2).');
    // Revealed: nothing is left to take back.
    expect(m.withdraw(0)).toMatchObject({ ok: false, error: { code: 'nothing-to-withdraw' } });
  });

  it('DR-34: refuses with nothing to take back, and changes nothing', () => {
    const m = duel({ hands: [['savage'], ['origin']] });
    const before = m.state;
    expect(m.withdraw(0)).toMatchObject({ ok: false, error: { code: 'nothing-to-withdraw', message: 'Ada has no secret choice waiting to be revealed' } });
    expect(m.withdraw(7)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(m.state).toBe(before);
    expect(m.actions).toEqual([]);
  });

  it('takes back a reaction or a declaration made in secret too (DR-16, DR-8)', () => {
    const m = duel({ hands: [['watchman', 'author'], ['borderland', 'forest', 'ace-of-knots']], sequences: [['bard'], ['ace-of-suns']] });
    play(m, [0, 'play watchman'], [1, 'play borderland'], [0, 'counter at 1 discard author']);
    unwrap(m.withdraw(0));
    play(m, [0, 'pass'], [1, 'pass'], [0, 'pass'], [0, 'cast wyrm suns 1 at 2']);
    unwrap(m.withdraw(0));
    play(m, [0, 'cast wyrm at 2'], [1, 'pass']);
    expect(publicLog(m)).toContain('Ada declares Hit at Bo.');
  });

  it('a withdrawal is kept in the record and replays to the identical match', () => {
    const m = duel({ hands: [['savage', 'mill'], ['origin', 'sailor']] });
    play(m, [1, 'play sailor']);
    unwrap(m.withdraw(1));
    play(m, [1, 'play origin'], [0, 'play mill']);
    expect(m.actions).toEqual([
      { seat: 1, action: 'play sailor' },
      { seat: 1, action: WITHDRAW_STEP },
      { seat: 1, action: 'play origin' },
      { seat: 0, action: 'play mill' },
    ]);
    const record = JSON.parse(JSON.stringify(m.toRecord()));
    const loaded = unwrap(Match.fromRecord(duelingRunes as never, record));
    expect(loaded.state).toEqual(m.state);
    expect(m.states()).toHaveLength(5);
    expect(m.states()[2]!.wizards[1]!.pick).toBeNull();
  });

  it('in seeded random games, choosing then withdrawing always gives back the position before the choice', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      let s = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({ players: 2 + (g % 3) }), `withdraw-${g}`));
      const rng = Rng.seeded(`withdraw-moves-${g}`);
      for (let step = 0; step < 250 && duelingRunes.pending(s).length; step++) {
        const seat = rng.pick(duelingRunes.pending(s));
        const next = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
        if (next.wizards.find((w) => w.seat === seat)!.pick !== null) {
          const back = unwrap(duelingRunes.withdraw!(next, seat));
          // A decision and its taking back in a reaction window are counted, not as moves (DR-37).
          const counted = s.stage === 'react' ? 2 : 0;
          expect(back.windowDecisions ?? 0).toBe((s.windowDecisions ?? 0) + counted);
          expect(withoutLog({ ...back, windowDecisions: 0 })).toEqual(withoutLog({ ...s, windowDecisions: 0 }));
          expect(duelingRunes.legalActions(back, seat)).toEqual(duelingRunes.legalActions(s, seat));
          checked++;
        } else expect(duelingRunes.withdraw!(next, seat).ok).toBe(false);
        s = next;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
