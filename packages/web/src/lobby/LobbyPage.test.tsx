// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../i18n';
import { findOnlineSeat, rememberOnlineSeat } from '../online/tokens';
import { refusal } from '../../test/players/fake-server';
import { afterLobbyTest, openAs, seatReply, tableSummary } from '../../test/lobby/testing';
import { stopWaiting } from './waiting';

afterEach(async () => {
  for (const id of ['t1', 't2', 'q1']) stopWaiting(id);
  await afterLobbyTest();
});

const cards = () => within(screen.getByRole('region', { name: 'Open tables' })).queryAllByRole('listitem');
const status = () => within(screen.getByRole('region', { name: 'Open tables' })).getByRole('status').textContent;

describe('the lobby', () => {
  it('lists the tables from the feed and follows each change', async () => {
    const { feed } = await openAs('Ada', '/lobby');
    // On a busy machine the page may open its feed a moment after the name shows.
    await vi.waitFor(() => expect(feed.opened).toHaveLength(1));
    expect(feed.last.url).toBe(`ws://${window.location.host}/ws/lobby`);
    expect(status()).toBe('Connecting to the lobby…');
    act(() => {
      feed.last.open();
      feed.last.receive({ type: 'tables', tables: [tableSummary('t1', { config: { players: 2, variant: 'advanced' }, table: { rated: true } })] });
    });
    expect(status()).toBe('The list is live.');
    const first = cards()[0]!;
    // A config without a table was stored before tables had names: the original one (DRA-33).
    expect(within(first).getByRole('heading').textContent).toBe('Dueling RunesAdvanced GameTable: originalRated');
    expect(first.textContent).toContain('1 of 2 seats taken');
    expect(first.textContent).toContain('Live, 90 seconds per decision');
    expect(first.textContent).toContain('Seated: Bo.');
    expect(first.textContent).toContain('Opened by Bo.');

    // Newest first: a new table goes to the top.
    act(() => feed.last.receive({ type: 'table-added', table: tableSummary('t2', { creator: 'Cy', table: { pace: 'turn-based', turnHours: 24 } }) }));
    expect(cards()).toHaveLength(2);
    expect(cards()[0]!.textContent).toContain('Turn-based, 24 hours per decision');
    expect(cards()[0]!.textContent).toContain('Unrated');
    act(() => feed.last.receive({ type: 'table-changed', table: tableSummary('t2', { creator: 'Cy', others: ['Di', null] }) }));
    expect(cards()[0]!.textContent).toContain('2 of 3 seats taken');
    act(() => feed.last.receive({ type: 'table-removed', id: 't1', reason: 'cancelled' }));
    expect(cards()).toHaveLength(1);
  });

  it('says so when the feed drops, and reconnects after a wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { feed } = await openAs('guest', '/lobby');
    act(() => {
      feed.last.open();
      feed.last.receive({ type: 'tables', tables: [] });
    });
    expect(screen.getByText('No open table fits these filters yet. Create one, or try a quick match.')).toBeTruthy();
    const dropped = feed.last;
    act(() => dropped.drop());
    expect(status()).toBe('Offline: the list may be out of date. Reconnecting…');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(feed.opened).toHaveLength(2);
    act(() => {
      feed.last.open();
      feed.last.receive({ type: 'tables', tables: [tableSummary('t1')] });
    });
    expect(status()).toBe('The list is live.');
    expect(cards()).toHaveLength(1);
  });

  it('says plainly when the browser has no network, and comes back the moment the network does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get');
    try {
      const { feed } = await openAs('guest', '/lobby');
      act(() => {
        feed.last.open();
        feed.last.receive({ type: 'tables', tables: [] });
      });
      expect(screen.queryByText(/You are offline/)).toBeNull();
      onLine.mockReturnValue(false);
      act(() => {
        window.dispatchEvent(new Event('offline'));
        feed.last.drop();
      });
      const notice = screen.getByText(/You are offline/);
      expect(notice.textContent).toBe('You are offline. This page needs the network and comes back by itself when it returns. Games against the computer and on this device play without it. Play against the computer');
      expect(within(notice).getByRole('link', { name: 'Play against the computer' }).getAttribute('href')).toBe('/');
      expect(feed.opened).toHaveLength(1);
      // No timer runs: the feed reconnects on the browser's word that the network is back.
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByText(/You are offline/)).toBeNull();
      expect(feed.opened).toHaveLength(2);
      act(() => {
        feed.last.open();
        feed.last.receive({ type: 'tables', tables: [tableSummary('t1')] });
      });
      expect(status()).toBe('The list is live.');
      expect(cards()).toHaveLength(1);
    } finally {
      onLine.mockRestore();
    }
  });

  it('keeps the filters in the URL and asks the feed for them', async () => {
    const { feed } = await openAs('guest', '/lobby?pace=turn-based&game=nonsense');
    expect(feed.last.url).toBe(`ws://${window.location.host}/ws/lobby?pace=turn-based`);
    fireEvent.change(screen.getByLabelText('Game', { selector: '.lobby-filters[role=group] select' }), { target: { value: 'hieroglyphs' } });
    expect(window.location.search).toBe('?game=hieroglyphs&pace=turn-based');
    expect(feed.last.url).toBe(`ws://${window.location.host}/ws/lobby?game=hieroglyphs&pace=turn-based`);
    expect(feed.opened[0]!.closedByClient).toBe(true);
    fireEvent.change(screen.getByLabelText('Pace', { selector: '.lobby-filters[role=group] select' }), { target: { value: '' } });
    expect(window.location.search).toBe('?game=hieroglyphs');
  });

  it('shows a guest the way to take a name instead of "Join"', async () => {
    const { feed } = await openAs('guest', '/lobby');
    act(() => feed.last.receive({ type: 'tables', tables: [tableSummary('t1')] }));
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Take a name' }).getAttribute('href')).toBe('/take-a-name');
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quick match' })).toBeNull();
  });

  it('joins a table: the seat is kept, and the match page opens when the table starts', async () => {
    const started = { ...tableSummary('t1', { others: ['Ada'] }), status: 'live' as const };
    const { server, feed } = await openAs('Ada', '/lobby', { 'POST /api/tables/t1/join': { status: 200, body: seatReply(started) } });
    act(() => feed.last.receive({ type: 'tables', tables: [tableSummary('t1')] }));
    fireEvent.click(screen.getByRole('button', { name: 'Join the Dueling Runes table opened by Bo' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/match/t1'));
    expect(server.sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/tables/t1/join']);
    expect(findOnlineSeat('t1')).toMatchObject({ token: 'token-t1', seat: 1, name: 'Ada', game: 'dueling-runes' });
  });

  it('says a refused join as the server words it', async () => {
    const { feed } = await openAs('Ada', '/lobby', { 'POST /api/tables/t1/join': refusal(409, 'match-started', 'the match has started') });
    act(() => feed.last.receive({ type: 'tables', tables: [tableSummary('t1')] }));
    fireEvent.click(screen.getByRole('button', { name: /^Join/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This match has no open seats: it has already started.');
  });

  it('goes to the match when a table this browser sits at starts', async () => {
    rememberOnlineSeat({ match: 't1', game: 'dueling-runes', seat: 0, token: 'mine', name: 'Ada', joinedAt: 1 });
    const { feed } = await openAs('Ada', '/lobby');
    act(() => feed.last.receive({ type: 'tables', tables: [tableSummary('t1', { creator: 'Ada' }), tableSummary('t2')] }));
    expect(cards()[0]!.textContent).toContain('You sit at this table');
    act(() => feed.last.receive({ type: 'table-removed', id: 't2', reason: 'started' }));
    expect(window.location.pathname).toBe('/lobby');
    act(() => feed.last.receive({ type: 'table-removed', id: 't1', reason: 'started' }));
    expect(window.location.pathname).toBe('/match/t1');
  });

  it('lets the creator cancel a table after confirming', async () => {
    const { server, feed } = await openAs('Ada', '/lobby', { 'DELETE /api/tables/t1': { status: 200, body: { cancelled: true } } });
    act(() => feed.last.receive({ type: 'tables', tables: [tableSummary('t1', { creator: 'Ada' }), tableSummary('t2')] }));
    expect(within(cards()[1]!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Cancel your Dueling Runes table' }));
    const question = screen.getByRole('group', { name: 'Cancel this table? It will never be played, and anyone seated is told.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Yes, cancel it' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(server.sent.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Cancel your Dueling Runes table' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await vi.waitFor(() => expect(server.sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/tables/t1' }));
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    const { feed } = await openAs('Ada', '/lobby');
    act(() => feed.last.receive({ type: 'tables', tables: [tableSummary('t1', { table: { pace: 'turn-based', turnHours: 48 } })] }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sala');
    expect(within(screen.getByRole('region', { name: 'Mesas abiertas' })).getByRole('listitem').textContent).toContain('Por turnos, 48 horas por decisión');
    expect(screen.getByRole('button', { name: 'Sentarse en la mesa de Duelo de Runas que abrió Bo' })).toBeTruthy();
  });
});

describe('quick match', () => {
  it('waits at the table it opened, and can call it off', async () => {
    const opened = tableSummary('q1', { creator: 'Ada', table: { rated: true } });
    const { server } = await openAs('Ada', '/lobby?game=hieroglyphs&pace=turn-based', {
      'POST /api/quick-match': { status: 200, body: { ...seatReply(opened, 0), opened: true } },
      'DELETE /api/tables/q1': { status: 200, body: { cancelled: true } },
    });
    const quick = screen.getByRole('region', { name: 'Quick match' });
    expect((within(quick).getByLabelText('Game') as HTMLSelectElement).value).toBe('hieroglyphs');
    fireEvent.change(within(quick).getByLabelText('Game'), { target: { value: 'dueling-runes' } });
    fireEvent.click(within(quick).getByRole('button', { name: 'Quick match' }));
    expect((await within(quick).findByRole('status')).textContent).toBe('Waiting for an opponent at the Dueling Runes table…');
    expect(server.sent.find((r) => r.path === '/api/quick-match')?.body).toEqual({ game: 'dueling-runes', pace: 'turn-based', pool: 'dueling-runes', anySettings: false });
    fireEvent.click(within(quick).getByRole('button', { name: 'Cancel your Dueling Runes table' }));
    fireEvent.click(within(quick).getByRole('button', { name: 'Yes, cancel it' }));
    await vi.waitFor(() => expect(within(quick).queryByRole('status')).toBeNull());
    expect(server.sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/tables/q1' });
  });

  it('goes to the match when it seats the player at a table that starts', async () => {
    const started = { ...tableSummary('q1', { others: ['Ada'], table: { rated: true } }), status: 'live' as const };
    await openAs('Ada', '/lobby', { 'POST /api/quick-match': { status: 200, body: { ...seatReply(started), opened: false } } });
    fireEvent.click(screen.getByRole('button', { name: 'Quick match' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/match/q1'));
    expect(findOnlineSeat('q1')?.token).toBe('token-q1');
  });

  it('follows a table it waits at that the feed does not list, and goes to it when it starts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const opened = tableSummary('q1', { creator: 'Ada' });
    let now = opened;
    await openAs('Ada', '/lobby?pace=turn-based', { 'POST /api/quick-match': { status: 200, body: { ...seatReply(opened, 0), opened: true } }, 'GET /api/matches/q1': () => ({ status: 200, body: now }) });
    fireEvent.click(screen.getByRole('button', { name: 'Quick match' }));
    await screen.findByText(/Waiting for an opponent/);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(window.location.pathname).toBe('/lobby');
    now = { ...opened, status: 'live' };
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/match/q1'));
  });

  it('issue 28, finding 10: pages through older tables on request, newest first, with the filters (English and Spanish)', async () => {
    const page = (ids: string[], next: string | null) => ({ status: 200, body: { tables: ids.map((id) => tableSummary(id)), next } });
    const { server, feed } = await openAs('Ada', '/lobby?pace=live', {
      'GET /api/tables?after=t2&limit=50&pace=live': page(['t3', 't4'], 't4'),
      'GET /api/tables?after=t4&limit=50&pace=live': page(['t5'], null),
    });
    act(() => {
      feed.last.open();
      feed.last.receive({ type: 'tables', tables: [tableSummary('t1'), tableSummary('t2')], next: 't2' });
    });
    expect(cards()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show older tables' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(4));
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mesas más antiguas' }));
    await vi.waitFor(() => expect(within(screen.getByRole('region', { name: 'Mesas abiertas' })).queryAllByRole('listitem')).toHaveLength(5));
    // The last page says there is nothing older: the button goes.
    expect(screen.queryByRole('button', { name: 'Mostrar mesas más antiguas' })).toBeNull();
    expect(server.sent.filter((r) => r.path.startsWith('/api/tables')).map((r) => r.path)).toEqual(['/api/tables?after=t2&limit=50&pace=live', '/api/tables?after=t4&limit=50&pace=live']);
  });

  it('issue 28, finding 10: offers no older tables when the feed holds them all, and says why a page did not come', async () => {
    const { feed } = await openAs('Ada', '/lobby', { 'GET /api/tables?after=t1&limit=50': refusal(429, 'rate-limited', 'too many lobby requests from your address: at most 600 a minute; try again in 1 minute', { kind: 'lobby-requests', most: 600, per: 'minute', by: 'address', waitSeconds: 60 }) });
    act(() => {
      feed.last.open();
      feed.last.receive({ type: 'tables', tables: [tableSummary('t1')] });
    });
    expect(screen.queryByRole('button', { name: 'Show older tables' })).toBeNull();
    act(() => feed.last.receive({ type: 'tables', tables: [tableSummary('t1')], next: 't1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show older tables' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The older tables could not be loaded: Too many requests to the lobby from your address: at most 600 a minute. Try again in 60 seconds.');
    expect(cards()).toHaveLength(1);
  });
});
