import { type ActionEstimate, type DecisionAnalysis, type Difficulty, TEACHER_LEVEL, analyseDecision } from '@decktet/ai';
import type { AnyGame, Seat } from '@decktet/engine';
import type { Style } from '../terminal/style';
import type { Describe } from './legal-list';

/**
 * What `hint` asks: the teacher's judgement of a decision from the deciding seat's view and legal
 * actions, nothing more. Only a game on this device has one (against the AI, hotseat, solitaire);
 * an online match with other people never does.
 */
export interface Hints {
  /** The level whose search judges, as players know it. */
  readonly level: string;
  analyse(view: unknown, legal: readonly unknown[], seat: Seat): DecisionAnalysis;
}

/** The teacher's hints for a game: its search from the seat's view (analyseDecision). */
export function teacherHints(game: AnyGame, level: Difficulty = TEACHER_LEVEL): Hints {
  return { level, analyse: (view, legal, seat) => analyseDecision(game, view, legal, seat, { level }) };
}

/** Why `hint` gives nothing where hints are not offered. */
export const NO_HINTS = 'Hints are offered only in games on this device (against the AI or hotseat), never in online matches with other people.';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** A hint as the player reads it: the AI's choice by its number in the legal list, its win chance, and the runner-up's. */
export function hintText(analysis: DecisionAnalysis, legal: readonly string[], who: string, level: string, style: Style, describe?: Describe): string {
  const dash = style.plain ? '-' : '—';
  const line = (a: ActionEstimate) => {
    const what = describe?.(a.notation);
    return `${style.accent(String(legal.indexOf(a.notation) + 1))}) ${a.notation}${what ? `  (${what})` : ''} ${dash} win chance ${pct(a.winChance)}`;
  };
  const head = style.dim(`Hint for ${who} from the ${level} AI, judging only what ${who} can see:`);
  if (!analysis.runnerUp) return [head, `  the only legal action: ${line(analysis.best)}`].join('\n');
  return [head, `  best:      ${line(analysis.best)}`, `  runner-up: ${line(analysis.runnerUp)}`].join('\n');
}
