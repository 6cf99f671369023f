/**
 * What a player types that reaches other players (a chat line, their name), checked by the
 * protocol's own rules before it is sent, and any refusal said in the player's language. The
 * protocol decides what is refused; this module only names why, in the reader's words.
 */
import { LIVE_CHAT_MAX, PLAYER_NAME_MAX, checkChatText, checkPlayerName, findRefusedCharacter, findRefusedNameCharacter, hasVisibleCharacter, refusedKind, reservedNameProblem } from '@decktet/protocol';
import { i18n } from '../i18n';

export const CHAT_TEXT_MAX = LIVE_CHAT_MAX;

/** The line's length as the server counts it (after normalising and trimming). */
export function chatLength(text: string): number {
  return text.normalize('NFC').trim().length;
}

/** "a control character, U+0007": a character typed text may not hold (the protocol says which kind). */
function characterName(ch: string): string {
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  switch (refusedKind(ch)) {
    case 'an invisible formatting character':
      return i18n.t('online.text.formatting', { code });
    case 'a line break':
      return i18n.t('online.text.lineBreak', { code });
    case 'a control character':
      return i18n.t('online.text.control', { code });
    case 'an invisible character':
      return i18n.t('online.text.invisible', { code });
  }
}

/** What the server would refuse in this chat line; null when it may be sent. */
export function chatProblem(text: string): string | null {
  if (checkChatText(text).ok) return null;
  const refused = findRefusedCharacter(text.normalize('NFC'));
  if (refused !== null) return i18n.t('online.text.chatCharacter', { character: characterName(refused) });
  const length = chatLength(text);
  if (length === 0) return i18n.t('online.text.chatEmpty');
  return length > CHAT_TEXT_MAX ? i18n.t('online.text.chatTooLong', { max: CHAT_TEXT_MAX }) : i18n.t('online.text.chatInvisible');
}

/** What the server would refuse in this name; null when it may be taken. */
export function nameProblem(raw: string): string | null {
  if (checkPlayerName(raw).ok) return null;
  const normalised = raw.normalize('NFKC');
  const refused = findRefusedNameCharacter(raw) ?? findRefusedNameCharacter(normalised);
  if (refused !== null) return i18n.t('online.text.nameCharacter', { character: characterName(refused) });
  const name = normalised.replace(/\p{Zs}+/gu, ' ').trim();
  if (name === '') return i18n.t('online.text.nameEmpty');
  if (name.length > PLAYER_NAME_MAX) return i18n.t('online.text.nameTooLong', { max: PLAYER_NAME_MAX });
  if (!hasVisibleCharacter(name)) return i18n.t('online.text.nameInvisible');
  // The one refusal left: the name is kept for bots or for the table's spectators.
  return /spectators/.test(reservedNameProblem(name) ?? '') ? i18n.t('online.text.nameSpectator') : i18n.t('online.text.nameBotLike');
}
