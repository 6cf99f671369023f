import { checkNewPlayerName } from '@decktet/protocol';
import { i18n } from '../i18n';
import { nameProblem } from '../online/typed-text';

/**
 * What the server would refuse in a name a player wants to take; null when it may be asked for.
 * The protocol's rule for a lasting name decides (`checkNewPlayerName`): the join's rule, then a
 * letter or digit and no name the server keeps; this only words it. Whether the name is free only
 * the server can say.
 */
export function newNameProblem(raw: string): string | null {
  const checked = checkNewPlayerName(raw);
  if (checked.ok) return null;
  const joinProblem = nameProblem(raw);
  if (joinProblem !== null) return joinProblem;
  if (!/[\p{L}\p{N}]/u.test(raw)) return i18n.t('players.name.needsLetter');
  return i18n.t('players.name.reserved', { name: raw.normalize('NFKC').trim() });
}
