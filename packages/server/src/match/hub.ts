import { BotLanes, type Creator } from '../bots/lanes';
import { BACKGROUND_LANE, type BotPool } from '../bots/pool';
import type { ServerContext } from '../context';
import { MatchRoom } from './room';
import { SharedPresence } from './shared-presence';

const SWEEP_MS = 60_000;
/** How often rooms look for sockets that fell silent (a seat then shows away). */
const IDLE_CHECK_MS = 5_000;

/** The matches this instance holds in memory, loaded from storage on first use. */
export class Hub {
  private readonly rooms = new Map<string, Promise<MatchRoom | null>>();
  /** match → the lane of who created it here: its bots queue in that lane. */
  private readonly owners = new Map<string, string>();
  private readonly lanes = new BotLanes();
  /** Matches whose bots choose only when no other lane waits. */
  private readonly background = new Set<string>();

  private readonly sweeper: NodeJS.Timeout;
  private readonly idleCheck: NodeJS.Timeout;
  /** What the other instances' sockets show of each match (none when this instance is the only one). */
  private readonly presence: SharedPresence | null;

  constructor(
    readonly ctx: ServerContext,
    private readonly botPool?: BotPool,
  ) {
    this.presence = ctx.storage.soleInstance ? null : new SharedPresence(ctx.storage.presence, (id) => this.presenceChanged(id), ctx.log);
    ctx.storage.onRemoteChange((id) => {
      if (id === '*') {
        this.presence?.reconnected();
        for (const known of this.rooms.keys()) void this.remoteChange(known);
      } else void this.remoteChange(id);
    });
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
    this.idleCheck = setInterval(() => this.checkIdle(), IDLE_CHECK_MS);
    this.idleCheck.unref();
  }

  /** Silence is no event: a seat whose sockets stopped talking turns away only when someone looks. */
  private checkIdle(): void {
    for (const loading of this.rooms.values()) {
      void loading.then(
        (room) => {
          if (room && room.clients.size > 0) room.presenceMayHaveChanged();
        },
        () => undefined,
      );
    }
  }

  /** Another instance's sockets show a match differently now: its room here tells its own sockets. */
  private presenceChanged(id: string): void {
    void this.rooms.get(id)?.then(
      (room) => room?.presenceMayHaveChanged(),
      () => undefined,
    );
  }

  /** Forgets finished matches (and cancelled tables) nobody watches: they load again from storage when asked for. */
  private async sweep(): Promise<void> {
    for (const [id, loading] of this.rooms) {
      const room = await loading.catch(() => null);
      if (room && (room.finished || room.damage !== null || room.meta.status === 'cancelled') && room.clients.size === 0 && this.rooms.get(id) === loading) {
        room.close();
        this.rooms.delete(id);
        this.owners.delete(id);
        this.background.delete(id);
      }
    }
  }

  /** The room of a match (null: no such match). */
  room(id: string): Promise<MatchRoom | null> {
    let loading = this.rooms.get(id);
    if (!loading) {
      loading = MatchRoom.load(this.contextFor(id), id, this.presence).then((room) => {
        if (!room) this.rooms.delete(id);
        else void room.serial(() => room.automation.schedule());
        return room;
      });
      loading.catch(() => this.rooms.delete(id));
      this.rooms.set(id, loading);
    }
    return loading;
  }

  /** Records who created a match (before its room is first loaded), so its bots queue in that creator's lane (BotLanes). */
  ownedBy(id: string, creator: Creator): void {
    this.owners.set(id, this.lanes.laneOf(creator));
  }

  /** The context a match's room works in: its bots decide in the match's lane of the fair bot queue. */
  private contextFor(id: string): ServerContext {
    if (!this.botPool) return this.ctx;
    const pool = this.botPool;
    // A match created elsewhere (another instance, before a restart) is its own owner. The lane is
    // looked up at each decision: a match everyone left may move to the background lane.
    const owner = () => (this.background.has(id) ? BACKGROUND_LANE : (this.owners.get(id) ?? `match:${id}`));
    return { ...this.ctx, bots: { decide: (request) => pool.lane({ owner: owner(), match: id }).decide(request) } };
  }

  /** From now on the match's bots choose only when no other lane waits (a match nobody plays, beyond the limits on tables of bots only). */
  toBackground(id: string): void {
    this.background.add(id);
  }

  /** A human plays the match again: its bots choose in its own lane once more. */
  toForeground(id: string): void {
    this.background.delete(id);
  }

  /** Another instance (or this one's lobby) changed a match: rooms held here catch up and tell their sockets. */
  async remoteChange(id: string): Promise<void> {
    const loading = this.rooms.get(id);
    if (!loading) return;
    const room = await loading.catch(() => null);
    await room?.refresh().catch((e: unknown) => this.ctx.log.error({ err: e, match: id }, 'catching up a match failed'));
  }

  /**
   * Loads every live match so bots and clocks carry on after a restart; returns how many resumed.
   * Each loads on its own: a damaged match is marked and reported by its room, and even an
   * unexpected failure of one is logged with its id while the others start.
   */
  async resumeLive(): Promise<number> {
    const live = await this.ctx.storage.listMatches('live', 100_000);
    const loaded = await Promise.allSettled(live.map((m) => this.room(m.id)));
    let resumed = 0;
    for (const [i, result] of loaded.entries()) {
      if (result.status === 'rejected') {
        const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
        this.ctx.log.error({ match: live[i]!.id, reason }, 'match could not be loaded at start');
      } else if (result.value && result.value.damage === null) resumed++;
    }
    return resumed;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.idleCheck);
    await this.presence?.close();
    const rooms = await Promise.all([...this.rooms.values()].map((r) => r.catch(() => null)));
    for (const room of rooms) room?.close();
    // Let writes already under way finish before storage closes.
    await Promise.all(rooms.map((room) => room?.serial(() => undefined)));
    this.rooms.clear();
  }
}
