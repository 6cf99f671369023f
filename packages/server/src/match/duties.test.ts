import { describe, expect, it } from 'vitest';
import { type OwingSeat, dutyOf, whenClockRunsOut } from './duties';

const waiting: OwingSeat = { returned: false, botControls: false, inSecretWindow: false, soleInstance: true, turnBased: false, presence: 'online' };

describe("what a room does for a seat that owes a decision", () => {
  it("a covered player back at the table takes the seat before the AI decides; a bot's or covered seat is played by a bot; else its clock runs", () => {
    expect(dutyOf(waiting)).toBe('wait');
    expect(dutyOf({ ...waiting, botControls: true })).toBe('bot');
    expect(dutyOf({ ...waiting, botControls: true, returned: true })).toBe('give-back');
    // Out of a window an absent player's clock runs: the AI covers them only when it runs out.
    expect(dutyOf({ ...waiting, presence: 'offline' })).toBe('wait');
  });

  it('DR-38: a live table passes at once in a window for a player not there, only where presence is certain', () => {
    const absentInWindow = { ...waiting, inSecretWindow: true, presence: 'offline' as const };
    expect(dutyOf(absentInWindow)).toBe('pass');
    // There but away, or connected to another instance that may not have said so yet: the window waits.
    expect(dutyOf({ ...absentInWindow, presence: 'away' })).toBe('wait');
    expect(dutyOf({ ...absentInWindow, soleInstance: false })).toBe('wait');
    // A turn-based table waits out the clock; a seat not stored is never answered for.
    expect(dutyOf({ ...absentInWindow, turnBased: true })).toBe('wait');
    expect(dutyOf({ ...absentInWindow, presence: null })).toBe('wait');
  });

  it('a clock that runs out in a window passes in silence; elsewhere the AI covers the seat', () => {
    expect(whenClockRunsOut(true)).toBe('pass');
    expect(whenClockRunsOut(false)).toBe('cover');
  });
});
