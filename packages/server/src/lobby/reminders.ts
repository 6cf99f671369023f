import type { AnyGame } from '@decktet/engine';
import type { OwedDecision } from '../context';
import type { TableStore } from '../storage';
import type { PushSender } from './push';

/** Forgets which decisions were seen here once this many seats are remembered (storage still says which were reminded). */
const SEEN_KEPT = 100_000;

type Log = { error(o: object, m: string): void; info(o: object, m: string): void };

/**
 * Push reminders for turn-based matches: when a match waits for a signed-in player who has no
 * socket open at the table, the player's browsers are reminded — once per decision, whichever
 * instance notices first (storage holds the claim). The reminder names the game, the match and the
 * opponents, nothing else.
 */
export class TurnReminders {
  /** match/seat → the latest decision already handled here. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly tables: TableStore,
    private readonly push: PushSender,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly log: Log,
  ) {}

  /** Told after every change, for each seat owing a turn-based decision (see ServerContext.turnOwed). */
  owed(owed: OwedDecision): void {
    if (owed.present) return;
    const key = `${owed.matchId}/${owed.seat}`;
    if ((this.seen.get(key) ?? -1) >= owed.decision) return;
    if (this.seen.size >= SEEN_KEPT) this.seen.clear();
    this.seen.set(key, owed.decision);
    this.remind(owed).catch((e: unknown) => this.log.error({ err: e, match: owed.matchId, seat: owed.seat }, 'sending a turn reminder failed'));
  }

  private async remind(owed: OwedDecision): Promise<void> {
    if (!(await this.tables.claimReminder(owed.matchId, owed.seat, owed.decision))) return;
    const delivered = await this.push.remind(owed.playerId, {
      type: 'your-turn',
      match: owed.matchId,
      game: owed.game,
      gameName: this.games.get(owed.game)?.name ?? owed.game,
      opponents: owed.opponents,
      path: `/match/${encodeURIComponent(owed.matchId)}`,
    });
    if (delivered > 0) this.log.info({ match: owed.matchId, seat: owed.seat, browsers: delivered }, 'turn reminder sent');
  }
}
