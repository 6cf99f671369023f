// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ReplayChat } from './ReplayChat';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the chat beside a replay', () => {
  it('shows both channels of the finished match, apart', async () => {
    const fetch = serve(200, {
      chat: [
        { id: 1, channel: 'players', seat: 0, name: 'Ada', text: 'gl hf', at: 1 },
        { id: 2, channel: 'spectators', seat: null, name: 'Spectator', text: 'go Ada', at: 2 },
      ],
    });
    render(<ReplayChat match="m 1" />);
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('gl hf');
    const [players, spectators] = chat.querySelectorAll('ol');
    expect(players!.textContent).toMatch(/Ada gl hf/);
    expect(spectators!.textContent).toMatch(/Spectator go Ada/);
    expect(fetch).toHaveBeenCalledWith('/api/matches/m%201/chat', expect.objectContaining({ method: 'GET' }));
  });

  it("finding 9: marks a guest's lines as a guest's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = url.endsWith('/chat')
          ? { chat: [{ id: 1, channel: 'players', seat: 0, name: 'Ada', text: 'gl', at: 1 }, { id: 2, channel: 'players', seat: 1, name: 'Bo', text: 'hf', at: 2 }] }
          : { seats: [{ seat: 0, guest: true }, { seat: 1, guest: false }] };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    render(<ReplayChat match="m1" />);
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('Ada (guest)');
    expect(chat.querySelector('ol')!.textContent).toMatch(/Ada \(guest\) gl.*Bo hf/);
  });

  it('says why the chat cannot be shown', async () => {
    serve(409, { error: { code: 'not-finished', message: 'the chat is available once the match is over' } });
    render(<ReplayChat match="m1" />);
    expect((await screen.findByText(/could not be loaded/)).textContent).toMatch(/once the match is over/);
  });
});
