import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { duelingRunesLogLine } from './log-lines';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

import { randomDuelLog as playedLog } from '@decktet/dueling-runes/random-duel';

const CONFIGS = [{ players: 2, health: 5, maxTurns: 8 }, { players: 3, courts: true, health: 4, maxTurns: 8 }, { players: 4, health: 3, maxTurns: 6 }, { players: 1, courts: true, health: [3, 5], maxTurns: 10 }];
const games = CONFIGS.flatMap((config, c) => Array.from({ length: 6 }, (_, i) => playedLog(config, `web-dr-log-${c}-${i}`)));

describe("Dueling Runes' log in the player's language", () => {
  it('words every event in English exactly as the game wrote its line, so the two never drift', () => {
    const kinds = new Set<string>();
    for (const { log, names } of games) {
      for (const line of log) {
        expect(line.event, line.text).toBeDefined();
        expect(duelingRunesLogLine(line.event!, names)).toBe(line.text);
        kinds.add(line.event!.type);
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(15);
  });

  it('words every event in Spanish from the catalogue', async () => {
    await i18n.changeLanguage('es');
    for (const { log, names } of games) {
      for (const line of log) {
        const spanish = duelingRunesLogLine(line.event!, names)!;
        expect(spanish).not.toBe(line.text);
        expect(spanish).not.toContain('events.');
      }
    }
    expect(duelingRunesLogLine({ type: 'turn', turn: 3, part: 'mini', wizards: [0, 1], cards: ['savage', 'origin'], from: ['hand', 'pile'] }, ['Ada'])).toBe(
      'Turno 3, miniturno de Prisa: Ada coloca the Savage (3), Autómata coloca the Origin (2) del mazo de robo.',
    );
    expect(duelingRunesLogLine({ type: 'cast', caster: 0, spell: 'drain', power: 3, target: 1, mirrors: [1], on: 0, result: 'drains', amount: 3, gainer: 1 }, ['Ada', 'Bo'])).toBe(
      'Ada lanza Drenar (3) sobre Bo — lo devuelve el Espejo mágico de Bo — Ada pierde 3 de vida y Bo gana 3.',
    );
    expect(duelingRunesLogLine({ type: 'cast', caster: 0, spell: 'fire-ball', power: 2, target: 1, mirrors: [], on: 1, result: 'blocked', protection: 'resist-heat' }, ['Ada', 'Bo'])).toBe(
      'Ada lanza Bola de fuego (2) sobre Bo — detenido: Bo resiste el calor.',
    );
  });

  it("leaves an event it does not know to the line's own text", () => {
    expect(duelingRunesLogLine({ type: 'play', seat: 0 }, ['Ada', 'Bo'])).toBeUndefined();
  });
});
