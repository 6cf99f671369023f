import { hieroglyphs } from '@decktet/hieroglyphs';
import type { AnyGame } from '@decktet/engine';
import type { GameUi } from '../play/types';
import { rulesLoader } from '../games/rules';
import { HieroglyphsTable } from './HieroglyphsTable';

export const hieroglyphsUi: GameUi = {
  game: hieroglyphs as unknown as AnyGame,
  blurb: 'Two archaeologists race to decipher the titles of cards buried in three tombs, building their decks as they go.',
  Table: HieroglyphsTable,
  rules: rulesLoader('hieroglyphs'),
  config: () => ({}),
};
