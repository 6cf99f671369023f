import { isIP } from 'node:net';
import { parse as legacyParse } from 'node:url';

/*
 * Which push endpoints the server sends to. An endpoint is a URL a browser (or anyone with a
 * session) hands the server, and the server later opens a TLS connection to it: it must name
 * exactly one allowed push service, read the same way by every parser that ever looks at it.
 *
 * The rules, each refused with its reason:
 * - the text is the URL's own canonical form (what WHATWG `URL` writes back), so no parser can
 *   normalise it into something else: no upper case host, no `:443`, no backslashes, no tabs;
 * - only `https:`, only port 443 (no port written), no user-info (`user@`);
 * - the host is a DNS name of letters, digits and hyphens only — never an IP address in any
 *   form (dotted, decimal, hex, IPv6) — and is an allowed push service or a subdomain of one;
 * - the path and query use only the characters URLs need (no quotes, braces, spaces, `#`);
 * - Node's legacy `url.parse` (which `web-push` uses) reads the same protocol, host, port and
 *   path: a URL the two parsers disagree on is refused, whatever either of them says.
 * The sender then connects to the host and port of the `URL` checked here, not to the text.
 */

/** An endpoint the server may send to: its parsed URL, the one the sender connects with. */
export type PushEndpoint = { ok: true; url: URL } | { ok: false; reason: string };

/** Characters of a path and query: RFC 3986's unreserved, sub-delims (but the quote), `:`, `@`, `/`, `?` and `%` escapes. */
const PATH = /^\/(?:[A-Za-z0-9\-._~!$&()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;
/** A DNS label: letters, digits and inner hyphens, 1–63 long. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Longest endpoint accepted (the protocol's own limit). */
const MAX_LENGTH = 2048;

/** Whether `host` is `service` or one of its subdomains (`*`: any host). */
function serves(host: string, service: string): boolean {
  const s = service.toLowerCase();
  return s === '*' || host === s || host.endsWith(`.${s}`);
}

/** Checks an endpoint against the allowed push services; on success, the URL to send to. */
export function pushEndpoint(endpoint: string, services: readonly string[]): PushEndpoint {
  const refuse = (reason: string): PushEndpoint => ({ ok: false, reason });
  if (endpoint.length > MAX_LENGTH) return refuse('it is too long');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refuse('it is not a URL');
  }
  if (url.href !== endpoint) return refuse('it is not written as a plain URL (it reads differently once parsed)');
  if (url.protocol !== 'https:') return refuse('it is not https');
  if (url.username || url.password) return refuse('it carries a user name or password');
  if (url.port !== '') return refuse('it names a port (push services listen on 443)');
  if (url.hash !== '') return refuse('it has a fragment');
  const host = url.hostname;
  const labels = host.split('.');
  if (isIP(host) || host.startsWith('[') || !labels.every((l) => LABEL.test(l))) return refuse('its host is not a plain DNS name');
  // A top-level domain has a letter first: this also refuses 127.1, 0x7f.1 and 2130706433, whatever form an IP takes.
  if (labels.length < 2 || !/^[a-z]/.test(labels.at(-1)!)) return refuse('its host is not a plain DNS name');
  if (!PATH.test(url.pathname + url.search)) return refuse('its path holds characters a push endpoint never has');
  const legacy = legacyParse(endpoint);
  if (legacy.protocol !== 'https:' || legacy.hostname !== host || legacy.port !== null || legacy.auth !== null || legacy.path !== url.pathname + url.search) {
    return refuse('it is read differently by different URL parsers');
  }
  if (!services.some((s) => serves(host, s))) return refuse('it is not at a push service this server sends to');
  return { ok: true, url };
}
