/** The game's display name ("Hieroglyphs" is a working name): change it here and only here. */
export const GAME_NAME = 'Hieroglyphs';

/** The stable id used by records, the protocol and the registry (does not change with the name). */
export const GAME_ID = 'hieroglyphs';
