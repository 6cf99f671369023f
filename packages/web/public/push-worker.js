/*
 * The turn reminders, inside Decktet Table's service worker (sw.js, generated at build time, loads
 * this file with importScripts): shows a "your turn" reminder the server pushes (its payload is
 * { type: "your-turn", match, game, gameName, opponents, path }) and, on a click, opens the
 * match's page. The worker's cache (the client's own files) is Workbox's; this file caches nothing.
 */
/*
 * The reminder in the browser's language. A game is named by its id in that language (the same
 * names as the client's catalogues: src/i18n/mixed-language.test.ts checks them); the server's
 * English name is the fallback for a game the worker does not know.
 */
const WORDS = {
  en: { title: (game) => `Your turn: ${game}`, against: (names) => `Your opponents wait: ${names}`, waits: 'A game waits for your decision.', games: { 'dueling-runes': 'Dueling Runes', hieroglyphs: 'Hieroglyphs' } },
  es: { title: (game) => `Tu turno: ${game}`, against: (names) => `Tus rivales esperan: ${names}`, waits: 'Una partida espera tu decisión.', games: { 'dueling-runes': 'Duelo de Runas', hieroglyphs: 'Jeroglíficos' } },
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload as JSON, or nothing (a push without a readable payload still reminds). */
function readReminder(data) {
  try {
    return (data && data.json()) || {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const reminder = readReminder(event.data);
  const words = WORDS[(self.navigator.language || 'en').slice(0, 2).toLowerCase()] || WORDS.en;
  const opponents = Array.isArray(reminder.opponents) ? reminder.opponents.join(', ') : '';
  // Only a path on this site is opened: never another origin named in a payload.
  const path = typeof reminder.path === 'string' && reminder.path.startsWith('/') && !reminder.path.startsWith('//') ? reminder.path : '/your-turn';
  event.waitUntil(
    self.registration.showNotification(words.title(String((Object.hasOwn(words.games, reminder.game) && words.games[reminder.game]) || reminder.gameName || 'Decktet Table')), {
      body: opponents ? words.against(opponents) : words.waits,
      tag: typeof reminder.match === 'string' ? `your-turn:${reminder.match}` : 'your-turn',
      icon: '/favicon-your-move.svg',
      data: { path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.path || '/your-turn', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
