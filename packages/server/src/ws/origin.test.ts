import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin';

describe('the WebSocket Origin check', () => {
  it('allows clients without an Origin, the same origin as the Host, and the allow-list', () => {
    expect(originAllowed(undefined, 'decktet.example', [])).toBe(true);
    expect(originAllowed('https://decktet.example', 'decktet.example', [])).toBe(true);
    expect(originAllowed('https://Decktet.example', 'decktet.example:443', [])).toBe(true);
    expect(originAllowed('http://localhost:8080', 'localhost:8080', [])).toBe(true);
    expect(originAllowed('https://friends.example', 'decktet.example', ['https://friends.example'])).toBe(true);
    expect(originAllowed('https://anyone.example', 'decktet.example', ['*'])).toBe(true);
  });

  it('refuses other sites, other ports, opaque and malformed origins', () => {
    expect(originAllowed('https://evil.example', 'decktet.example', ['https://friends.example'])).toBe(false);
    expect(originAllowed('http://localhost:9999', 'localhost:8080', [])).toBe(false);
    expect(originAllowed('null', 'decktet.example', [])).toBe(false);
    expect(originAllowed('not a url', 'decktet.example', [])).toBe(false);
    expect(originAllowed('https://decktet.example.evil.example', 'decktet.example', [])).toBe(false);
  });
});
