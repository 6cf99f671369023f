/**
 * Storage: where matches, seats and every accepted action live. Two databases share this
 * interface and its SQL (written once, matches.ts over sql.ts): SQLite (embedded, one instance)
 * and PostgreSQL (several instances). Actions are keyed
 * by `(match, seq)`: a second write of the same seq is a conflict, never an overwrite.
 */
import type { ServerLogEvent } from '@decktet/protocol';
import type { RatingStore } from './ratings';

/** A value of the running SHA-256 hash over a match's action log (see chain.ts). */
export type Chain = string;

/** `cancelled`: a lobby table its creator called off before it started (it is never played). */
export type MatchStatus = 'open' | 'live' | 'finished' | 'damaged' | 'cancelled';

export type SeatSpec = { kind: 'human' } | { kind: 'bot'; difficulty: string };

export interface StoredMatch {
  id: string;
  game: string;
  config: unknown;
  seed: string;
  seats: SeatSpec[];
  turnSeconds: number | null;
  createdAt: string;
  status: MatchStatus;
  summary: string | null;
  /** Its result changes its two players' ratings (a 2-seat match of signed-in players; see ratings/). Absent: not rated. */
  rated?: boolean;
  /** Set for a match made as a lobby table (see lobby/); null or absent: a match made without the tables API. */
  table?: StoredTable | null;
  /**
   * Why the match cannot be played (status `damaged`), or a problem found reading its row (its
   * settings are unreadable). Short and public: it never quotes an action or a hidden card.
   */
  damage?: string | null;
}

export interface StoredSeat {
  seat: number;
  kind: 'human' | 'bot';
  name: string | null;
  /** The signed-in player who holds the seat; null or absent: a guest, a bot, or nobody yet. */
  playerId?: string | null;
  /** sha256 of the seat token (the token itself is never stored); `forgotten:<hash>` once the device it was issued to was forgotten. */
  tokenHash: string | null;
  tokenExpires: number | null;
  /**
   * What a signed-in player's seat token was issued to: `device:<id>` (a session opened with that
   * device's key) or `session:<token hash>` (a session opened by passkey). Null or absent: a guest's
   * seat, or a seat taken before seats remembered it.
   */
  tokenHolder?: string | null;
  /** The player left a started match; a bot plays the seat to the end. */
  left: boolean;
  /** A bot is covering for this absent human (`cover` says since when and why). */
  covered: boolean;
  /** Set while the AI covers the seat: null otherwise. */
  cover: StoredCover | null;
  /** Seats whose chat lines this seat's player chose not to read. */
  muted: number[];
  /** In a rated match: why it counts as lost for this seat (set once, the first time); null or absent: no forfeit. */
  forfeit?: StoredForfeit | null;
  /** A turn-based seat's running clock, kept so a restart goes on with it; null or absent: none kept. */
  clock?: StoredClock | null;
}

/** How matches are played: `live` (everyone at the table, a clock in seconds) or `turn-based` (a clock in hours). */
export type Pace = 'live' | 'turn-based';

/** What a lobby table adds to its match. */
export interface StoredTable {
  pace: Pace;
  /** `public`: listed in the lobby; `private`: joined through its invite link only. */
  visibility: 'public' | 'private';
  /** The player who created the table (who may cancel it before it starts). */
  creatorId: string;
}

/**
 * Why a rated match counts as lost for a seat: its clock ran out (`clock`) or its player left
 * (`left`), at match seq `seq`, at `at` (epoch ms). The AI plays the seat on; the loss stands.
 */
export interface StoredForfeit {
  reason: 'clock' | 'left';
  seq: number;
  at: number;
}

/** A seat's clock: the decision it runs for (the seq of the seat's last action, 0 before any) and when it runs out (epoch ms). */
export interface StoredClock {
  decision: number;
  deadline: number;
}

/** When the AI began to cover a seat and why (see the live protocol's `cover`). */
export interface StoredCover {
  /** The match seq when the cover began. */
  since: number;
  /** The game's turn number then; null when unknown (seats covered before this was kept). */
  turn: number | null;
  reason: 'clock' | 'left';
  /** In a rated match whose clock ran out: until when (epoch ms) the player may come back and keep the game; null or absent: no deadline. */
  returnBy?: number | null;
}

/**
 * A line the server adds to a match's public log (a seat covered, left, taken back), after the
 * game's lines up to action `seq`: its English text and its event (null for lines stored before
 * notes kept their events: they are shown as their text).
 */
export interface StoredNote {
  id: number;
  seq: number;
  text: string;
  event: ServerLogEvent | null;
}

/** A chat line as stored (the live protocol's LiveChatLine). */
export interface StoredChatLine {
  id: number;
  channel: 'players' | 'spectators';
  seat: number | null;
  name: string;
  text: string;
  /** Epoch ms. */
  at: number;
}

export type ActionSource = 'player' | 'bot' | 'cover';

export interface StoredAction {
  seq: number;
  seat: number;
  /** The action in the game's notation. */
  action: string;
  clientSeq: number | null;
  /** Length of the game log after this action (lets a resuming client get exactly the lines it missed). */
  logEnd: number;
  by: ActionSource;
}

/** A stored action as read back, with the chain value stored beside it (null: none was stored). */
export interface ChainedAction extends StoredAction {
  chain: Chain | null;
}

/** A stored JSON column, parsed without throwing: a damaged row is reported, not crashed on. */
export type StoredJson = { ok: true; value: unknown } | { ok: false; error: string };

export interface StoredSnapshot {
  seq: number;
  /** The action chain at `seq`: the snapshot claims to summarise exactly those actions. */
  chain: Chain | null;
  state: StoredJson;
  /** Its seal (seal.ts) holds: the state is the one the server stored. */
  sealed: boolean;
}

/** Everything needed to rebuild a match, read at one moment (no write of another instance in between). */
export interface LoadedMatch {
  match: StoredMatch;
  seats: StoredSeat[];
  /** Every action, in seq order. */
  actions: ChainedAction[];
  snapshot: StoredSnapshot | null;
  /** The last seq and chain the match row recorded when it was appended to. */
  head: { seq: number; chain: Chain | null };
  /** The match row's seal (seal.ts) holds: its settings and head are the ones the server stored. */
  sealed: boolean;
}

/**
 * `conflict`: that seq is already taken; `duplicate`: this seat already used that clientSeq;
 * `damaged`: the match row's seal no longer holds (it was changed behind the server): nothing is written.
 */
export type AppendResult = 'ok' | 'conflict' | 'duplicate' | 'damaged';

export interface SeatPatch {
  name?: string | null;
  /** The signed-in player who holds the seat (null: nobody, or a guest). */
  playerId?: string | null;
  tokenHash?: string | null;
  tokenExpires?: number | null;
  /** What the token was issued to (see `StoredSeat.tokenHolder`). */
  tokenHolder?: string | null;
  left?: boolean;
  /** Sets (or with null clears) the cover, and `covered` with it. */
  cover?: StoredCover | null;
  muted?: number[];
}

/** A player with a lasting identity (see players.ts in @decktet/protocol). */
export interface StoredPlayer {
  id: string;
  /** The name as the player chose it (normalised). */
  name: string;
  /** Epoch ms. */
  createdAt: number;
}

/** A signed-in session: only the SHA-256 hash of its token is stored. */
export interface StoredSession {
  tokenHash: string;
  playerId: string;
  /** The device whose key (or recovery code) opened it; null: opened another way (a passkey). */
  deviceId: string | null;
  createdAt: number;
  expiresAt: number;
}

/** A device a player signs in from: its key is stored only as a hash, under a public id of its own. */
export interface StoredDevice {
  id: string;
  playerId: string;
  /** What the device said it was when its key was made ("Chrome on Android"); null: it did not say. */
  label: string | null;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A device key about to be stored: the key's hash, and the device's public id and label. */
export interface NewDeviceKey {
  keyHash: string;
  id: string;
  label: string | null;
}

/** A passkey (WebAuthn credential) a player registered. */
export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  playerId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter as last seen. */
  counter: number;
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
}

/** A WebAuthn challenge the server issued and has not yet seen answered. */
export interface StoredChallenge {
  /** base64url, as it comes back in the client's data. */
  challenge: string;
  kind: 'register' | 'authenticate';
  /** The player registering a passkey; null for a sign-in. */
  playerId: string | null;
  expiresAt: number;
}

/** Players, their secrets (hashes only), sessions and passkeys, kept in the same database as the matches. */
export interface PlayerStore {
  /**
   * Adds a player with its first device key and its recovery code (hashes), at once;
   * `name-taken` when another player's name has the same key.
   */
  createPlayer(player: StoredPlayer, nameKey: string, secrets: { device: NewDeviceKey; recoveryHash: string }): Promise<'ok' | 'name-taken'>;
  playerById(id: string): Promise<StoredPlayer | null>;
  playerByNameKey(nameKey: string): Promise<StoredPlayer | null>;
  /** The player holding the device key with this hash and the device's id, marking the key used at `now`; null: no such key. */
  useDeviceKey(keyHash: string, now: number): Promise<{ player: StoredPlayer; deviceId: string } | null>;
  addDeviceKey(playerId: string, device: NewDeviceKey, now: number): Promise<void>;
  /** The player's devices, the most recently used first. */
  devicesOf(playerId: string): Promise<StoredDevice[]>;
  /**
   * Forgets the player's device: its key stops working, the sessions it opened end, and so do the
   * seat tokens issued to it (and those whose holder is not remembered) in matches not over.
   * Returns the matches whose seats were ended; null: the player has no such device.
   */
  removeDevice(playerId: string, deviceId: string): Promise<{ endedSeatsIn: string[] } | null>;
  /** Ends the seat tokens issued to a session opened by passkey (it was signed out); returns the matches whose seats were ended. */
  endSessionSeats(playerId: string, tokenHash: string): Promise<string[]>;
  /** The hash of the player's recovery code; null: no such player. */
  recoveryHash(playerId: string): Promise<string | null>;
  /** Replaces the player's recovery code (the old one stops working). */
  setRecoveryHash(playerId: string, recoveryHash: string): Promise<void>;
  /** Stores a session (and forgets sessions that ended before `now`). */
  addSession(session: StoredSession, now: number): Promise<void>;
  /** The session with this token hash and its player, ended or not; null: no such session. */
  session(tokenHash: string): Promise<{ session: StoredSession; player: StoredPlayer } | null>;
  removeSession(tokenHash: string): Promise<void>;
  /** `known`: a passkey with that credential id is already registered (to anyone). */
  addPasskey(passkey: StoredPasskey): Promise<'ok' | 'known'>;
  passkey(id: string): Promise<StoredPasskey | null>;
  passkeysOf(playerId: string): Promise<StoredPasskey[]>;
  /** Records a sign-in with the passkey: its new signature counter and when. */
  usePasskey(id: string, counter: number, now: number): Promise<void>;
  /** Stores an issued challenge (and forgets those that expired before `now`). */
  addChallenge(challenge: StoredChallenge, now: number): Promise<void>;
  /** Removes and returns an issued challenge: each is answered once at most. */
  takeChallenge(challenge: string): Promise<StoredChallenge | null>;
}

/** Lobby tables as the lobby asks for them, and what turn-based and rated play keep per seat. */
/** A table's place in a list: when it was made (ISO time) and its id, which orders tables made at the same moment. */
export interface TablePlace {
  createdAt: string;
  id: string;
}

export interface TableStore {
  /**
   * Ids of open public tables of one game and one pace when given: longest waiting first, or with
   * `newest` newest first, from just after `after` (the last table of the page before) when given.
   */
  openTables(query: { game?: string; pace?: Pace; limit: number; newest?: boolean; after?: TablePlace }): Promise<string[]>;
  /** Where a table stands in the newest-first list, for paging. */
  placeOf(matchId: string): Promise<TablePlace | null>;
  /** Ids of matches still waiting for players that were made before these times (live ones and matches without a pace: `live`; turn-based ones: `turnBased`), oldest first. */
  expiredOpen(before: { live: string; turnBased: string; limit: number }): Promise<string[]>;
  /** How many tables of this pace the player created are still open (waiting for players). */
  openTablesOf(creatorId: string, pace: Pace): Promise<number>;
  /** Calls an open table off; false when it is no longer open (it started, or was cancelled already). */
  cancel(matchId: string): Promise<boolean>;
  /**
   * The seats the player holds in matches of these statuses, oldest match first, each with a mark
   * that changes whenever whether the seat owes a decision may have changed (an action, a leave,
   * the AI's cover, the clock): "Your turn" looks again only at seats whose mark moved.
   */
  markedSeatsOf(playerId: string, statuses: readonly MatchStatus[], limit: number): Promise<{ matchId: string; seat: number; mark: string }[]>;
  /** Records the seat's forfeit unless it has one; whether this call recorded it. */
  forfeit(matchId: string, seat: number, forfeit: StoredForfeit): Promise<boolean>;
  /** Remembers that a rated match's seat was taken from this address (a salted hash): two seats from one address are never rated against each other. */
  addSeatAddress(matchId: string, seat: number, addressKey: string): Promise<void>;
  /** Forgets the addresses of a seat given up before its match started. */
  clearSeatAddresses(matchId: string, seat: number): Promise<void>;
  /** Whether two seats of the match were taken from one address. */
  seatsShareAddress(matchId: string): Promise<boolean>;
  /** Keeps (or with null forgets) a seat's running clock. */
  setClock(matchId: string, seat: number, clock: StoredClock | null): Promise<void>;
  /** Claims the push reminder of a seat's decision: true for exactly one caller per decision, whichever instance asks. */
  claimReminder(matchId: string, seat: number, decision: number): Promise<boolean>;
}

/** A browser's push subscription (the Push API's), held for a player. */
export interface StoredPushSubscription {
  /** The push service's URL for this browser: a secret capability, never shown to anyone. */
  endpoint: string;
  playerId: string;
  /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  createdAt: number;
}

/** The server's VAPID key pair (RFC 8292), base64url as `web-push` makes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Web Push: players' subscriptions and the server's VAPID keys, shared by every instance. */
export interface PushStore {
  /** Adds (or moves to this player) a subscription, keeping only the player's `keep` newest. */
  subscribe(subscription: StoredPushSubscription, keep: number): Promise<void>;
  /** Removes the player's subscription with this endpoint; false: the player had none such. */
  unsubscribe(playerId: string, endpoint: string): Promise<boolean>;
  subscriptionsOf(playerId: string): Promise<StoredPushSubscription[]>;
  /** Forgets a subscription its push service says is gone. */
  forget(endpoint: string): Promise<void>;
  /** The server's VAPID keys: the stored ones, or `make`'s, stored now (the first instance to store them wins). */
  vapidKeys(make: () => VapidKeys, now: number): Promise<VapidKeys>;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  readonly players: PlayerStore;
  readonly ratings: RatingStore;
  readonly tables: TableStore;
  readonly push: PushStore;
  createMatch(match: StoredMatch, seats: StoredSeat[]): Promise<void>;
  getMatch(id: string): Promise<StoredMatch | null>;
  listMatches(status: MatchStatus, limit: number): Promise<StoredMatch[]>;
  seats(matchId: string): Promise<StoredSeat[]>;
  seatByToken(matchId: string, tokenHash: string): Promise<StoredSeat | null>;
  /**
   * Takes an open human seat atomically, for a signed-in player when `playerId` is given; false if
   * someone else holds it. Opens the match's play when it was the last open seat.
   */
  takeSeat(matchId: string, seat: number, name: string, tokenHash: string, tokenExpires: number, playerId?: string | null): Promise<boolean>;
  updateSeat(matchId: string, seat: number, patch: SeatPatch): Promise<void>;
  setStatus(matchId: string, status: MatchStatus, summary?: string | null): Promise<void>;
  /** Marks a match as damaged (it is never served as if whole), with a short public reason. */
  markDamaged(matchId: string, reason: string): Promise<void>;
  /** Stores the action at the next seq with its chain value (computed here from the match's head), and moves the head (sealed anew). */
  appendAction(matchId: string, action: StoredAction): Promise<AppendResult>;
  actionsAfter(matchId: string, seq: number): Promise<ChainedAction[]>;
  saveSnapshot(matchId: string, seq: number, state: unknown, chain: Chain): Promise<void>;
  /** The match, its seats, every action and the latest snapshot, read consistently; null: no such match. */
  loadMatch(matchId: string): Promise<LoadedMatch | null>;
  /** Adds a line to the match's public log (kept so it is shown again after a restart). */
  addNote(matchId: string, seq: number, text: string, event: ServerLogEvent): Promise<StoredNote>;
  /** The match's server log lines, oldest first. */
  notes(matchId: string): Promise<StoredNote[]>;
  /** Stores a chat line and returns it with its id (ids increase within a match). */
  addChat(matchId: string, line: Omit<StoredChatLine, 'id'>): Promise<StoredChatLine>;
  /** The match's chat, oldest first; with `latest`, only that many of the newest lines. */
  chat(matchId: string, latest?: number): Promise<StoredChatLine[]>;
  /**
   * Whether this server is the only one using the storage (SQLite): then a seat with no socket here
   * is a player who is not there. With several instances (PostgreSQL) the player may be on another.
   */
  readonly soleInstance: boolean;
  /** What the sockets of each instance show of a match's seats, told to the other instances (PostgreSQL NOTIFY; SQLite has no others). */
  readonly presence: PresenceChannel;
  /** Announces a change to a match to the other instances (PostgreSQL NOTIFY; SQLite has no others). */
  announce(matchId: string): Promise<void>;
  /** Called with a match id when another instance changed it; `*` when anything may have changed (a lost connection was restored). */
  onRemoteChange(listener: (matchId: string) => void): void;
  close(): Promise<void>;
}

/** How one instance's sockets show a match's seats: what the others merge into their own view. */
export interface PresenceReport {
  /** The seats with a socket open on that instance: online or away there, and the latest hello among those sockets (epoch ms). */
  readonly seats: readonly { readonly seat: number; readonly presence: 'online' | 'away'; readonly joinedAt: number }[];
  /** Sockets watching there without a seat. */
  readonly spectators: number;
}

/** Presence between instances, on the channel the changes of matches already use. */
export interface PresenceChannel {
  /**
   * Tells the other instances how this one's sockets show a match (`null`: asks them for theirs;
   * match `*`: for every match). One match's reports reach the others in the order they were shared.
   */
  share(matchId: string, report: PresenceReport | null): Promise<void>;
  /** Called with another instance's report (or question) about a match; `from` names that instance. */
  onReport(listener: (from: string, matchId: string, report: PresenceReport | null) => void): void;
}
