import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BaseState } from '@decktet/engine';
import type { StoredSeat } from '../storage';
import type { ServerContext } from '../context';
import { ManualClock } from '../../test/manual-clock';
import { type HeldTable, type Shown, WindowHold } from './window-hold';

/*
 * The pacing of secret windows (DR-36) as a state machine of its own: steps go in, frames come out
 * at the times a clock says. No socket, no storage: the room around it only runs its tasks in order
 * and records what it was asked to send.
 */

const state = (name: string) => ({ name }) as unknown as BaseState;
const human = { seat: 0, kind: 'human' } as StoredSeat;
const bot = { seat: 1, kind: 'bot' } as StoredSeat;

function table(seats: StoredSeat[], clock: ManualClock) {
  const sent: { at: number; shown: string }[] = [];
  let live: Shown | null = { state: state('start'), seq: 0 };
  let watching = true;
  let inWindow = false;
  let queue: Promise<unknown> = Promise.resolve();
  const room = {
    id: 'm',
    ctx: { clock } as unknown as ServerContext,
    seats,
    closed: false,
    serial<T>(task: () => Promise<T> | T): Promise<T> {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    },
    broadcast(shown: Shown | null) {
      const moment = shown ?? live;
      sent.push({ at: clock.now(), shown: `${(moment?.state as unknown as { name: string }).name}@${moment?.seq}${shown ? ' (held window)' : ''}` });
    },
    liveMoment: () => live,
    watched: () => watching,
    standsInWindow: () => inWindow,
  } as unknown as HeldTable;
  return {
    room,
    sent,
    moveTo: (name: string, seq: number, window = false) => {
      live = { state: state(name), seq };
      inWindow = window;
    },
    /** A socket opens (true) or the last one closes (false). */
    watch: (open: boolean) => (watching = open),
  };
}

/** Lets the room's queued tasks run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the window hold', () => {
  it('a window that opened and closed within a step is shown for the hold before the match as it stands', async () => {
    const clock = new ManualClock(1000);
    const { room, sent, moveTo } = table([human, bot], clock);
    const hold = new WindowHold(room, 500);
    moveTo('after', 3);
    hold.stepped([state('window')], false, 3);
    hold.changed();
    expect(sent).toEqual([{ at: 1000, shown: 'window@3 (held window)' }]);
    clock.advance(499);
    await settle();
    expect(sent).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(sent).toEqual([
      { at: 1000, shown: 'window@3 (held window)' },
      { at: 1500, shown: 'after@3' },
    ]);
  });

  it('a step that ends in a window holds it on show; what changes meanwhile goes out in one update when the hold ends', async () => {
    const clock = new ManualClock(0);
    const { room, sent, moveTo } = table([human, bot], clock);
    const hold = new WindowHold(room, 1000);
    moveTo('in-window', 1);
    hold.stepped([state('in-window')], true, 1);
    hold.changed();
    expect(hold.showing).toMatchObject({ seq: 1 });
    // A quick answer and a presence change within the hold: nothing is sent yet.
    moveTo('answered', 2);
    hold.changed();
    hold.changed();
    expect(sent.map((s) => s.shown)).toEqual(['in-window@1']);
    clock.advance(1000);
    await settle();
    expect(sent).toEqual([
      { at: 0, shown: 'in-window@1' },
      { at: 1000, shown: 'answered@2' },
    ]);
    expect(hold.showing).toBeNull();
  });

  it('at a table of bots only nothing is held; a stopped hold sends nothing more', async () => {
    const clock = new ManualClock(0);
    const bots = table([bot, { ...bot, seat: 0 }], clock);
    const hold = new WindowHold(bots.room, 1000);
    bots.moveTo('after', 1);
    hold.stepped([state('w1'), state('w2')], false, 1);
    hold.changed();
    expect(bots.sent.map((s) => s.shown)).toEqual(['w1@1 (held window)', 'w2@1 (held window)', 'after@1']);

    const people = table([human, bot], clock);
    const stopped = new WindowHold(people.room, 1000);
    stopped.stepped([state('w')], false, 1);
    stopped.changed();
    stopped.stop();
    clock.advance(5000);
    await settle();
    expect(people.sent.map((s) => s.shown)).toEqual(['w@1 (held window)']);
  });

  it('DR-36: with no socket open at the table nothing is held, and the match moves on at once', () => {
    const clock = new ManualClock(0);
    const { room, sent, moveTo, watch } = table([human, bot], clock);
    const hold = new WindowHold(room, 1000);
    watch(false);
    moveTo('in-window', 1, true);
    hold.stepped([state('closed-at-once'), state('in-window')], true, 1);
    hold.changed();
    // The AI's answer comes while nobody watches: nothing waits for a clock.
    moveTo('answered', 2);
    hold.stepped([], false, 2);
    hold.changed();
    expect(sent).toEqual([
      { at: 0, shown: 'closed-at-once@1 (held window)' },
      { at: 0, shown: 'in-window@1' },
      { at: 0, shown: 'answered@2' },
    ]);
    expect(hold.showing).toBeNull();
  });

  it('DR-36: a socket that opens while the match stands in a window sees it held from then, and every window after', async () => {
    const clock = new ManualClock(0);
    const { room, sent, moveTo, watch } = table([human, bot], clock);
    const hold = new WindowHold(room, 1000);
    watch(false);
    moveTo('in-window', 1, true);
    hold.stepped([state('in-window')], true, 1);
    hold.changed();
    expect(sent.map((s) => s.shown)).toEqual(['in-window@1']);
    // A spectator opens a socket (the room tells the others of it), then the AI's answer comes at once.
    clock.advance(10);
    watch(true);
    hold.changed();
    expect(hold.showing).toMatchObject({ seq: 1 });
    moveTo('answered', 2);
    hold.stepped([], false, 2);
    hold.changed();
    expect(sent.map((s) => s.shown)).toEqual(['in-window@1']);
    clock.advance(999);
    await settle();
    expect(sent).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(sent.at(-1)).toEqual({ at: 1010, shown: 'answered@2' });
    // The next window is held for the watcher as always.
    moveTo('after', 3);
    hold.stepped([state('next-window')], false, 3);
    hold.changed();
    clock.advance(1000);
    await settle();
    expect(sent.slice(1)).toEqual([
      { at: 1010, shown: 'answered@2' },
      { at: 1010, shown: 'next-window@3 (held window)' },
      { at: 2010, shown: 'after@3' },
    ]);
  });

  it('DR-36: a socket that opens when the match stands in no window changes nothing of the pacing', () => {
    const clock = new ManualClock(0);
    const { room, sent, moveTo, watch } = table([human, bot], clock);
    const hold = new WindowHold(room, 1000);
    watch(false);
    moveTo('turn', 1);
    hold.stepped([], false, 1);
    hold.changed();
    watch(true);
    hold.changed();
    expect(hold.showing).toBeNull();
    moveTo('next', 2);
    hold.changed();
    expect(sent.map((s) => `${s.at} ${s.shown}`)).toEqual(['0 turn@1', '0 turn@1', '0 next@2']);
  });
});

/** What may happen at a table: a step (the windows it opened and closed, whether it ends in one), a socket opening or the last closing, time passing. */
type Event = { kind: 'step'; closed: number; endsInWindow: boolean } | { kind: 'watch'; open: boolean } | { kind: 'wait'; ms: number };

const events = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), closed: fc.integer({ min: 0, max: 3 }), endsInWindow: fc.boolean() }),
    fc.record({ kind: fc.constant('watch' as const), open: fc.boolean() }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2500 }) }),
  ),
  { maxLength: 40 },
);

describe('the window hold, whatever happens (DR-36)', () => {
  it('every window a socket is shown stays for the hold, counted from when a socket first saw it, while sockets stay open; the match is never left behind', async () => {
    const HOLD = 1000;
    await fc.assert(
      fc.asyncProperty(events, async (happening: Event[]) => {
        const clock = new ManualClock(0);
        const { room, sent, moveTo, watch } = table([human, bot], clock);
        const hold = new WindowHold(room, HOLD);
        let watching = false;
        watch(false);
        let seq = 0;
        let live = '';
        /** When sockets opened and closed, in order: the time, and how many frames had gone out by then. */
        const watched: { at: number; open: boolean; after: number }[] = [];
        const openFor = (frame: number) => watched.filter((w) => w.after <= frame).at(-1)?.open ?? false;
        for (const e of happening) {
          if (e.kind === 'step') {
            seq++;
            const name = e.endsInWindow ? `live-window-${seq}` : `live-${seq}`;
            live = `${name}@${seq}`;
            moveTo(name, seq, e.endsInWindow);
            const closed = Array.from({ length: e.closed }, (_, i) => state(`closed-${seq}-${i}`));
            hold.stepped(e.endsInWindow ? [...closed, state(name)] : closed, e.endsInWindow, seq);
            hold.changed();
          } else if (e.kind === 'watch') {
            if (e.open === watching) continue;
            watching = e.open;
            watch(e.open);
            watched.push({ at: clock.now(), open: e.open, after: sent.length });
            hold.changed();
          } else {
            clock.advance(e.ms);
            await settle();
          }
        }
        // Whatever was held goes out in the end.
        for (let i = 0; i < 3 * 40 + 2 && live !== '' && sent.at(-1)?.shown !== live; i++) {
          clock.advance(HOLD);
          await settle();
        }
        if (seq > 0) expect(sent.at(-1)?.shown).toBe(live);
        // A window on show (the same frame sent again included), from when a socket first had it:
        // the next frame comes a hold later at the soonest, unless a socket closed meanwhile.
        const isWindow = (f: { shown: string }) => f.shown.includes('(held window)') || f.shown.startsWith('live-window-');
        for (let a = 0; a < sent.length; ) {
          let b = a;
          while (b + 1 < sent.length && sent[b + 1]!.shown === sent[a]!.shown) b++;
          const next = sent[b + 1];
          const meanwhile = watched.filter((w) => w.after > a && w.after <= b + 1);
          const seen = [...sent.slice(a, b + 1).filter((_, j) => openFor(a + j)), ...meanwhile.filter((w) => w.open)].map((x) => x.at);
          if (next && isWindow(sent[a]!) && seen.length > 0 && meanwhile.every((w) => w.open)) expect(next.at - Math.min(...seen)).toBeGreaterThanOrEqual(HOLD);
          a = b + 1;
        }
      }),
      { numRuns: 200 },
    );
  });
});
