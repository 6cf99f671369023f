// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { findOnlineSeat } from '../online/tokens';
import { refusal } from '../../test/players/fake-server';
import { forgetYourTurn } from './your-turn';
import { openAs, seatReply, tableSummary } from '../../test/lobby/testing';
import { stopWaiting, useWaitingTables } from './waiting';

afterEach(async () => {
  cleanup();
  forgetYourTurn();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  stopWaiting('t1');
  delete (navigator as { clipboard?: unknown }).clipboard;
  await act(() => i18n.changeLanguage('en'));
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create the table' }));
const created = (table = tableSummary('t1', { creator: 'Ada' })) => ({ status: 201, body: seatReply(table, 0) });

describe('creating a table', () => {
  it('sends the game, its config, the seats, the pace and the rest, then waits in the lobby', async () => {
    const { server } = await openAs('Ada', '/lobby/new', { 'POST /api/tables': created() });
    fireEvent.click(screen.getByLabelText(/^Advanced Game/));
    fireEvent.click(screen.getByLabelText(/^Turn-based/));
    expect(screen.queryByLabelText('Time per decision', { selector: '.turn-clock-choice select' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Time per decision'), { target: { value: '48' } });
    fireEvent.click(screen.getByLabelText('Rated'));
    submit();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/lobby'));
    expect(server.sent.find((r) => r.path === '/api/tables')?.body).toEqual({
      game: 'dueling-runes',
      config: expect.objectContaining({ players: 2, variant: 'advanced' }),
      seats: [{ kind: 'human' }, { kind: 'human' }],
      pace: 'turn-based',
      turnHours: 48,
      rated: true,
      visibility: 'public',
    });
    expect(findOnlineSeat('t1')).toMatchObject({ seat: 0, token: 'token-t1', name: 'Ada' });
  });

  it('offers "Rated" only for two seats, and sends a live table its turn clock', async () => {
    const { server } = await openAs('Ada', '/lobby/new', { 'POST /api/tables': created() });
    const rated = screen.getByLabelText('Rated') as HTMLInputElement;
    fireEvent.click(rated);
    fireEvent.change(screen.getByLabelText('Seats'), { target: { value: '3' } });
    expect(rated.disabled).toBe(true);
    expect(rated.checked).toBe(false);
    fireEvent.change(screen.getByLabelText(/Time per decision/), { target: { value: 'none' } });
    submit();
    await vi.waitFor(() => expect(server.sent.some((r) => r.path === '/api/tables')).toBe(true));
    expect(server.sent.find((r) => r.path === '/api/tables')?.body).toMatchObject({ seats: [{}, {}, {}], pace: 'live', turnSeconds: null, rated: false });
  });

  it('offers "Rated" only with a leaderboard’s standard settings, names the leaderboard, and states the rules once ticked', async () => {
    await openAs('Ada', '/lobby/new');
    const rated = screen.getByLabelText('Rated') as HTMLInputElement;
    expect(screen.getByText(/Leaderboard: Dueling Runes$/)).toBeTruthy();
    fireEvent.click(rated);
    const rules = screen.getByRole('region', { name: 'Rated game: how it counts' });
    expect(rules.textContent).toContain('Come back within 1:30 and the game is still yours');
    // Other starting health: no leaderboard's settings, so the table can only be unrated.
    fireEvent.change(screen.getByLabelText(/Starting health/), { target: { value: '20' } });
    expect(rated.disabled).toBe(true);
    expect(rated.checked).toBe(false);
    expect(screen.getByText(/this table can only be unrated\.$/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rated game: how it counts' })).toBeNull();
    // The Advanced Game with its defaults has a leaderboard of its own.
    fireEvent.change(screen.getByLabelText(/Starting health/), { target: { value: '12' } });
    fireEvent.click(screen.getByLabelText(/Advanced Game/));
    expect(rated.disabled).toBe(false);
    expect(screen.getByText(/Leaderboard: Dueling Runes — Advanced Game$/)).toBeTruthy();
  });

  const tooMany = refusal(429, 'too-many-open-tables', 'you already have 1 live table waiting for players (at most 1 at once): cancel one, or wait until it starts', { open: 1, most: 1, pace: 'live', quickMatch: false });
  const tablesPerMinute = refusal(429, 'rate-limited', 'too many tables created: a player may ask for at most 6 a minute; try again in 40 seconds', { kind: 'tables-created', most: 6, per: 'minute', by: 'player', waitSeconds: 40 });

  it('says the server’s limits in the player’s words, with their figures (English)', async () => {
    const { server } = await openAs('Ada', '/lobby/new', { 'POST /api/tables': tooMany });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('You already have 1 live table waiting for players (at most 1 at once): cancel it, or wait until it starts.');
    expect(window.location.pathname).toBe('/lobby/new');
    server.routes['POST /api/tables'] = tablesPerMinute;
    submit();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many tables opened: at most 6 a minute for each player. Try again in 40 seconds.'));
  });

  it('says the server’s limits in the player’s words, with their figures (Spanish)', async () => {
    const { server } = await openAs('Ada', '/lobby/new', { 'POST /api/tables': tooMany });
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear la mesa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya tienes 1 mesa en vivo esperando jugadores (como máximo 1 a la vez): cancélala o espera a que empiece.');
    server.routes['POST /api/tables'] = tablesPerMinute;
    fireEvent.click(screen.getByRole('button', { name: 'Crear la mesa' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Demasiadas mesas abiertas: como máximo 6 por minuto por jugador. Vuelve a intentarlo dentro de 40 segundos.'));
  });

  it('gives a private table’s invite link to copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const table = tableSummary('t1', { creator: 'Ada', table: { visibility: 'private' } });
    const { server } = await openAs('Ada', '/lobby/new', { 'POST /api/tables': created(table) });
    fireEvent.click(screen.getByLabelText('Private: only with its invite link'));
    submit();
    await screen.findByRole('heading', { name: 'Your private table is open' });
    expect(server.sent.find((r) => r.path === '/api/tables')?.body).toMatchObject({ visibility: 'private' });
    expect(screen.getByText('http://localhost/match/t1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await screen.findByText('Copied.');
    expect(writeText).toHaveBeenCalledWith('http://localhost/match/t1');
    expect(screen.getByRole('link', { name: 'Go to the table' }).getAttribute('href')).toBe('/match/t1');
  });

  it('asks a guest to take a name first', async () => {
    await openAs('guest', '/lobby/new');
    expect(screen.getByRole('link', { name: 'Take a name' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the table' })).toBeNull();
  });

  // The waiting tables are kept for the tab: a table made here is followed from the lobby.
  it('keeps the new table among the ones this tab waits at', async () => {
    let waiting: readonly { id: string }[] = [];
    function Probe() {
      waiting = useWaitingTables();
      return null;
    }
    await openAs('Ada', '/lobby/new', { 'POST /api/tables': created() });
    render(<Probe />);
    submit();
    await vi.waitFor(() => expect(waiting.map((t) => t.id)).toEqual(['t1']));
  });
});
