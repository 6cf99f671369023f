import { hieroglyphs } from '@decktet/hieroglyphs';
import type { GameUi } from '../../play/types';
import { narrator } from '../narrator';
import { rulesLoader } from '../rules';
import { i18n } from '../../i18n';
import { HieroglyphsTable } from './HieroglyphsTable';
import { describeHieroglyphsAction, hieroglyphsLogLine, hieroglyphsTurnOf } from './log-lines';

export const hieroglyphsUi: GameUi = {
  game: hieroglyphs,
  get name() {
    return i18n.t('game.hieroglyphs.name');
  },
  get blurb() {
    return i18n.t('game.hieroglyphs.blurb');
  },
  Table: HieroglyphsTable,
  rules: rulesLoader('hieroglyphs'),
  narrator: narrator(describeHieroglyphsAction, hieroglyphsTurnOf),
  logLine: hieroglyphsLogLine,
  tutorial: true,
  config: () => ({}),
};
