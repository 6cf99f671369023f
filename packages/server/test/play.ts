import type { LiveAck, LiveError, LiveMatchState, LiveServerMessage } from '@decktet/protocol';
import type { LiveTestClient } from './live-client';

const isState = (m: LiveServerMessage): m is LiveServerMessage & LiveMatchState => m.type === 'welcome' || m.type === 'update';

export interface SeatPlay {
  /** The final state this seat saw. */
  final: LiveMatchState;
  /** Action latencies in ms (act sent → ack received). */
  latencies: number[];
  actions: number;
}

/**
 * Plays one seat to the end of the match over its socket (after `hello`): acts on the newest
 * state only, and waits for each action's ack before reading on, so it never acts on a stale view.
 */
export async function playSeat(
  client: LiveTestClient,
  pick: (legal: readonly string[], state: LiveMatchState) => string,
  options: { timeoutMs?: number; stop?: () => boolean; beforeAct?: () => Promise<unknown>; onAck?: (ack: LiveAck, action: string, latencyMs: number) => void; lastClientSeq?: number } = {},
): Promise<SeatPlay> {
  // The seat's numbering goes on after what it already sent (a welcome read on says so too).
  let clientSeq = options.lastClientSeq ?? 0;
  const latencies: number[] = [];
  const timeout = options.timeoutMs ?? 30_000;
  while (true) {
    const m = await client.next((x) => isState(x) || x.type === 'error', timeout);
    if (m.type === 'error') throw new Error(`seat got an error: ${m.code}: ${m.message}`);
    const state = m as LiveMatchState;
    if (m.type === 'welcome') clientSeq = Math.max(clientSeq, m.lastClientSeq);
    if (client.received.slice(client.received.indexOf(m) + 1).some(isState)) continue;
    if (state.outcome) return { final: state, latencies, actions: clientSeq };
    if (state.legal.length === 0) continue;
    if (options.stop?.()) return { final: state, latencies, actions: clientSeq };
    if (options.beforeAct) {
      // Thinking: a newer state may arrive meanwhile (another seat acted); act on that one.
      await options.beforeAct();
      if (client.received.slice(client.received.indexOf(m) + 1).some(isState)) continue;
    }
    const seq = ++clientSeq;
    const started = performance.now();
    const action = pick(state.legal, state);
    let reply: LiveAck | LiveError;
    do {
      client.send({ type: 'act', clientSeq: seq, action });
      reply = await client.next<LiveAck | LiveError>((x) => (x.type === 'ack' || x.type === 'error') && x.clientSeq === seq, timeout);
      // Too fast for the server's rate limit: wait, then resend the same clientSeq (idempotent).
      if (reply.type === 'error' && reply.code === 'rate-limited') await new Promise((r) => setTimeout(r, 200));
    } while (reply.type === 'error' && reply.code === 'rate-limited');
    if (reply.type === 'error') throw new Error(`action refused: ${reply.code}: ${reply.message}`);
    const latency = performance.now() - started;
    latencies.push(latency);
    options.onAck?.(reply, action, latency);
  }
}

/** A deterministic chooser for scripted seats (a small LCG, so runs repeat exactly). */
export function seededPicker(seed: number): (legal: readonly string[]) => string {
  let x = seed >>> 0 || 1;
  return (legal) => {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    return legal[x % legal.length]!;
  };
}

/**
 * Every seat (one welcomed socket each, after `hello`) acts whenever it owes a decision, with its
 * own seeded chooser, until each has made at least `decisions` of its own; then they stop (a seat
 * may make more than `decisions` when the others still need its decisions to reach theirs).
 */
export async function playDecisions(sockets: readonly LiveTestClient[], decisions: number, timeoutMs = 60_000): Promise<void> {
  const made = sockets.map(() => 0);
  const acted = new Set<unknown>();
  const picks = sockets.map((_, i) => seededPicker(i + 11));
  const end = Date.now() + timeoutMs;
  const clientSeq = sockets.map(() => 0);
  while (made.some((n) => n < decisions)) {
    if (Date.now() > end) throw new Error(`the seats made ${made.join(', ')} decisions, not ${decisions} each, within ${timeoutMs} ms`);
    let progressed = false;
    for (const [i, socket] of sockets.entries()) {
      const states = socket.received.filter(isState);
      const newest = states.at(-1) as (LiveServerMessage & LiveMatchState) | undefined;
      if (!newest || acted.has(newest) || newest.outcome || newest.legal.length === 0) continue;
      if (newest.type === 'welcome') clientSeq[i] = Math.max(clientSeq[i]!, (newest as { lastClientSeq: number }).lastClientSeq);
      acted.add(newest);
      const seq = ++clientSeq[i]!;
      socket.send({ type: 'act', clientSeq: seq, action: picks[i]!(newest.legal) });
      const reply = await socket.next<LiveAck | LiveError>((x) => (x.type === 'ack' || x.type === 'error') && x.clientSeq === seq, timeoutMs);
      // Refused because the table moved on meanwhile (a newer state is on its way): act on that one.
      if (reply.type === 'error') continue;
      made[i]!++;
      progressed = true;
    }
    if (!progressed) await new Promise((r) => setTimeout(r, 20));
  }
}
