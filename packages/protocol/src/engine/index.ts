// The stdio engine protocol (decktet engine).
export {};
