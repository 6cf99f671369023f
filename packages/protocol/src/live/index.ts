// Live-play wire messages (server ⇄ clients).
export {};
