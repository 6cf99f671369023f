import { hieroglyphs } from '@decktet/hieroglyphs';
import type { AnyGame } from '@decktet/engine';
import type { GameUi } from '../play/types';
import { rulesLoader } from '../games/rules';
import { HieroglyphsTable } from './HieroglyphsTable';

export const hieroglyphsUi: GameUi = {
  game: hieroglyphs as unknown as AnyGame,
  Table: HieroglyphsTable,
  rules: rulesLoader('hieroglyphs'),
  config: () => ({}),
};
