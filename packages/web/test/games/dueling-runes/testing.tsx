/**
 * For the Dueling Runes table's component tests: the real table rendered at a position, seen
 * from one seat, with spies where its choices and withdrawals go.
 */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { visibleEntries } from '@decktet/engine';
import { type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { DEFAULT_SETTINGS, SettingsProvider } from '../../../src/app/settings';
import type { PlayMode, PlaySettings } from '../../../src/play/types';
import { GameScreen } from '../../../src/play/GameScreen';
import { DuelingRunesTable } from '../../../src/games/dueling-runes/DuelingRunesTable';

/** The table as a test sees it: where its actions and withdrawals went, and a way to show another position. */
export interface ShownTable {
  onAction: ReturnType<typeof vi.fn>;
  onWithdraw: ReturnType<typeof vi.fn>;
  /** Shows another position (a later one of the same duel) on the same table, from `seat` unless told. */
  rerender(s: DuelingRunesState, seat?: number): void;
}

/**
 * Renders the table at `s` as `seat` sees it, with that seat's legal actions, the settings (the
 * defaults, changed by `options.settings`) and the mode given. The table is told how to withdraw
 * a choice only when `options.withdraw` asks for it, and stands in a lesson when `options.lesson` does;
 * `options.screen` frames it in the game screen (its header, its keyboard shortcuts).
 */
export function showTable(s: DuelingRunesState, seat: number, options: { mode?: PlayMode; settings?: Partial<PlaySettings>; withdraw?: boolean; lesson?: boolean; screen?: boolean } = {}): ShownTable {
  const onAction = vi.fn();
  const onWithdraw = vi.fn();
  const settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const table = (st: DuelingRunesState, at: number) => {
    const shown = (
      <DuelingRunesTable
        game={duelingRunes as never}
        view={duelingRunes.view(st, at)}
        seat={at}
        legal={duelingRunes.legalActions(st, at)}
        pending={duelingRunes.pending(st)}
        names={st.names}
        log={visibleEntries(st.log, at)}
        onAction={onAction}
        busy={false}
        settings={settings}
        mode={options.mode}
        lesson={options.lesson}
        onWithdraw={options.withdraw ? onWithdraw : undefined}
      />
    );
    return <SettingsProvider initial={settings}>{options.screen ? <GameScreen title="Dueling Runes" gameId="dueling-runes" table={shown} /> : shown}</SettingsProvider>;
  };
  const ui = render(table(s, seat));
  return { onAction, onWithdraw, rerender: (st, at = seat) => ui.rerender(table(st, at)) };
}
