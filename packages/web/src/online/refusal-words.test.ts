import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { lobbyProblem } from '../lobby/api';
import { refusalWords, waitInWords } from './refusal-words';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The server's refusals said from their code and figures (`params`), never from its English message. */
describe('refusals with their figures, in the player’s words', () => {
  it.each([
    ['en', 'The bots of a table of bots only may play at easy or normal level, not hard.', 'Quick match found no table to join, and cannot open one. You already have 2 turn-based tables waiting for players (at most 2 at once): cancel one, or wait until one starts.'],
    ['es', 'Los bots de una mesa solo de bots pueden jugar en nivel fácil o normal, no difícil.', 'La partida rápida no encontró ninguna mesa a la que unirte y no puede abrir otra. Ya tienes 2 mesas por turnos esperando jugadores (como máximo 2 a la vez): cancela una o espera a que empiece alguna.'],
  ] as const)('names levels, paces and Quick match in the language (%s)', async (language, levels, quick) => {
    await i18n.changeLanguage(language);
    expect(refusalWords('bot-only-limit', { reason: 'difficulty', difficulty: 'hard', allowed: ['easy', 'normal'] })).toBe(levels);
    expect(refusalWords('too-many-open-tables', { open: 2, most: 2, pace: 'turn-based', quickMatch: true })).toBe(quick);
  });

  it.each([
    ['en', ['1 second', '119 seconds', '2 minutes', '40 minutes']],
    ['es', ['1 segundo', '119 segundos', '2 minutos', '40 minutos']],
  ] as const)('says a wait in seconds under two minutes, else in whole minutes rounded up, as the server does (%s)', async (language, words) => {
    await i18n.changeLanguage(language);
    expect([1, 119, 120, 2341].map(waitInWords)).toEqual(words);
  });

  it.each(['en', 'es'] as const)('says who a limit counts: the player, or their address (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const byPlayer = refusalWords('too-many-abandoned', { abandoned: 3, most: 3, by: 'player', waitSeconds: 1800 });
    const byAddress = refusalWords('too-many-abandoned', { abandoned: 3, most: 3, by: 'address', waitSeconds: 1800 });
    expect(byPlayer).not.toBe(byAddress);
    expect(byAddress).toContain(language === 'en' ? 'Your address' : 'Desde tu dirección');
    expect(byPlayer).toContain(language === 'en' ? '30 minutes' : '30 minutos');
  });

  it.each(['en', 'es'] as const)('falls back to general words when the figures are missing or not of their shape, never to the server’s English (%s)', async (language) => {
    await i18n.changeLanguage(language);
    for (const code of ['too-many-open-tables', 'too-many-open', 'too-many-bot-only', 'too-many-abandoned', 'bot-only-limit', 'bad-push-service', 'passkey-refused', 'name-taken']) {
      const general = lobbyProblem(code, 'MESSAGE');
      expect(general, code).not.toBeNull();
      expect(general, code).not.toContain('MESSAGE');
      expect(lobbyProblem(code, 'MESSAGE', { most: 'many' }), code).toBe(general);
    }
    // A level this client has no word for is not named; a server that sends anywhere has no list to give.
    expect(refusalWords('bot-only-limit', { reason: 'difficulty', difficulty: 'grandmaster', allowed: ['easy'] })).toBe(refusalWords('bot-only-limit', undefined));
    expect(refusalWords('bad-push-service', { services: ['*'] })).toBe(refusalWords('bad-push-service', undefined));
    // A rate limit without figures is said as the live table says it.
    expect(lobbyProblem('rate-limited', 'MESSAGE')).toBe(i18n.t('online.problem.rateLimited'));
  });
});
