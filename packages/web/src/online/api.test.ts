// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { getMatch, joinMatch } from './api';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function serverAnswers(status: number, body: unknown, statusText = '') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body === undefined ? 'oops' : JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } })));
}

describe('the lobby’s refusals, as a player reads them', () => {
  it('says a refusal with a known code in the player’s words, in their language', async () => {
    serverAnswers(409, { error: { code: 'match-full', message: 'every seat of this match is taken' } });
    expect(await joinMatch('m1', 'Ada')).toEqual({ ok: false, status: 409, error: 'Every seat of this match is taken.' });
    await i18n.changeLanguage('es');
    expect(await joinMatch('m1', 'Ada')).toMatchObject({ error: 'Todos los asientos de esta partida están ocupados.' });
  });

  it('quotes the server for a refusal it has no words for, and names a bare failure by its status', async () => {
    serverAnswers(400, { error: { code: 'bad-seats', message: 'Hieroglyphs is played by 2 seats' } });
    expect(await getMatch('m1')).toMatchObject({ error: 'The server refused: Hieroglyphs is played by 2 seats' });
    serverAnswers(502, undefined, 'Bad Gateway');
    expect(await getMatch('m1')).toMatchObject({ error: 'The match server answered 502 Bad Gateway.' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await i18n.changeLanguage('es');
    expect(await getMatch('m1')).toMatchObject({ error: 'No se puede conectar con el servidor de partidas. Revisa tu conexión y vuelve a intentarlo.' });
  });
});
