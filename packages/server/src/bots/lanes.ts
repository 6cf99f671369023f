/** Who creates a match: the client address the request came from, and the signed-in player when there is one. */
export interface Creator {
  address: string;
  playerId?: string | null;
}

/** Forgets the oldest links once this many players and addresses are known (a forgotten one gets a fresh lane). */
const KEPT = 50_000;

/**
 * Which lane of the fair bot queue a creator's matches use: one lane per address or per player,
 * whichever is stricter. Every player seen at an address shares the address's lane (twenty
 * accounts from one address make one lane), and a player seen at several addresses brings them
 * all into the lane they first used. Links are this instance's, kept in memory.
 */
export class BotLanes {
  /** `address:…` or `player:…` → the lane it belongs to. */
  private readonly lanes = new Map<string, string>();

  laneOf(creator: Creator): string {
    const keys = [`address:${creator.address}`, ...(creator.playerId ? [`player:${creator.playerId}`] : [])];
    const lane = keys.map((k) => this.lanes.get(k)).find((l) => l !== undefined) ?? keys[0]!;
    for (const key of keys) {
      // Re-adding moves a key to the newest end, so the oldest are forgotten first.
      this.lanes.delete(key);
      this.lanes.set(key, lane);
    }
    while (this.lanes.size > KEPT) this.lanes.delete(this.lanes.keys().next().value as string);
    return lane;
  }
}
