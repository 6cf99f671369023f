import './no-eval';
// The catalogue and the player's language, before anything renders.
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ServicesContext, type AppServices } from './app/context';
import { SettingsProvider } from './app/settings';
import { registerServiceWorkerAfterLoad } from './app/service-worker';
import { GAME_UIS } from './games';
import { type BotRunner, createWorkerBotRunner } from './local/bots';
import './styles.css';

let runner: BotRunner | null = null;
const params = new URLSearchParams(window.location.search);
const services: AppServices = {
  games: GAME_UIS,
  botRunner: () => (runner ??= createWorkerBotRunner()),
  // ?fast (used by the browser tests) plays the AI's moves without the pause.
  botDelayMs: params.has('fast') || window.localStorage.getItem('decktet-table:fast') ? 0 : 450,
  serverUrl: '',
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesContext.Provider value={services}>
      <SettingsProvider>
        <App />
      </SettingsProvider>
    </ServicesContext.Provider>
  </StrictMode>,
);

// Offline play and the turn reminders: the service worker, once the first screen is in.
registerServiceWorkerAfterLoad();
