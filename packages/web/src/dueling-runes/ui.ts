import { duelingRunes } from '@decktet/dueling-runes';
import type { AnyGame } from '@decktet/engine';
import type { GameUi } from '../play/types';
import { rulesLoader } from '../games/rules';
import { DuelingRunesTable } from './DuelingRunesTable';

export const duelingRunesUi: GameUi = {
  game: duelingRunes as unknown as AnyGame,
  blurb: 'A duel of wizards: each turn everyone secretly places a card, then its runes cast spells at the others.',
  Table: DuelingRunesTable,
  rules: rulesLoader('dueling-runes'),
  config: (options, seats) => ({ players: seats, courts: Boolean(options.courts), health: Number(options.health ?? 12) }),
  options: [
    { kind: 'boolean', key: 'courts', label: 'Add the four Courts to the deck', default: false },
    { kind: 'number', key: 'health', label: 'Starting health', default: 12, min: 1, max: 30 },
  ],
};
