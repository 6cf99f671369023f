// The stdio engine protocol (decktet engine): request schemas, answers and the session that serves them.
export * from './messages';
export * from './session';
