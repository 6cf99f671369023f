/** What an Advanced Game cast or attack is aimed at, by name: a wizard, yourself, or a wizard's monster (DRA-11). */
import type { DuelingRunesView } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { type MonsterKind, monsterName } from './advanced-words';
import { nameOrYourself, wizardName } from './words';

/** "Bo", "yourself", "Bo's troll". */
export function aimName(view: DuelingRunesView, target: number, monster: true | undefined, me: number | null): string {
  const kind = view.wizards[target]?.advanced?.monster?.kind as MonsterKind | undefined;
  if (monster && kind) return i18n.t('events.duelingRunes.monsterOf', { name: wizardName(view.wizards[target]!), monster: monsterName(kind) });
  return nameOrYourself(view, target, me);
}
