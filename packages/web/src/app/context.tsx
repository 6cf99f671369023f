import { createContext, useContext } from 'react';
import type { GameUi } from '../play/types';
import type { BotRunner } from '../local/bots';
import type { DuelPool } from '../lab/runner';

/** What the whole app shares: the games it offers and where bots run. */
export interface AppServices {
  games: readonly GameUi[];
  /** Made on first use, so the AI's code is only fetched for a game against the AI. */
  botRunner(): BotRunner;
  /** Milliseconds a bot's move is held back so a person can follow it. */
  botDelayMs: number;
  /** Base URL of the match server ('' = this origin). */
  serverUrl: string;
  /** Where the Workbench plays its study's games (none: the browser's Web Workers, lab/worker-pool.ts). */
  studyPool?: () => DuelPool;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('ServicesContext is missing');
  return s;
}

export function useGameUi(id: string): GameUi | undefined {
  return useServices().games.find((g) => g.game.id === id);
}
