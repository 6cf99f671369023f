import { render } from '@testing-library/react';
import { ServicesContext } from '../../src/app/context';
import { SettingsProvider } from '../../src/app/settings';
import { LiveConnection } from '../../src/online/live';
import { LiveTable } from '../../src/online/LiveTable';
import type { GameUi } from '../../src/play/types';
import { inThreadRunner } from '../testing';
import { FakeSocket } from './fake-socket';

/**
 * An online table rendered as the page renders it, over a fake socket (not yet open): `token`
 * seats it (undefined: a spectator), `games` are the clients it knows; `onSocket` is told of each
 * socket the connection makes (a reconnection makes a new one).
 */
export function renderLiveTable(games: readonly GameUi[], token: string | undefined, onSocket: (socket: FakeSocket) => void): LiveConnection {
  const conn = new LiveConnection('ws://x/ws', 'm1', token, {
    createSocket: () => {
      const socket = new FakeSocket();
      onSocket(socket);
      return socket;
    },
    random: () => 0.5,
  });
  render(
    <ServicesContext.Provider value={{ games, botRunner: () => inThreadRunner(() => 0), botDelayMs: 0, serverUrl: '' }}>
      <SettingsProvider>
        <LiveTable conn={conn} token={token} />
      </SettingsProvider>
    </ServicesContext.Provider>,
  );
  return conn;
}
