/**
 * The message catalogues, one per language. The common messages are in en.json / es.json; the
 * larger areas of the client keep theirs in areas/<area>.<language>.json under one top-level key,
 * so each area's messages sit together.
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

/** English: the language every other catalogue is checked against. */
export const EN = { ...en, table: tableEn, online: onlineEn, tutorial: tutorialEn, events: eventsEn, teach: teachEn, players: playersEn, ratings: ratingsEn, lobby: lobbyEn, rated: ratedEn };

export type Catalogue = typeof EN;

export const ES = { ...es, table: tableEs, online: onlineEs, tutorial: tutorialEs, events: eventsEs, teach: teachEs, players: playersEs, ratings: ratingsEs, lobby: lobbyEs, rated: ratedEs };
