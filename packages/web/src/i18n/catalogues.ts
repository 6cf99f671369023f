/**
 * The message catalogues, one per language. The common messages are in en.json / es.json; the
 * larger areas of the client keep theirs in areas/<area>.<language>.json under one top-level key,
 * so each area's messages sit together; a game's folder may keep its own in
 * `games/<game>/i18n/<language>.json`, merged in below.
 */
import en from './en.json';
import es from './es.json';
import tableEn from './areas/table.en.json';
import tableEs from './areas/table.es.json';
import onlineEn from './areas/online.en.json';
import onlineEs from './areas/online.es.json';
import tutorialEn from './areas/tutorial.en.json';
import tutorialEs from './areas/tutorial.es.json';
import eventsEn from './areas/events.en.json';
import eventsEs from './areas/events.es.json';
import teachEn from './areas/teach.en.json';
import teachEs from './areas/teach.es.json';
import playersEn from './areas/players.en.json';
import playersEs from './areas/players.es.json';
import lobbyEn from './areas/lobby.en.json';
import lobbyEs from './areas/lobby.es.json';
import ratingsEn from './areas/ratings.en.json';
import ratingsEs from './areas/ratings.es.json';
import ratedEn from './areas/rated.en.json';
import ratedEs from './areas/rated.es.json';
import labEn from './areas/lab.en.json';
import labEs from './areas/lab.es.json';

/**
 * The messages of the games' folders, by language: each `games/<game>/i18n/<language>.json` is a
 * tree of the catalogue's own shape (`{ "game": { "<game>": { "name": … } } }`), found by the
 * bundler. A folder adds its English tree's type here, so that `t()` checks its keys:
 * `declare module '<path>/i18n/catalogues' { interface GameMessages { <game>: typeof en } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the games' folders, by declaration merging
export interface GameMessages {}

export type Tree = { readonly [key: string]: string | Tree };
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type GamesCatalogue = Intersection<GameMessages[keyof GameMessages]>;

const GAME_FILES = import.meta.glob<Tree>('../games/*/i18n/*.json', { eager: true, import: 'default' });

/** `base` with `more` merged into it, a message given twice refused with its key and file. */
export function mergedMessages(base: Tree, more: Tree, file: string, prefix = ''): Tree {
  const out: Record<string, string | Tree> = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const had = out[key];
    if (had === undefined) out[key] = value;
    else if (typeof had === 'string' || typeof value === 'string') throw new Error(`the message "${path}" is given twice (${file})`);
    else out[key] = mergedMessages(had, value, file, path);
  }
  return out;
}

/** A language's catalogue: its common and area messages, then each game folder's. */
function withGames<T extends object>(language: string, catalogue: T): T & GamesCatalogue {
  const files = Object.entries(GAME_FILES).filter(([file]) => file.endsWith(`/${language}.json`));
  return files.reduce((tree, [file, messages]) => mergedMessages(tree, messages, file), catalogue as unknown as Tree) as unknown as T & GamesCatalogue;
}

/** English: the language every other catalogue is checked against. */
export const EN = withGames('en', { ...en, table: tableEn, online: onlineEn, tutorial: tutorialEn, events: eventsEn, teach: teachEn, players: playersEn, ratings: ratingsEn, lobby: lobbyEn, rated: ratedEn, lab: labEn });

export type Catalogue = typeof EN;

export const ES = withGames('es', { ...es, table: tableEs, online: onlineEs, tutorial: tutorialEs, events: eventsEs, teach: teachEs, players: playersEs, ratings: ratingsEs, lobby: lobbyEs, rated: ratedEs, lab: labEs });
