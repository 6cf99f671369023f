import { RateLimiter } from './rate-limit';

export interface AddressLimits {
  maxSocketsPerAddress: number;
  addressMessagesPerSecond: number;
  addressBurst: number;
}

/** Forgets refilled buckets once this many addresses have one (a full bucket is the same as a new one). */
const SWEEP_AT = 1024;

/**
 * What one client address may do across all its sockets: how many it holds open, and a message
 * bucket they share, so opening fresh sockets neither escapes the message rate nor resets it.
 */
export class ClientAddresses {
  private readonly sockets = new Map<string, number>();
  private readonly buckets = new Map<string, RateLimiter>();
  private sweepAt = SWEEP_AT;

  constructor(
    private readonly limits: AddressLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get maxSockets(): number {
    return this.limits.maxSocketsPerAddress;
  }

  /** Counts a new socket from `address`; false (and not counted) when the address already holds its share. */
  admit(address: string): boolean {
    const open = this.sockets.get(address) ?? 0;
    if (open >= this.limits.maxSocketsPerAddress) return false;
    this.sockets.set(address, open + 1);
    return true;
  }

  release(address: string): void {
    const left = (this.sockets.get(address) ?? 1) - 1;
    if (left <= 0) this.sockets.delete(address);
    else this.sockets.set(address, left);
  }

  /** Takes one message from the address's shared bucket; false when the address is over its rate. */
  take(address: string): boolean {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= this.sweepAt) this.sweep();
      bucket = new RateLimiter(this.limits.addressMessagesPerSecond, this.limits.addressBurst, this.now);
      this.buckets.set(address, bucket);
    }
    return bucket.take();
  }

  private sweep(): void {
    for (const [address, bucket] of this.buckets) if (bucket.full()) this.buckets.delete(address);
    // Many addresses busy at once: look again only when the map has doubled.
    this.sweepAt = Math.max(SWEEP_AT, this.buckets.size * 2);
  }
}
