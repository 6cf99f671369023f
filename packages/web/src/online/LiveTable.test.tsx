// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type GoofspielState, goofspiel, unwrap } from '@decktet/engine';
import { LIVE_PROTOCOL_VERSION, type LiveSeatInfo } from '@decktet/protocol';
import { goofspielUi } from '../games/goofspiel/ui';
import { i18n } from '../i18n';
import type { FakeSocket } from '../../test/online/fake-socket';
import { renderLiveTable } from '../../test/online/live-table';
import type { LiveConnection } from './live';

const game = goofspiel;
const start: GoofspielState = unwrap(game.setup({ handSize: 3 }, 'live-table', { names: ['Ada', 'Guest'] }));

function seatInfo(seat: number, name: string, extra: Partial<LiveSeatInfo> = {}): LiveSeatInfo {
  return { seat, kind: 'human', name, taken: true, coveredByBot: false, presence: 'online', cover: null, ...extra };
}

function state(viewer: number | null, extra: object = {}) {
  return {
    match: 'm1',
    game: 'goofspiel',
    status: 'live',
    seq: 0,
    seat: viewer,
    seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Guest')],
    pending: [0, 1],
    view: game.view(start, viewer),
    legal: viewer === null ? [] : game.legalActions(start, viewer).map((a) => game.formatAction(a)),
    log: ['Ada and Guest bid for 3 prizes.'],
    deadlines: null,
    outcome: null,
    now: Date.now(),
    spectators: 0,
    ...extra,
  };
}

let socket: FakeSocket;
let conn: LiveConnection;

function open(viewer: number | null, extra: object = {}, welcome: object = {}) {
  conn = renderLiveTable([goofspielUi], viewer === null ? undefined : 'tok', (s) => (socket = s));
  act(() => {
    socket.open();
    socket.receive({ type: 'welcome', v: LIVE_PROTOCOL_VERSION, ...state(viewer, extra), lastClientSeq: 0, chat: [], muted: [], ...welcome });
  });
}

function update(viewer: number | null, extra: object) {
  act(() => socket.receive({ type: 'update', ...state(viewer, { log: [], ...extra }) }));
}

const seatEntry = (name: RegExp | string) => within(screen.getByRole('region', { name: 'Players' })).getByRole('listitem', { name });

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
});
afterEach(() => {
  cleanup();
  conn?.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('an online table', () => {
  it('shows every seat’s presence, whose move it is with the time left, and how many watch', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const now = Date.now();
    open(0, { pending: [1], legal: [], spectators: 2, seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Guest', { presence: 'offline' })], deadlines: [null, now + 42_000] });
    expect(seatEntry('Ada (you)').textContent).toMatch(/online/);
    expect(seatEntry('Guest').textContent).toMatch(/offline/);
    expect(within(seatEntry('Guest')).getByRole('timer').textContent).toMatch(/^\s*0:42$/);
    expect(within(seatEntry('Guest')).getByRole('timer').getAttribute('aria-label')).toBe('42 seconds left');
    expect(document.querySelector('.game-status')!.textContent).toMatch(/^Waiting for Guest…\s+0:42$/);
    expect(screen.getByText('2 people are watching.')).toBeTruthy();
    expect(document.title).toBe('Guest to move — Decktet Table');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(within(seatEntry('Guest')).getByRole('timer').textContent).toMatch(/^\s*0:40$/);
    // The AI takes over: the seat, the status line and the title say so.
    update(0, { pending: [1], legal: [], seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Guest', { presence: 'offline', coveredByBot: true, cover: { since: 3, turn: 2, reason: 'clock' } })], log: ['The AI plays for Guest from turn 2 (their time ran out)'] });
    expect(seatEntry('Guest').textContent).toMatch(/Guest — AI playing/);
    expect(seatEntry('Guest').textContent).toMatch(/their time ran out: the AI plays for them since turn 2/);
    expect(document.title).toBe('Guest (AI) to move — Decktet Table');
    expect(screen.getByRole('region', { name: 'Log' }).textContent).toMatch(/The AI plays for Guest from turn 2/);
  });

  it('signals the viewer’s move in the title and icon, and puts them back when the table closes', () => {
    open(0, { pending: [1], legal: [] });
    expect(document.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon.svg');
    update(0, { seq: 1 });
    expect(document.title).toBe('● Your move — Decktet Table');
    expect(document.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon-your-move.svg');
    expect(screen.getByText('Ada, your move')).toBeTruthy();
    fireEvent.click(screen.getByText('Tab title and icon show whose move it is'));
    expect(document.title).toBe('Decktet Table');
    cleanup();
    expect(document.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon.svg');
  });

  it('shows chat as plain text, counts its length, and hides a muted player’s lines', () => {
    const line = (id: number, seat: number, name: string, text: string) => ({ id, channel: 'players', seat, name, text, at: 1_700_000_000_000 + id });
    open(0, {}, { chat: [line(1, 1, 'Guest', '<img src=x onerror=alert(1)> hi'), line(2, 0, 'Ada', 'hello')] });
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(within(chat).getByText('<img src=x onerror=alert(1)> hi')).toBeTruthy();
    expect(chat.querySelector('img')).toBeNull();
    const box = within(chat).getByLabelText('Message to the table');
    fireEvent.change(box, { target: { value: '  gl hf  ' } });
    expect(within(chat).getByText('5/300')).toBeTruthy();
    fireEvent.submit(box.closest('form')!);
    expect(socket.sentOf('chat')).toEqual([{ type: 'chat', channel: 'players', text: '  gl hf  ' }]);
    expect((box as HTMLInputElement).value).toBe('');
    // A control character is named before anything is sent.
    fireEvent.change(box, { target: { value: 'bell\u0007' } });
    expect(within(chat).getByRole('alert').textContent).toMatch(/U\+0007/);
    expect((within(chat).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    // The server's refusal is shown (in the player's words where its code is known), and the line comes back to be fixed.
    fireEvent.change(box, { target: { value: 'again' } });
    fireEvent.submit(box.closest('form')!);
    act(() => socket.receive({ type: 'error', code: 'chat-rate-limited', message: 'too many chat lines: at most 5 in 10 seconds' }));
    expect(within(chat).getByRole('alert').textContent).toBe('Too many messages in a short time: wait a moment before writing again.');
    expect((box as HTMLInputElement).value).toBe('again');
    act(() => socket.receive({ type: 'error', code: 'bad-chat', message: "players write in the players' channel" }));
    expect(within(chat).getByRole('alert').textContent).toBe("players write in the players' channel");
    fireEvent.click(within(chat).getByText('Mute players'));
    fireEvent.click(within(chat).getByLabelText("Hide Guest's messages"));
    expect(socket.sentOf('mute')).toEqual([{ type: 'mute', seat: 1, muted: true }]);
    expect(within(chat).queryByText(/onerror/)).toBeNull();
    expect(within(chat).getByText('hello')).toBeTruthy();
  });

  it('gives spectators their own channel beside the players’', () => {
    open(null, {}, { chat: [{ id: 1, channel: 'players', seat: 0, name: 'Ada', text: 'gl', at: 1 }, { id: 2, channel: 'spectators', seat: null, name: 'Spectator', text: 'go Ada', at: 2 }] });
    const chat = screen.getByRole('region', { name: 'Chat' });
    // The players' channel first, read only; the spectators' tab counts what is new there.
    expect(within(chat).getByText('gl')).toBeTruthy();
    expect(within(chat).queryByText('go Ada')).toBeNull();
    expect(within(chat).queryByLabelText('Message to the spectators')).toBeNull();
    expect(within(chat).getByRole('tab', { name: 'Spectators 1 new' })).toBeTruthy();
    fireEvent.click(within(chat).getByRole('tab', { name: /^Spectators/ }));
    expect(within(chat).getByText('go Ada')).toBeTruthy();
    expect(within(chat).getByRole('tab', { name: 'Spectators' })).toBeTruthy();
    fireEvent.change(within(chat).getByLabelText('Message to the spectators'), { target: { value: 'nice' } });
    fireEvent.submit(within(chat).getByLabelText('Message to the spectators').closest('form')!);
    expect(socket.sentOf('chat')).toEqual([{ type: 'chat', channel: 'spectators', text: 'nice' }]);
    act(() => socket.receive({ type: 'chat', line: { id: 3, channel: 'players', seat: 1, name: 'Guest', text: 'ty', at: 3 } }));
    expect(within(chat).getByRole('tab', { name: 'Players 1 new' })).toBeTruthy();
    expect(screen.queryByText('Mute players')).toBeNull();
    expect(screen.queryByText('Play a sound when it becomes my move')).toBeNull();
  });

  it("finding 9: marks a guest's seat and chat lines as a guest's, in both languages", async () => {
    open(0, { seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Guest', { guest: true })] }, { chat: [{ id: 1, channel: 'players', seat: 1, name: 'Guest', text: 'hi', at: 1 }] });
    expect(seatEntry('Guest (guest)')).toBeTruthy();
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(within(chat).getByText('Guest (guest)')).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(within(screen.getByRole('region', { name: 'Chat' })).getByText('Guest (invitado)')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });

  it("finding 12: a spectator without the spectators' chat is told why, and offered no box to write in", () => {
    open(null, {}, { spectatorChat: false, chat: [] });
    const chat = screen.getByRole('region', { name: 'Chat' });
    fireEvent.click(within(chat).getByRole('tab', { name: /^Spectators/ }));
    expect(within(chat).getByText(/the spectators' chat is for signed-in spectators who hold no seat at this table: sign in/)).toBeTruthy();
    expect(within(chat).queryByLabelText('Message to the spectators')).toBeNull();
  });

  it('finding 5: a seat whose device was forgotten is told so and watches on', () => {
    open(0);
    act(() => socket.receive({ type: 'error', code: 'device-forgotten', message: "this seat's token was issued to a device its player has since forgotten" }));
    expect(screen.getAllByText(/This device was forgotten from its player's account/).length).toBeGreaterThan(0);
    expect(conn.snapshot.seatLost).toBe(true);
  });

  it('tells a player who leaves exactly what everyone will read, and leaves only when confirmed', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ left: true, seat: 0 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    open(0);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the match' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this match?' });
    expect(within(dialog).getByText('Ada left: the AI plays for them to the end').tagName).toBe('BLOCKQUOTE');
    expect(dialog.textContent).toMatch(/“Ada — AI playing”/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the match' }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave the match' })));
    expect(fetch).toHaveBeenCalledWith('/api/matches/m1/leave', expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'tok' }) }));
    expect(window.location.pathname).toBe('/match/m1/watch');
  });

  it('says plainly when the browser has no network, and stops once the network returns', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get');
    try {
      open(0);
      const notice = () => screen.queryByText('You are offline. This online game reconnects by itself when the network returns.');
      expect(notice()).toBeNull();
      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(notice()).toBeTruthy();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(notice()).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('names the seats the AI played in the result', () => {
    open(1, {
      status: 'finished',
      pending: [],
      legal: [],
      seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Guest', { coveredByBot: true, cover: { since: 9, turn: 12, reason: 'left' } })],
      outcome: { results: ['win', 'loss'], scores: [1, 0], summary: 'Ada wins against Guest (AI from turn 12)' },
    });
    const result = screen.getByRole('status', { name: 'Game over' });
    expect(result.textContent).toMatch(/Ada wins against Guest \(AI from turn 12\)/);
    expect(result.textContent).toMatch(/Guest \(AI from turn 12\): loss/);
    expect(document.title).toBe('Game over — Decktet Table');
  });

  it('says it is reconnecting, still takes the player’s move, and sends it once the connection is back', () => {
    vi.useFakeTimers();
    open(0);
    act(() => socket.drop());
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    const bid = screen.getByRole('group', { name: 'Your hand' }).querySelector<HTMLButtonElement>('button:not(:disabled)')!;
    fireEvent.click(bid);
    expect(screen.getByText('Reconnecting… your move goes out once the connection is back')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1_000));
    act(() => {
      socket.open();
      socket.receive({ type: 'welcome', v: LIVE_PROTOCOL_VERSION, ...state(0, { log: [] }), lastClientSeq: 0, chat: [], muted: [] });
    });
    expect(socket.sentOf('act')).toHaveLength(1);
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
  });

  it('says so when the table moved past the move the player made while reconnecting', () => {
    vi.useFakeTimers();
    open(0);
    act(() => socket.drop());
    fireEvent.click(screen.getByRole('group', { name: 'Your hand' }).querySelector<HTMLButtonElement>('button:not(:disabled)')!);
    act(() => void vi.advanceTimersByTime(1_000));
    act(() => {
      socket.open();
      socket.receive({ type: 'welcome', v: LIVE_PROTOCOL_VERSION, ...state(0, { seq: 2, log: [], legal: ['bid 9'] }), lastClientSeq: 0, chat: [], muted: [] });
    });
    expect(socket.sentOf('act')).toEqual([]);
    expect(screen.getByText('The table moved on while you were reconnecting: choose again.')).toBeTruthy();
  });
});

describe('an online table in Spanish', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('speaks Spanish in its header, the seat strip, the status line, the title and the chat', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await act(() => i18n.changeLanguage('es'));
    const now = Date.now();
    const chatLine = { id: 1, channel: 'players', seat: 1, name: 'Guest', text: 'hola', at: new Date(2024, 0, 1, 14, 5).getTime() };
    open(0, { pending: [1], legal: [], spectators: 2, seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Guest', { presence: 'away' })], deadlines: [null, now + 90_000] }, { chat: [chatLine] });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Goofspiel en línea');
    expect(within(header).getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    expect(document.querySelector('.game-status')!.textContent).toMatch(/^Esperando a Guest…\s+1:30$/);
    expect(document.title).toBe('Le toca a Guest — Decktet Table');

    const strip = screen.getByRole('region', { name: 'Jugadores' });
    expect(within(strip).getByRole('listitem', { name: 'Ada (tú)' }).textContent).toMatch(/Ada \(tú\)en línea/);
    const guest = within(strip).getByRole('listitem', { name: 'Guest' });
    expect(guest.textContent).toMatch(/ausente/);
    expect(guest.textContent).toMatch(/le toca/);
    expect(within(guest).getByRole('timer').getAttribute('aria-label')).toBe('quedan 1 minuto y 30 segundos');
    expect(within(strip).getByText('2 personas están mirando.')).toBeTruthy();

    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(within(chat).getByText('14:05')).toBeTruthy();
    const box = within(chat).getByLabelText('Mensaje a la mesa');
    expect(box.getAttribute('placeholder')).toBe('Lo lee toda la mesa');
    expect(within(chat).getByRole('button', { name: 'Enviar' })).toBeTruthy();
    expect(within(chat).getByText('Silenciar jugadores')).toBeTruthy();
    expect(within(chat).getByLabelText('Ocultar los mensajes de Guest')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(301) } });
    expect(within(chat).getByRole('alert').textContent).toBe('el mensaje es demasiado largo: como mucho 300 caracteres');
    expect(screen.getByText('Juegas como Ada.')).toBeTruthy();
    expect(screen.getByText('Avisos de tu turno')).toBeTruthy();
    expect(screen.queryByText(/Players|Send|your move/)).toBeNull();

    // Leaving: the dialog speaks Spanish and quotes the log line everyone reads, which the server writes in English.
    fireEvent.click(screen.getByRole('button', { name: 'Dejar la partida' }));
    const dialog = screen.getByRole('dialog', { name: '¿Dejar esta partida?' });
    expect(within(dialog).getByText('Ada left: the AI plays for them to the end').getAttribute('lang')).toBe('en');
    expect(dialog.textContent).toMatch(/Tu asiento mostrará «Ada — juega la IA»/);
    expect(within(dialog).getByRole('button', { name: 'Quedarme' })).toBeTruthy();
  });

  it('follows the language switch in the table’s header at once', async () => {
    open(null, { pending: [0, 1], spectators: 1 });
    expect(document.title).toBe('Ada and Guest to move — Decktet Table');
    await act(async () => {
      fireEvent.change(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    });
    expect(document.title).toBe('Le toca a Ada y Guest — Decktet Table');
    expect(document.querySelector('.game-status')!.textContent).toBe('Mirando · le toca a Ada y Guest');
    expect(screen.getByRole('tab', { name: 'Espectadores' })).toBeTruthy();
    expect(screen.getByText('1 persona está mirando.')).toBeTruthy();
    expect(screen.getByText('Estás mirando: no se muestra ninguna mano.')).toBeTruthy();
  });
});
