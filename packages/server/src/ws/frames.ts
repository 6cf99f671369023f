import type { LiveServerMessage } from '@decktet/protocol';

/** Each message's text, once it was encoded for one socket: a room sends the same update object to every socket shown the same. */
const texts = new WeakMap<LiveServerMessage, string>();
/** How a message's text is put together from pieces already encoded (match/state-message.ts), where it is not `JSON.stringify`'s own. */
const encoders = new WeakMap<LiveServerMessage, () => string>();

/** The text a message is sent as: encoded once however many sockets it goes to. */
export function frameText(message: LiveServerMessage): string {
  let text = texts.get(message);
  if (text === undefined) {
    text = encoders.get(message)?.() ?? JSON.stringify(message);
    texts.set(message, text);
  }
  return text;
}

/** `message` is to be sent as `encode()` gives it, which must be exactly its `JSON.stringify` text (put together from pieces encoded once). */
export function encodeAs(message: LiveServerMessage, encode: () => string): void {
  encoders.set(message, encode);
}
