import type { LiveServerMessage } from '@decktet/protocol';

/** Each message's text, once it was encoded for one socket: a room sends the same update object to every socket shown the same. */
const texts = new WeakMap<LiveServerMessage, string>();

/** The text a message is sent as: encoded once however many sockets it goes to. */
export function frameText(message: LiveServerMessage): string {
  let text = texts.get(message);
  if (text === undefined) {
    text = JSON.stringify(message);
    texts.set(message, text);
  }
  return text;
}
