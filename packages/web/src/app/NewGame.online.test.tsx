// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { renderApp } from '../../test/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const games = [duelingRunesUi, hieroglyphsUi];

/** The lobby as the form meets it: records what it was asked, creates and seats. */
function lobby() {
  const requests: { path: string; body: unknown }[] = [];
  const summary = { id: 'm1', game: 'hieroglyphs', gameName: 'Hieroglyphs', config: {}, status: 'open', damage: null, seats: [], turnSeconds: 90, seq: 0, createdAt: '', invite: '', summary: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      requests.push({ path, body: JSON.parse(String(init.body)) });
      const reply = path.endsWith('/join') ? { match: summary, seat: 0, token: 't', invite: '', ws: '' } : summary;
      return new Response(JSON.stringify(reply), { status: path.endsWith('/join') ? 200 : 201, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

describe('the new-game form, online', () => {
  it('offers the time per decision, 90 seconds unless chosen, and sends the choice', async () => {
    const requests = lobby();
    renderApp('/new/hieroglyphs', { games });
    expect(screen.queryByLabelText(/Time per decision/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/Online/));
    const clock = screen.getByLabelText(/Time per decision/) as HTMLSelectElement;
    expect(clock.value).toBe('90');
    expect(Array.from(clock.options, (o) => o.textContent)).toEqual(['30 seconds', '1 minute', '90 seconds', '3 minutes', '10 minutes', 'No clock']);
    fireEvent.change(clock, { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the match' }));
    await waitFor(() => expect(window.location.pathname).toBe('/match/m1'));
    expect(requests[0]).toMatchObject({ path: '/api/matches', body: { game: 'hieroglyphs', turnSeconds: 180 } });
  });

  it('asks for no clock explicitly', async () => {
    const requests = lobby();
    renderApp('/new/hieroglyphs', { games });
    fireEvent.click(screen.getByLabelText(/Online/));
    fireEvent.change(screen.getByLabelText(/Time per decision/), { target: { value: 'none' } });
    expect(screen.getByText(/an absent player holds up the table/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create the match' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]!.body).toMatchObject({ turnSeconds: null });
  });
});
