import Bowser from 'bowser';

/** The longest label kept: a User-Agent is the client's to write. */
const MAX_LABEL = 60;

/**
 * What a device calls itself, for its owner's list of devices: "Chrome on Android", from the
 * User-Agent of the request that made its key. Null when the header names neither a browser nor a
 * system. Only letters, digits, spaces and `.-_()` are kept, so a crafted header shows as plain words.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const clean = (s: string | undefined) => (s ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').replace(/\s+/g, ' ').trim();
  const [b, o] = [clean(browser.name), clean(os.name)];
  const label = b && o ? `${b} on ${o}` : b || o;
  return label ? label.slice(0, MAX_LABEL) : null;
}
