/**
 * Every word in the player's language: each catalogue message, rendered in each language with real
 * card names (every card of the Decktet, an Ace among them) and real players' names, and the
 * sentences the client builds from the games' events (both games' logs and Dueling Runes' replay
 * steps, for whole random games), hold no word of the other language — card titles aside, which
 * stay the Decktet's English titles everywhere. A Spanish sentence with "the", "and", "of",
 * "places" or "turn" in it, or an English one with «el», «del» or «que», fails here. The rules for
 * players are read in both languages (and keep an article lower-case inside a sentence), the push
 * reminder in both, and every refusal code the server can send is either said in the client's words
 * (checked here, with the figures the server sends beside it) or listed with the reason it is not. The lessons, as played on the real table, are
 * checked step by step in tutorial/instructions.test.tsx.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/catalog';
import { CARDS } from '@decktet/decktet';
import { Rng } from '@decktet/decktet';
import { type BaseState, unwrap } from '@decktet/engine';
import { PASSKEY_REFUSALS, RATE_LIMITED_KINDS, type RefusalCode, type RefusalParams, refusalParamsSchemas } from '@decktet/protocol';
import { type DuelingRunesState, configSchema, duelingRunes } from '@decktet/dueling-runes';
import { type HieroglyphsState, hieroglyphs } from '@decktet/hieroglyphs';
import { randomDuelLog } from '@decktet/dueling-runes/random-duel';
import { bareTitle, cardName, cardNames } from '../cards/labels';
import { duelingRunesLogLine } from '../games/dueling-runes/log-lines';
import { narrateDuelingRunes } from '../games/dueling-runes/narration';
import { spellName } from '../games/dueling-runes/words';
import { describeHieroglyphsAction, hieroglyphsLogLine, hieroglyphsTurnOf } from '../games/hieroglyphs/log-lines';
import { lobbyProblem } from '../lobby/api';
import { ratingProblem } from '../ratings/api';
import { EN, ES } from './catalogues';
import { foreignIn } from './foreign-words';
import { i18n } from './index';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

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

/**
 * Every refusal code a player's client can be sent, read from the sources: the match server's and
 * the protocol's (an error's `code: '…'`, or the code handed to a helper that builds a refusal:
 * `fail(409, '…', …)`, `refuse('…', …)`, `refusal('…', …)`, `clientError('…', …)`, `error('…', …)`), the engine's and the
 * games' rule refusals (`err('…', …)`), which the server passes on, and the members of the
 * `…ErrorCode` unions.
 */
function serverRefusalCodes(): string[] {
  const packages = fileURLToPath(new URL('../../../', import.meta.url));
  const server = /code: '([a-z]+(?:-[a-z]+)+)'|\b(?:fail|refuse|refusal|clientError|error|sendError|fatal)\((?:[^,()]*,\s*)?'([a-z]+(?:-[a-z]+)+)'/g;
  const rules = /\berr\('([a-z]+(?:-[a-z]+)+)'/g;
  const unions = /type \w*ErrorCode\s*=([^;]+);/g;
  const codes = new Set<string>();
  const roots = [...['server', 'protocol', 'engine'].map((p) => join(packages, p, 'src')), ...readdirSync(join(packages, 'games'), { withFileTypes: true }).filter((g) => g.isDirectory()).map((g) => join(packages, 'games', g.name, 'src'))];
  for (const root of roots) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || /testing|examples/.test(entry.parentPath)) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      const found = [...text.matchAll(rules)].map((m) => m[1]!);
      if (/[/\\](server|protocol)[/\\]/.test(root)) found.push(...[...text.matchAll(server)].map((m) => (m[1] ?? m[2])!));
      for (const u of text.matchAll(unions)) found.push(...[...u[1]!.matchAll(/'([a-z]+(?:-[a-z]+)+)'/g)].map((m) => m[1]!));
      for (const code of found) codes.add(code);
    }
  }
  return [...codes].sort();
}

/**
 * The refusals that carry figures and reasons (`params`, @decktet/protocol's refusals.ts), each
 * shape and reason with real values: the client words each with its figures.
 */
const SAMPLE_PARAMS: { [C in RefusalCode]: RefusalParams<C>[] } = {
  'too-many-open-tables': [
    { open: 1, most: 1, pace: 'live', quickMatch: false },
    { open: 2, most: 2, pace: 'turn-based', quickMatch: false },
    { open: 1, most: 1, pace: 'live', quickMatch: true },
  ],
  'too-many-open': [{ open: 3, most: 3 }, { open: 1, most: 1 }],
  'too-many-bot-only': [{ held: 2, most: 2 }, { held: 1, most: 1 }],
  'too-many-abandoned': [
    { abandoned: 3, most: 3, by: 'player', waitSeconds: 2400 },
    { abandoned: 1, most: 1, by: 'address', waitSeconds: 61 },
  ],
  'rate-limited': RATE_LIMITED_KINDS.flatMap((kind) => [
    { kind, most: 6, per: 'minute' as const, by: 'player' as const, waitSeconds: 1 },
    { kind, most: 3, per: 'hour' as const, by: 'address' as const, waitSeconds: 1800 },
  ]),
  'bot-only-limit': [
    { reason: 'difficulty', difficulty: 'hard', allowed: ['easy', 'normal'] },
    { reason: 'no-turn-limit', most: 100 },
    { reason: 'too-many-turns', most: 100, turns: 1000 },
  ],
  'bad-push-service': [{ services: ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com'] }],
  'passkey-refused': PASSKEY_REFUSALS.map((reason) => ({ reason })),
  'name-taken': [{ name: 'Ada Lovelace' }],
};

/** Refusals this client never provokes: it sends only well-formed requests, offered choices and its own channel. */
const NEVER_MET: Record<string, string> = {
  'already-joined': 'one hello per socket',
  'bad-chat': 'the chat writes in its own channel',
  'bad-json': 'requests are JSON.stringify’s',
  'bad-message': 'messages follow the protocol’s schemas',
  'bad-mute': 'mutes name seats of the match',
  'bad-name': 'names are checked and worded before they are sent (online/typed-text.ts)',
  'bad-origin': 'pages come from the server’s own origin',
  'bad-push-keys': 'keys come from the browser’s own subscription',
  'bad-request': 'requests follow the protocol’s schemas',
  'bad-seat': 'seats offered are the match’s',
  'bad-seats': 'the set-up form sizes the seats',
  'hello-first': 'the socket says hello first',
  'hello-timeout': 'the socket says hello at once',
  'illegal-action': 'the tables offer only legal moves',
  'invalid-config': 'the forms offer valid settings only',
  'internal-error': 'the terminal’s engine session only',
  'invalid-layout': 'the terminal’s engine session only',
  'invalid-record': 'the terminal’s engine session only',
  'invalid-request': 'the terminal’s engine session only',
  'invalid-seat': 'the terminal’s engine session only',
  'malformed-action': 'actions come from the rules’ own list',
  'malformed-json': 'the terminal’s engine session only',
  'not-found': 'the client calls only the server’s endpoints',
  'not-rated-game': 'the form offers rated play only where there is some',
  'not-standard': 'the form keeps rated tables to their leaderboard’s settings',
  'not-supported': 'the terminal’s engine session only',
  'nothing-to-withdraw': 'withdrawing is offered only after a choice',
  'unknown-card': 'cards come from the rules’ own list',
  'unknown-op': 'the terminal’s engine session only',
  'unknown-pool': 'leaderboards come from the server’s own list',
};

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

  it.each(
    (['es', 'en'] as const).flatMap((language) => GAMES.map((g) => [language, g.id, language === 'en' ? 'RULES.md' : `RULES.${language}.md`] as const)),
  )('holds in the rules for players (%s, %s)', (language, game, file) => {
    const text = readFileSync(new URL(`../../../games/${game}/${file}`, import.meta.url), 'utf8');
    const mixed = text
      // Fenced blocks hold card ids and notation, not sentences.
      .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ''))
      .split('\n')
      // Notation in code, suit symbols' directives, links' addresses and the word «the» where it is named as a word are not sentences.
      .map((line) => line.replace(/`[^`]*`/g, ' ').replace(/:suit\[\w+\]/g, ' ').replace(/\]\([^)]*\)/g, ' ').replace(/«the»/g, ' '))
      .flatMap((line, i) => {
        const word = foreignIn(language, line);
        return word ? [`line ${i + 1}: "${word}" in «${line.trim()}»`] : [];
      });
    expect(mixed).toEqual([]);
  });

  it.each(
    (['es', 'en'] as const).flatMap((language) => GAMES.map((g) => [language, g.id, language === 'en' ? 'RULES.md' : `RULES.${language}.md`] as const)),
  )('keeps an article in lower case inside a sentence of the rules (%s, %s)', (language, game, file) => {
    const text = readFileSync(new URL(`../../../games/${game}/${file}`, import.meta.url), 'utf8');
    // «…, El Light Keeper 11»: a card named at the start of a wrapped line kept the capital of a label.
    const article = language === 'es' ? /[a-záéíóúñ,;]\s+(El|La|Los|Las|Un|Una|Del|Al)\s+\S+/g : /[a-z,;]\s+(The|A|An)\s+\S+/g;
    const capitals = text
      .replace(/```[\s\S]*?```/g, ' ')
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/`[^`]*`/g, 'x').replace(/\s+/g, ' '))
      .flatMap((paragraph) => [...paragraph.matchAll(article)].map((m) => paragraph.slice(Math.max(0, m.index - 40), m.index + m[0].length)));
    expect(capitals).toEqual([]);
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

  it.each(['en', 'es'] as const)('holds in the server\'s refusals a player can meet: each in the client\'s words, or on a list that says why not (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const codes = serverRefusalCodes();
    // The scan finds the refusals it should: a few known ones, and many in all.
    expect(codes).toEqual(expect.arrayContaining(['game-over', 'not-your-turn', 'rate-limited', 'too-many-open-tables', 'unknown-op']));
    expect(codes.length).toBeGreaterThan(60);
    const unaccounted: string[] = [];
    const mixed: string[] = [];
    const look = (code: string, words: string) => {
      const word = foreignIn(language, words);
      if (word) mixed.push(`${code}: "${word}" in «${words}»`);
      // The server's English message is never shown inside the client's words.
      if (words.includes('MESSAGE')) mixed.push(`${code}: the server's message in «${words}»`);
    };
    for (const code of codes) {
      const words = [lobbyProblem, ratingProblem].map((w) => w(code, 'MESSAGE')).find((w) => w !== null);
      if (words === undefined) {
        if (!(code in NEVER_MET)) unaccounted.push(code);
        continue;
      }
      look(code, words);
    }
    // With their figures: each one said, in the player's words.
    for (const [code, samples] of Object.entries(SAMPLE_PARAMS) as [RefusalCode, Record<string, unknown>[]][]) {
      expect(codes, code).toContain(code);
      for (const params of samples) {
        expect(refusalParamsSchemas[code].safeParse(params).success, `${code} ${JSON.stringify(params)}`).toBe(true);
        const words = lobbyProblem(code, 'MESSAGE', params) ?? '';
        look(code, words);
        for (const [key, value] of Object.entries(params)) if (typeof value === 'number' && key !== 'waitSeconds') expect(words, `${code}.${key}`).toContain(String(value));
        expect(words, code).not.toBe(lobbyProblem(code, 'MESSAGE'));
      }
    }
    expect(unaccounted).toEqual([]);
    expect(mixed).toEqual([]);
    // The list holds only codes the server sends, and none the client words.
    for (const code of Object.keys(NEVER_MET)) {
      expect(codes, code).toContain(code);
      expect(lobbyProblem(code, '') ?? ratingProblem(code, ''), code).toBeNull();
    }
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
