import { LIVE_CHAT_MAX, checkChatText } from '@decktet/protocol';

export const CHAT_TEXT_MAX = LIVE_CHAT_MAX;

/** The line's length as the server counts it (after normalising and trimming). */
export function chatLength(text: string): number {
  return text.normalize('NFC').trim().length;
}

/** What the server would refuse in this line, said the same way; null when it may be sent. */
export function chatProblem(text: string): string | null {
  const checked = checkChatText(text);
  return checked.ok ? null : checked.problem;
}
