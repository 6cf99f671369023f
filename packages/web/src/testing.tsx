import { render } from '@testing-library/react';
import { App } from './app/App';
import { type AppServices, ServicesContext } from './app/context';
import { DEFAULT_SETTINGS, SettingsProvider } from './app/settings';
import type { BotRequest, BotRunner } from './local/bots';
import type { GameUi, PlaySettings } from './play/types';

/** Runs bot decisions on the test's own thread through the same decider the worker uses. */
export function inThreadRunner(decide: (request: BotRequest) => number): BotRunner {
  return {
    decide: (request) => Promise.resolve().then(() => decide(request)),
    dispose() {},
  };
}

/** Renders the whole app at a path, with the given games and bot runner. */
export function renderApp(path: string, options: { games: readonly GameUi[]; runner?: BotRunner; settings?: Partial<PlaySettings> }) {
  window.history.replaceState(null, '', path);
  const services: AppServices = {
    games: options.games,
    botRunner: () => options.runner ?? inThreadRunner(() => 0),
    botDelayMs: 0,
    serverUrl: '',
  };
  return render(
    <ServicesContext.Provider value={services}>
      <SettingsProvider initial={{ ...DEFAULT_SETTINGS, ...options.settings }}>
        <App />
      </SettingsProvider>
    </ServicesContext.Provider>,
  );
}
