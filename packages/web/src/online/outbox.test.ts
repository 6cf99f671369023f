import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';

describe('the outbox of a seat’s actions', () => {
  it('numbers actions in order and keeps each until the state that shows it', () => {
    const box = new Outbox();
    const a = box.add('play penitent', 4);
    expect(a.clientSeq).toBe(1);
    expect(box.busy(4)).toBe(true);
    box.acknowledged(1, 5, 4);
    expect(box.busy(4)).toBe(true);
    box.caughtUp(5);
    expect(box.busy(5)).toBe(false);
    expect(box.size).toBe(0);
    expect(box.add('pass', 5).clientSeq).toBe(2);
  });

  it('is done at once when the ack comes after the state that shows the action', () => {
    const box = new Outbox();
    box.add('pass', 2);
    box.acknowledged(1, 3, 3);
    expect(box.size).toBe(0);
  });

  it('keeps a decision the server does not count as a move (a reaction window, DR-37) until the next update', () => {
    const box = new Outbox();
    box.add('pass', 6);
    box.acknowledged(1, 6, 6);
    expect(box.busy(6)).toBe(true);
    box.caughtUp(6);
    expect(box.busy(6)).toBe(false);
    expect(box.size).toBe(0);
  });

  it('after a reconnect drops what the server already has and resends the rest with the same numbers', () => {
    const box = new Outbox();
    box.add('play penitent', 4);
    box.add('pass', 4);
    const { send, dropped } = box.afterWelcome(1, ['pass', 'cast wyrm']);
    expect(dropped).toBe(false);
    expect(send.map((e) => [e.clientSeq, e.action])).toEqual([[2, 'pass']]);
    // The server's count also moves the next number on (another tab of this seat acted).
    const after = box.afterWelcome(7, []);
    expect(after).toEqual({ send: [], dropped: false });
    expect(box.add('pass', 9).clientSeq).toBe(8);
  });

  it('does not resend a move the table has moved past: the player chooses again', () => {
    const box = new Outbox();
    box.add('play penitent', 4);
    expect(box.afterWelcome(0, ['play author', 'play forest'])).toEqual({ send: [], dropped: true });
    expect(box.size).toBe(0);
  });

  it('forgets an action the server refused', () => {
    const box = new Outbox();
    box.add('play penitent', 4);
    box.refused(1);
    expect(box.busy(4)).toBe(false);
  });
});
