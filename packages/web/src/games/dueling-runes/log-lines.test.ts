import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { duelingRunesLogLine } from './log-lines';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

import { randomDuelLog as playedLog } from '@decktet/dueling-runes/random-duel';

const CONFIGS = [{ players: 2, health: 5, maxTurns: 8 }, { players: 3, courts: true, health: 4, maxTurns: 8 }, { players: 4, health: 3, maxTurns: 6 }, { players: 1, courts: true, health: [3, 5], maxTurns: 10 }];
const ADVANCED = [{ players: 2, health: 12 }, { players: 3, health: 10 }, { players: 4, courts: true, health: 6 }, { players: 1, health: [10, 10] }].map((config) => ({ ...config, variant: 'advanced', maxTurns: 30 }));
const games = [...CONFIGS, ...ADVANCED].flatMap((config, c) => Array.from({ length: 6 }, (_, i) => playedLog(config, `web-dr-log-${c}-${i}`)));
/** Every kind of Advanced Game line and spell result (DRA-12 … DRA-25). */
const ADVANCED_KINDS = ['attack', 'hold', 'shock', 'monster-gone', 'poison', 'summons', 'protected', 'poisoned', 'feared', 'charmed', 'touched', 'disenchanted', 'won-over', 'destroyed', 'dispelled'];

describe("Dueling Runes' log in the player's language", () => {
  it('words every event in English exactly as the game wrote its line, so the two never drift', () => {
    const kinds = new Set<string>();
    for (const { log, names } of games) {
      for (const line of log) {
        expect(line.event, line.text).toBeDefined();
        expect(duelingRunesLogLine(line.event!, names)).toBe(line.text);
        kinds.add(line.event!.type);
        if ('result' in line.event! && typeof line.event.result === 'string') kinds.add(line.event.result);
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    expect([...kinds]).toEqual(expect.arrayContaining(ADVANCED_KINDS));
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
      'Turno 3, miniturno de Prisa: Ada coloca el Savage (3), Autómata coloca el Origin (2) del mazo de robo.',
    );
    expect(duelingRunesLogLine({ type: 'cast', caster: 0, spell: 'drain', power: 3, target: 1, mirrors: [1], on: 0, result: 'drains', amount: 3, gainer: 1 }, ['Ada', 'Bo'])).toBe(
      'Ada lanza Drenar (3) sobre Bo — lo devuelve el Espejo mágico de Bo — Ada pierde 3 de vida y Bo gana 3.',
    );
    expect(duelingRunesLogLine({ type: 'cast', caster: 0, spell: 'fire-ball', power: 2, target: 1, mirrors: [], on: 1, result: 'blocked', protection: 'resist-heat' }, ['Ada', 'Bo'])).toBe(
      'Ada lanza Bola de fuego (2) sobre Bo — detenido: Bo resiste el calor.',
    );
  });

  it('words the Advanced Game in Spanish with the rules\' names (DRA-3, DRA-13)', async () => {
    await i18n.changeLanguage('es');
    const names = ['Ada', 'Bo'];
    expect(duelingRunesLogLine({ type: 'cast', caster: 0, spell: 'lightning-bolt', runes: ['suns', 'moons'], counts: [2, 1], target: 1, monster: 'troll', mirrors: [], on: 1, result: 'loses', amount: 2 }, names)).toBe(
      'Ada lanza Relámpago (Soles 2, Lunas 1) sobre el trol de Bo — el trol de Bo pierde 2 de vida.',
    );
    expect(duelingRunesLogLine({ type: 'attack', owner: 1, monster: 'fire-elemental', target: 0, result: 'blocked', protection: 'resist-heat' }, names)).toBe(
      'El elemental de fuego de Bo ataca a Ada — detenido: Ada resiste el calor.',
    );
    expect(duelingRunesLogLine({ type: 'cast', caster: 0, spell: 'dispel-magic', runes: ['knots', 'moons', 'waves'], counts: [1, 1, 1], mirrors: [], on: 0, result: 'dispelled', wizards: [0, 1], monsters: [1], kinds: ['ice-elemental'] }, names)).toBe(
      'Ada lanza Disipar magia (Nudos 1, Lunas 1, Olas 1) — Ada y Bo pierden todos sus efectos duraderos; el elemental de hielo de Bo queda destruido.',
    );
  });

  it("leaves an event it does not know to the line's own text", () => {
    expect(duelingRunesLogLine({ type: 'play', seat: 0 }, ['Ada', 'Bo'])).toBeUndefined();
  });
});
