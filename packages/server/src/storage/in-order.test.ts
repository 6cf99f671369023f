import { describe, expect, it } from 'vitest';
import { InOrder } from './in-order';

/** A task that finishes when told to, recording when it starts and ends. */
function gate(events: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return {
    open,
    task: async () => {
      events.push(`${name} starts`);
      await opened;
      events.push(`${name} ends`);
      return name;
    },
  };
}

describe('InOrder', () => {
  it('starts a task only when the one before it with the same key has ended, whatever order they would finish in', async () => {
    const events: string[] = [];
    const queue = new InOrder();
    const first = gate(events, 'first');
    const second = gate(events, 'second');
    const a = queue.run('m1', first.task);
    const b = queue.run('m1', second.task);
    second.open();
    await new Promise((r) => setTimeout(r, 5));
    expect(events).toEqual(['first starts']);
    first.open();
    expect(await Promise.all([a, b])).toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('runs tasks with different keys side by side', async () => {
    const events: string[] = [];
    const queue = new InOrder();
    const one = gate(events, 'one');
    const two = gate(events, 'two');
    const a = queue.run('m1', one.task);
    const b = queue.run('m2', two.task);
    await new Promise((r) => setTimeout(r, 5));
    expect(events).toEqual(['one starts', 'two starts']);
    two.open();
    one.open();
    await Promise.all([a, b]);
  });

  it("a failed task rejects its own caller and the next one still runs; an emptied key is forgotten", async () => {
    const queue = new InOrder();
    const failed = queue.run('m1', () => Promise.reject(new Error('the database is gone')));
    const next = queue.run('m1', () => Promise.resolve('sent'));
    await expect(failed).rejects.toThrow('the database is gone');
    expect(await next).toBe('sent');
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.busy).toBe(0);
  });
});
