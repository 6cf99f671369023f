// Live-play wire messages (server ⇄ clients): the WebSocket messages and the lobby's HTTP shapes.
export * from './messages';
export * from './lobby';
export * from './chat';
