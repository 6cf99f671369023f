import { afterEach, describe, expect, it } from 'vitest';
import type { VisibleEntry } from '@decktet/engine';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { i18n } from '../i18n';
import { entryLine, opensTurn, serverLine } from './log-lines';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The server's own lines as a live match sends them: English text and event. */
const NOTES: VisibleEntry[] = [
  { text: 'The AI plays for Bo from turn 12 (their time ran out)', event: { type: 'server', note: 'ai-cover', seat: 1, turn: 12 } },
  { text: 'The AI plays for Bo (their time ran out)', event: { type: 'server', note: 'ai-cover', seat: 1 } },
  { text: 'Ada left: the AI plays for them to the end', event: { type: 'server', note: 'left', seat: 0 } },
  { text: 'Bo is back and plays again', event: { type: 'server', note: 'back', seat: 1 } },
];

describe("the server's lines in the player's language, in every game alike", () => {
  it('words each in English as the server wrote it, whatever the game', () => {
    for (const ui of [duelingRunesUi, hieroglyphsUi, {}]) for (const note of NOTES) expect(entryLine(ui, note, ['Ada', 'Bo'])).toBe(note.text);
  });

  it('words each in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(NOTES.map((note) => entryLine(duelingRunesUi, note, ['Ada', 'Bo']))).toEqual([
      'La IA juega por Bo desde el turno 12 (se le acabó el tiempo)',
      'La IA juega por Bo (se le acabó el tiempo)',
      'Ada se ha ido: la IA juega en su lugar hasta el final',
      'Bo ha vuelto y juega de nuevo',
    ]);
  });

  it("leaves a game's events to the game, and a note stored without its event to its text", () => {
    expect(serverLine({ type: 'turn', turn: 1 }, ['Ada', 'Bo'])).toBeUndefined();
    expect(entryLine(duelingRunesUi, { text: 'Bo is back and plays again' }, ['Ada', 'Bo'])).toBe('Bo is back and plays again');
    expect(NOTES.some(opensTurn)).toBe(false);
    // A turn is known by its event, never by the words of a line.
    expect(opensTurn({ text: 'Turn 3: Ada places the Mill (8).' })).toBe(false);
    expect(opensTurn({ text: 'Turn 3: Ada places the Mill (8).', event: { type: 'turn', turn: 3, part: 'regular', wizards: [0], cards: ['mill'], from: ['hand'] } })).toBe(true);
  });
});
