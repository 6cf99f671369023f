/**
 * The one rule for a chat line, shared by the server (which refuses with `bad-chat`) and clients
 * (which can say what is wrong before sending). Chat is plain text that reaches other players'
 * screens, so it holds only visible characters and spaces, like a player's name.
 */
import { describeRefusedCharacter, findRefusedCharacter, hasVisibleCharacter } from '../names';
import { LIVE_CHAT_MAX } from './messages';

export type ChatTextCheck = { ok: true; text: string } | { ok: false; problem: string };

/**
 * Normalises (NFC, then trimmed) and checks a chat line. NFC rather than the names' NFKC: chat is
 * read, not compared, so a writer's full-width letters or ligatures stay as typed.
 */
export function checkChatText(raw: string): ChatTextCheck {
  const normalised = raw.normalize('NFC');
  // Before trimming: a trailing newline is refused like one in the middle, not quietly dropped.
  const refused = findRefusedCharacter(normalised);
  if (refused !== null) return { ok: false, problem: `the message contains ${describeRefusedCharacter(refused)}: chat lines may hold only visible characters and spaces` };
  const text = normalised.trim();
  if (text === '') return { ok: false, problem: 'the message is empty: type at least one visible character' };
  // Fillers, blank patterns, variation selectors and marks alone show as an empty line from someone.
  if (!hasVisibleCharacter(text)) return { ok: false, problem: 'the message has no visible character (only blanks, marks or invisible characters): type at least one letter, digit or symbol' };
  if (text.length > LIVE_CHAT_MAX) return { ok: false, problem: `the message is too long (${text.length} characters): at most ${LIVE_CHAT_MAX}` };
  return { ok: true, text };
}
