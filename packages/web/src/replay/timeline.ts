/**
 * A finished game as turns and steps in words. Each game says in its own package how an action
 * reads ("Ada places a card") and which turn it belongs to, and its web entry hands that on as its
 * narrator; the log lines an action added say what came of it. Nothing here shows a seat more
 * than the game lets it see at that moment.
 */
import type { BaseState, RecordedAction, Seat } from '@decktet/engine';
import { visibleEntries } from '@decktet/engine';
import { i18n } from '../i18n';
import { entryLine } from '../play/log-lines';
import type { GameUi } from '../play/types';

export interface Step {
  /** The position this step leads to (states[position] is the state after it). */
  position: number;
  seat: Seat;
  /** The action in words. */
  text: string;
  /** The log lines it added that the viewer may read, in the player's language where the game words them. */
  lines: string[];
}

export interface Turn {
  title: string;
  /** The position before the turn's first step. */
  start: number;
  /** The position after its last step. */
  end: number;
  steps: Step[];
}

const stripStop = (line: string) => line.replace(/\.$/, '');

/**
 * Groups the record's actions into turns and puts each in words. For a game without its own
 * narrator each action is a turn of its own, told by the first log line it added.
 */
export function timeline(entry: Pick<GameUi, 'game' | 'narrator' | 'logLine'>, states: readonly BaseState[], actions: readonly RecordedAction[], viewer: Seat | null): Turn[] {
  const { game, narrator } = entry;
  const turns: Turn[] = [];
  let current: { number: number; turn: Turn } | null = null;
  actions.forEach((recorded, i) => {
    const before = states[i]!;
    const after = states[i + 1]!;
    const lines = visibleEntries(after.log.slice(before.log.length), viewer).map((e) => entryLine(entry, e, after.names));
    const name = before.names[recorded.seat] ?? i18n.t('common.player', { number: recorded.seat + 1 });
    const parsed = game.parseAction(recorded.action);
    let text: string;
    if (narrator && parsed.ok) text = narrator.describe(before, recorded.seat, parsed.value, viewer);
    else text = lines[0] ? stripStop(lines[0]) : i18n.t('replay.makesChoice', { name });
    const turnInfo = narrator ? narrator.turnOf(before) : { number: i + 1, title: i18n.t('replay.move', { number: i + 1 }) };
    if (!current || current.number !== turnInfo.number) {
      current = { number: turnInfo.number, turn: { title: turnInfo.title, start: i, end: i + 1, steps: [] } };
      turns.push(current.turn);
    }
    current.turn.steps.push({ position: i + 1, seat: recorded.seat, text, lines });
    current.turn.end = i + 1;
  });
  return turns;
}

/** Where a position stands: the turn it is in (-1 before the first), and the step within it. */
export function locate(turns: readonly Turn[], position: number): { turn: number; step: number } {
  if (position <= 0) return { turn: -1, step: 0 };
  const turn = turns.findIndex((t) => position > t.start && position <= t.end);
  return { turn, step: position - turns[turn]!.start };
}

/** The position at the end of the next turn, or of the previous one (0: the start of the game). */
export function nextTurnEnd(turns: readonly Turn[], position: number): number {
  return turns.find((t) => t.end > position)?.end ?? position;
}

export function previousTurnEnd(turns: readonly Turn[], position: number): number {
  return [...turns].reverse().find((t) => t.end < position)?.end ?? 0;
}
