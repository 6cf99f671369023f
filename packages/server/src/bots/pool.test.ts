import { afterAll, describe, expect, it } from 'vitest';
import { Match, goofspiel, unwrap } from '@decktet/engine';
import { BACKGROUND_LANE, BotPool, type BotRequest, FairQueue } from './pool';

describe('finding 4: the fair bot queue', () => {
  it('takes owners in turn, then their matches in turn, then each match first come first served', () => {
    const queue = new FairQueue<string>();
    // One owner floods three matches before anyone else asks.
    for (let i = 1; i <= 3; i++) for (const match of ['a1', 'a2', 'a3']) queue.push({ owner: 'A', match }, `${match}#${i}`);
    queue.push({ owner: 'B', match: 'b1' }, 'b1#1');
    queue.push({ owner: 'B', match: 'b1' }, 'b1#2');
    queue.push({ owner: 'C', match: 'c1' }, 'c1#1');
    const order: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) order.push(item);
    expect(order).toEqual(['a1#1', 'b1#1', 'c1#1', 'a2#1', 'b1#2', 'a3#1', 'a1#2', 'a2#2', 'a3#2', 'a1#3', 'a2#3', 'a3#3']);
    expect(queue.size).toBe(0);
  });

  it('issue 28, finding 8: the background lane (matches nobody plays, beyond the bot-only limits) waits behind every other owner', () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 3; i++) queue.push({ owner: BACKGROUND_LANE, match: 'left' }, `left#${i}`);
    queue.push({ owner: 'A', match: 'a1' }, 'a1#1');
    queue.push({ owner: 'B', match: 'b1' }, 'b1#1');
    queue.push({ owner: 'A', match: 'a1' }, 'a1#2');
    const order: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) order.push(item);
    expect(order).toEqual(['a1#1', 'b1#1', 'a1#2', 'left#1', 'left#2', 'left#3']);
  });

  describe('in the worker pool', () => {
    const pool = new BotPool(1);
    afterAll(() => pool.close());

    const match = unwrap(Match.create(goofspiel, { handSize: 5 }, 'queue'));
    const request = (seed: string): BotRequest => ({ game: 'goofspiel', spec: 'random', seed, view: match.view(0), legal: match.legal(0), seat: 0 });

    it("a flood of bot-only matches from one address does not put another match's decision behind it", async () => {
      const done: string[] = [];
      const track = (name: string, decision: Promise<number>) => decision.then((index) => {
        done.push(name);
        expect(index).toBeGreaterThanOrEqual(0);
      });
      const flood: Promise<void>[] = [];
      for (let m = 0; m < 10; m++) {
        const lane = pool.lane({ owner: '203.0.113.66', match: `spam-${m}` });
        for (let d = 0; d < 4; d++) flood.push(track(`spam-${m}/${d}`, lane.decide(request(`spam-${m}/${d}`))));
      }
      expect(pool.queued).toBe(39);
      const human = track('human', pool.lane({ owner: '198.51.100.5', match: 'duel' }).decide(request('duel')));
      await Promise.all([...flood, human]);
      // One worker runs one decision at a time: the human's waits for the one running and at most one more of the flood's.
      expect(done.indexOf('human')).toBeLessThanOrEqual(2);
      expect(done).toHaveLength(41);
    });

    it('a failed decision is reported and the queue goes on', async () => {
      const lane = pool.lane({ owner: 'x', match: 'm' });
      const bad = lane.decide({ ...request('bad'), game: 'chess' });
      const good = lane.decide(request('good'));
      await expect(bad).rejects.toThrow(/no bot plays the game "chess"/);
      expect(await good).toBeGreaterThanOrEqual(0);
    });
  });
});
