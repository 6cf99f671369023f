import { type AnyGame, type AnyMatch, type BaseState, type CheckedStep, Match, type Result, type Seat, ok, recordedConfigOf } from '@decktet/engine';
import { type ActionSource, type Chain, type ChainedAction, type LoadedMatch, type SeatSpec, type StoredAction, type StoredMatch, type StoredSeat, chainStart, nextChain } from '../storage';
import { MatchDamage, checkSealed, followChain, snapshotState } from './action-log';

/** An action checked against the match as it is now, and the row that would store it. */
export interface PreparedAction {
  readonly checked: CheckedStep<BaseState>;
  readonly stored: StoredAction;
}

/**
 * A started match as a room holds it: the engine's `Match` — set up from the stored seed,
 * settings and names, replayed from storage, and written out as the game record — with the actions
 * as storage keeps them (seq, the client's numbering, log position, who played) and the chain over
 * them (storage/chain.ts). It moves only by actions storage has accepted.
 */
export class HeldMatch {
  private readonly stored: StoredAction[] = [];
  /** `seat/clientSeq` → the action a seat's client numbered so (resends are found at once). */
  private readonly byClientSeq = new Map<string, StoredAction>();
  /** Per seat, the highest number its client gave an accepted action. */
  private readonly lastClientSeqs: number[] = [];
  /** Per stored action, the public move number after it (DR-37: decisions in secret windows are not counted). */
  private readonly publicAfter: number[] = [];

  private constructor(
    readonly match: AnyMatch,
    /** The chain after the last action held. */
    private head: Chain,
    /** The game log's length at setup, before any action. */
    private readonly setupLogEnd: number,
  ) {}

  /** The match as its stored settings set it up (deterministic from seed, config and names), before any action. */
  static start(game: AnyGame, meta: StoredMatch, seats: readonly StoredSeat[]): HeldMatch {
    const names = seats.map((s) => s.name ?? `Player ${s.seat + 1}`);
    // The stored config is checked against the game's schema before setup, which trusts it. A
    // setting it lacks is read as it was when the match was stored, as a record's is (a Dueling
    // Runes Advanced Game stored before its tables had names plays the original table).
    const created = Match.create(game, recordedConfigOf(game, meta.config), meta.seed, { names, seats: meta.seats.map(seatWord) });
    if (!created.ok) {
      const why = created.error.code === 'invalid-config' ? `its stored settings are not valid for ${game.name}` : `its stored settings do not set up a game of ${game.name}`;
      throw new MatchDamage(why, created.error.message);
    }
    return new HeldMatch(created.value, chainStart(meta.id), created.value.state.log.length);
  }

  /**
   * Rebuilds a started match from storage. The whole log is checked against the chain first,
   * including what a snapshot summarises; then the match resumes from the latest snapshot (checked
   * against the chain and its seal too) and replays the actions after it. The match row's seal
   * must hold (settings and head as the server stored them). Throws MatchDamage when it cannot.
   */
  static rebuild(game: AnyGame, loaded: LoadedMatch): HeldMatch {
    const { match, seats, actions, snapshot, head } = loaded;
    const held = HeldMatch.start(game, match, seats);
    const start = held.head;
    const chains: Chain[] = [];
    for (const [i, stored] of actions.entries()) chains.push(followChain(chains[i - 1] ?? start, i, stored));
    // The match row's head catches a last action deleted, or one added without the server.
    if (head.seq !== actions.length || (head.chain ?? start) !== (chains.at(-1) ?? start)) {
      throw new MatchDamage(head.seq > actions.length ? `its action log ends at action ${actions.length} but the match recorded ${head.seq}` : `its action log holds actions after ${head.seq} that the match never recorded`);
    }
    // The seal over settings and head: a head moved back with the log cut to it, or settings edited, show here.
    checkSealed(loaded);
    const summarised = snapshot ? snapshot.seq : 0;
    if (snapshot) {
      if (summarised < 1 || summarised > actions.length) throw new MatchDamage(`its snapshot at action ${summarised} does not match its action log`);
      const steps = actions.slice(0, summarised);
      held.match.resumeFrom(steps, snapshotState(snapshot, chains[summarised - 1]!));
      for (const step of steps) held.keep(step);
      // Which of the summarised actions were window decisions is not kept: they are spread evenly.
      const hidden = held.windowDecisions();
      for (let i = 1; i <= summarised; i++) held.publicAfter.push(i - Math.floor((hidden * i) / summarised));
      held.head = chains[summarised - 1]!;
    }
    held.replay(actions.slice(summarised));
    return held;
  }

  get seq(): number {
    return this.stored.length;
  }

  /** The stored actions, in seq order. */
  get actions(): readonly StoredAction[] {
    return this.stored;
  }

  private keep(action: StoredAction): void {
    this.stored.push(action);
    if (action.clientSeq === null) return;
    this.byClientSeq.set(`${action.seat}/${action.clientSeq}`, action);
    if (action.clientSeq > (this.lastClientSeqs[action.seat] ?? 0)) this.lastClientSeqs[action.seat] = action.clientSeq;
  }

  /** The chain after the last action held (a snapshot taken now claims to summarise exactly those). */
  get chain(): Chain {
    return this.head;
  }

  /** Replays actions stored after the last one held: accepted once already, so one that breaks the chain or no longer applies means damaged storage. */
  replay(actions: readonly ChainedAction[], onWindows?: (windows: readonly BaseState[], endsInWindow: boolean, publicSeq: number) => void): void {
    for (const stored of actions) {
      const chain = followChain(this.head, this.seq, stored);
      const checked = this.match.checkStep(stored, { windows: onWindows !== undefined });
      if (!checked.ok) throw new MatchDamage(`stored action ${stored.seq} does not replay`, checked.error.message);
      this.match.commit(checked.value);
      this.keep(stored);
      this.publicAfter.push(this.seq - this.windowDecisions());
      this.head = chain;
      onWindows?.(checked.value.windows ?? [], this.inSecretWindow(), this.publicSeqAt(this.seq));
    }
  }

  /**
   * A seat's action (or withdrawal) checked against the match now, with the row that would store
   * it and the secret windows it opens (found in the same apply); nothing changes until `commit`.
   */
  prepare(seat: Seat, text: string, clientSeq: number | null, by: ActionSource): Result<PreparedAction> {
    const checked = this.match.checkStep({ seat, action: text }, { windows: true });
    if (!checked.ok) return checked;
    const { step, state } = checked.value;
    return ok({ checked: checked.value, stored: { seq: this.seq + 1, seat, action: step.action, clientSeq, logEnd: state.log.length, by } });
  }

  /** Records a prepared action once storage has accepted its row. */
  commit({ checked, stored }: PreparedAction): void {
    this.match.commit(checked);
    this.keep(stored);
    this.publicAfter.push(this.seq - this.windowDecisions());
    this.head = nextChain(this.head, stored);
  }

  /** How many stored steps were decisions in secret windows (games without them: none). */
  private windowDecisions(): number {
    return this.match.game.secretWindows?.decisionsIn(this.match.state) ?? 0;
  }

  /** Whether the match stands in a secret window now. */
  inSecretWindow(): boolean {
    return this.match.game.secretWindows?.isOpen(this.match.state) ?? false;
  }

  /** The secret windows a prepared action opens, as the states they opened in (DR-36); none for a withdrawal. */
  windowsOpenedBy({ checked }: PreparedAction): readonly BaseState[] {
    return checked.windows ?? [];
  }

  /** The public move number after stored action `seq` (0: before any). */
  publicSeqAt(seq: number): number {
    return seq <= 0 ? 0 : (this.publicAfter[Math.min(seq, this.publicAfter.length) - 1] ?? seq);
  }

  /** The first stored action after which the public move number was `publicSeq` (a socket resuming from it is sent the lines after it). */
  seqOfPublic(publicSeq: number): number {
    if (publicSeq <= 0) return 0;
    for (let i = 0; i < this.publicAfter.length; i++) if (this.publicAfter[i]! >= publicSeq) return i + 1;
    return this.seq;
  }

  /** Log length after `seq` actions: where a client that saw `seq` resumes. */
  logEndAt(seq: number): number {
    return seq <= 0 || this.seq === 0 ? this.setupLogEnd : this.actions[Math.min(seq, this.seq) - 1]!.logEnd;
  }

  /** The stored action `seat` numbered `clientSeq`, if any. */
  numbered(seat: Seat, clientSeq: number): StoredAction | undefined {
    return this.byClientSeq.get(`${seat}/${clientSeq}`);
  }

  /** The highest number `seat`'s client gave an accepted action (0: none). */
  lastClientSeq(seat: Seat): number {
    return this.lastClientSeqs[seat] ?? 0;
  }
}

/** A seat as the game record names who sat there. */
function seatWord(spec: SeatSpec): string {
  return spec.kind === 'bot' ? `ai:${spec.difficulty}` : 'human';
}
