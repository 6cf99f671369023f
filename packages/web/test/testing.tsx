import { render, waitFor } from '@testing-library/react';
import { App } from '../src/app/App';
import { type AppServices, ServicesContext } from '../src/app/context';
import { DEFAULT_SETTINGS, SettingsProvider } from '../src/app/settings';
import type { BotRequest, BotRunner } from '../src/local/bots';
import type { GameUi, PlaySettings } from '../src/play/types';
import type { DuelPool } from '../src/lab/runner';

/** Runs bot decisions on the test's own thread through the same decider the worker uses. */
export function inThreadRunner(decide: (request: BotRequest) => number): BotRunner {
  return {
    decide: (request) => Promise.resolve().then(() => decide(request)),
    dispose() {},
  };
}

/** Renders the whole app at a path, with the given games and bot runner. */
export function renderApp(path: string, options: { games: readonly GameUi[]; runner?: BotRunner; settings?: Partial<PlaySettings>; studyPool?: () => DuelPool }) {
  window.history.replaceState(null, '', path);
  const services: AppServices = {
    games: options.games,
    botRunner: () => options.runner ?? inThreadRunner(() => 0),
    botDelayMs: 0,
    serverUrl: '',
    ...(options.studyPool ? { studyPool: options.studyPool } : {}),
  };
  return render(
    <ServicesContext.Provider value={services}>
      <SettingsProvider initial={{ ...DEFAULT_SETTINGS, ...options.settings }}>
        <App />
      </SettingsProvider>
    </ServicesContext.Provider>,
  );
}

/**
 * Renders the whole app at a path (as renderApp) and waits for its screen: the players', lobby and
 * ratings pages load as chunks of their own, showing a busy, empty page until they arrive.
 */
export async function openScreen(path: string, options: Parameters<typeof renderApp>[1]) {
  const rendered = renderApp(path, options);
  await waitFor(() => {
    if (document.querySelector('.page[aria-busy="true"]')) throw new Error(`the screen at ${path} is still loading`);
  });
  return rendered;
}
