/**
 * Every word in the player's language: each catalogue message, rendered in each language with real
 * card names (every card of the Decktet, an Ace among them) and real players' names, and the
 * sentences the client builds from the games' events (both games' logs and Dueling Runes' replay
 * steps, for whole random games), hold no word of the other language — card titles aside, which
 * stay the Decktet's English titles everywhere. A Spanish sentence with "the", "and", "of",
 * "places" or "turn" in it, or an English one with «el», «del» or «que», fails here.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/catalog';
import { CARDS } from '@decktet/decktet';
import { Rng } from '@decktet/decktet';
import { type BaseState, unwrap } from '@decktet/engine';
import { type DuelingRunesState, configSchema, duelingRunes } from '@decktet/dueling-runes';
import { type HieroglyphsState, hieroglyphs } from '@decktet/hieroglyphs';
import { randomDuelLog } from '@decktet/dueling-runes/random-duel';
import { bareTitle, cardName, cardNames } from '../cards/labels';
import { duelingRunesLogLine } from '../games/dueling-runes/log-lines';
import { narrateDuelingRunes } from '../games/dueling-runes/narration';
import { spellName } from '../games/dueling-runes/words';
import { describeHieroglyphsAction, hieroglyphsLogLine, hieroglyphsTurnOf } from '../games/hieroglyphs/log-lines';
import { EN, ES } from './catalogues';
import { type Language, i18n } from './index';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

/** Words that are one language's and never the other's (short, common, unmistakable). */
const FOREIGN: Record<Language, RegExp> = {
  // In English text: Spanish articles, contractions and joining words.
  en: /\b(el|los|las|del|al|que|una|unos|con|para|por|sobre|pero|también|carta|cartas|turno|mago)\b/i,
  // In Spanish text: English articles, joining words and the games' English verbs (not "declares": Spanish too).
  es: /\b(the|and|of|with|at|on|is|are|you|your|it|its|this|that|from|into|for|to|by|his|her|not|does|turn|turns|card|cards|places|place|plays|passes|casts|discards|draws|react|reacts|wins|wizard|spell|tomb|letters|word|hand|deck)\b/i,
};

/** Card titles (English in every language) and the names nobody translates, cut out before looking. */
const TITLES = CARDS.filter((c) => c.kind !== 'ace').map((c) => bareTitle(c)).sort((a, b) => b.length - a.length);
const KEPT = ['Decktet Table', 'Decktet', 'English', 'Español', 'WebAuthn', 'JSON', '.json'];
function strip(text: string): string {
  // Revealed letters ("…AND", "MILL") are letters of a title, and <card/> marks where a component goes.
  let out = text.replace(/\b[A-Z]{2,}\b/g, ' ').replace(/<\/?\w+\/?>/g, ' ');
  for (const t of [...TITLES, ...KEPT]) out = out.split(t).join(' ');
  return out;
}

/** A message's placeholders filled with real values of their kind, cards by `card`. */
function values(text: string, card: (typeof CARDS)[number]): Record<string, unknown> {
  const out: Record<string, unknown> = { count: 3 };
  for (const [, name] of text.matchAll(/\{\{\s*(\w+)/g)) {
    const key = name!;
    if (/^(card|slider|offered|pushesOut|excuse|title)$/.test(key)) out[key] = key === 'title' ? bareTitle(card.kind === 'ace' ? CARDS[19]! : card) : cardName(card);
    else if (/^(cards|powerUps|helpers)$/.test(key)) out[key] = cardNames([card, CARDS[(CARDS.indexOf(card) + 7) % CARDS.length]!]);
    else if (/^(name|names|caster|target|winner|first|second|creator|charmed|attacker|player|opponent|opponents|who|by)$/.test(key)) out[key] = 'Ada';
    else if (/^(spell)$/.test(key)) out[key] = spellName('fire-ball');
    else out[key] = 3;
  }
  return out;
}

function foreignIn(language: Language, text: string): string | null {
  const m = FOREIGN[language].exec(strip(text));
  return m ? m[0] : null;
}

describe('every word in the player\'s language', () => {
  it.each(['en', 'es'] as const)('holds in every catalogue message rendered with real cards and names (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const keys = flatten((language === 'en' ? EN : ES) as unknown as Tree).map(([k]) => k.replace(/_(zero|one|two|few|many|other)$/, ''));
    const mixed: string[] = [];
    for (const key of new Set(keys)) {
      const raw = flatten((language === 'en' ? EN : ES) as unknown as Tree).find(([k]) => k === key || k.startsWith(`${key}_`))![1];
      const cards = /\{\{\s*(card|cards|slider|offered|pushesOut|excuse|title|powerUps|helpers)\b/.test(raw) ? CARDS : [CARDS[19]!];
      for (const card of cards) {
        const text = i18n.t(key as never, values(raw, card) as never) as unknown as string;
        const word = foreignIn(language, text);
        if (word) mixed.push(`${key}: "${word}" in «${text}»`);
      }
    }
    expect(mixed).toEqual([]);
  });

  it.each(['en', 'es'] as const)('holds in both games\' logs and Dueling Runes\' replay steps over whole games (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const mixed: string[] = [];
    const look = (where: string, text: string | undefined) => {
      const word = text === undefined ? 'nothing' : foreignIn(language, text);
      if (word) mixed.push(`${where}: "${word}" in «${text}»`);
    };
    for (const [c, config] of [{ players: 2, health: 5 }, { players: 1, courts: true, health: [3, 5] }, { players: 3, health: 10, variant: 'advanced' }].entries()) {
      for (const { log, names } of [randomDuelLog({ ...config, maxTurns: 20 }, `mixed-${c}`)]) for (const line of log) look('duel log', duelingRunesLogLine(line.event!, names));
      const parsed = configSchema.parse({ ...config, maxTurns: 20 });
      let s: DuelingRunesState = unwrap(duelingRunes.setup(parsed, `mixed-steps-${c}`, { names: ['Ada', 'Bo', 'Cy'].slice(0, parsed.players) }));
      const rng = Rng.seeded(`mixed-steps-${c}`);
      while (s.stage !== 'over') {
        const seat = rng.pick(duelingRunes.pending(s));
        const action = rng.pick(duelingRunes.legalActions(s, seat));
        look('duel step', narrateDuelingRunes(s, seat, action, seat));
        look('duel step (spectator)', narrateDuelingRunes(s, seat, action, null));
        s = unwrap(duelingRunes.apply(s, seat, action));
      }
    }
    for (let g = 0; g < 3; g++) {
      let s: HieroglyphsState = unwrap(hieroglyphs.setup({}, `mixed-glyphs-${g}`, { names: ['Ada', 'Bo'] }));
      const rng = Rng.seeded(`mixed-glyphs-${g}`);
      while (!s.over) {
        const seat = hieroglyphs.pending(s)[0]!;
        const action = rng.pick(hieroglyphs.legalActions(s, seat));
        look('glyphs step', describeHieroglyphsAction(s, seat, action));
        look('glyphs turn', hieroglyphsTurnOf(s).title);
        s = unwrap(hieroglyphs.apply(s, seat, action));
      }
      for (const line of (s as BaseState).log) look('glyphs log', hieroglyphsLogLine(line.event!, s.names));
    }
    expect(mixed).toEqual([]);
  });

  it.each(GAMES.map((g) => g.id))('holds in the Spanish rules for players of %s', (game) => {
    const text = readFileSync(new URL(`../../../games/${game}/RULES.es.md`, import.meta.url), 'utf8');
    const mixed = text
      // Fenced blocks hold card ids and notation, not sentences.
      .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ''))
      .split('\n')
      // Notation in code, suit symbols' directives, links' addresses and the word «the» where it is named as a word are not sentences.
      .map((line) => line.replace(/`[^`]*`/g, ' ').replace(/:suit\[\w+\]/g, ' ').replace(/\]\([^)]*\)/g, ' ').replace(/«the»/g, ' '))
      .flatMap((line, i) => {
        const word = foreignIn('es', line);
        return word ? [`line ${i + 1}: "${word}" in «${line.trim()}»`] : [];
      });
    expect(mixed).toEqual([]);
  });

  it.each(['en', 'es'] as const)('holds in the push reminder the service worker shows (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const source = readFileSync(new URL('../../public/push-worker.js', import.meta.url), 'utf8');
    const shown: { title: string; body: string }[] = [];
    const handlers = new Map<string, (event: unknown) => void>();
    const self = { navigator: { language: language === 'es' ? 'es-ES' : 'en-GB' }, addEventListener: (type: string, f: (event: unknown) => void) => handlers.set(type, f), registration: { showNotification: (title: string, options: { body: string }) => shown.push({ title, body: options.body }) } };
    runInNewContext(source, { self, URL, Object, String, Array });
    for (const [game, gameName] of [['dueling-runes', 'Dueling Runes'], ['hieroglyphs', 'Hieroglyphs']] as const) {
      for (const opponents of [['Bo'], []]) handlers.get('push')!({ data: { json: () => ({ type: 'your-turn', match: 'm1', game, gameName, opponents, path: '/match/m1' }) }, waitUntil: () => {} });
      const name = game === 'dueling-runes' ? i18n.t('game.duelingRunes.name') : i18n.t('game.hieroglyphs.name');
      expect(shown.at(-1)!.title).toContain(name);
    }
    for (const n of shown) for (const text of [n.title, n.body]) expect(foreignIn(language, text), text).toBeNull();
  });

  it('fails on a mixed sentence: the check itself', () => {
    expect(foreignIn('es', 'Ada coloca the Penitent (6)')).toBe('the');
    expect(foreignIn('es', 'El robo y the Excuse')).toBe('the');
    expect(foreignIn('es', 'Ben does not react')).toBe('does');
    expect(foreignIn('es', 'Turn 1')).toBe('Turn');
    expect(foreignIn('es', 'Ada coloca el Penitent (6) y el As de Lunas')).toBeNull();
    expect(foreignIn('es', 'la Luna del Mountain')).toBeNull();
    expect(foreignIn('en', 'Ada places the Chance Meeting')).toBeNull();
    expect(foreignIn('en', 'Ada places el Penitent')).toBe('el');
  });
});
