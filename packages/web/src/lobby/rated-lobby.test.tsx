// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterLobbyTest, openAs, seatReply, tableSummary } from '../../test/lobby/testing';
import { stopWaiting } from './waiting';

/* Rated means standard (docs/ratings.md): what the lobby shows of a table's settings and of rated play before a player sits. */

afterEach(async () => {
  for (const id of ['t1', 'q1', 'odd']) stopWaiting(id);
  await afterLobbyTest();
});

const cards = () => within(screen.getByRole('region', { name: 'Open tables' })).queryAllByRole('listitem');

describe('rated play in the lobby', () => {
  it('a table names its leaderboard, or every setting that keeps it from one; a rated one states its rules before Join', async () => {
    const { feed } = await openAs('Ada', '/lobby');
    act(() => {
      feed.last.open();
      feed.last.receive({
        type: 'tables',
        tables: [
          tableSummary('t1', { table: { rated: true, pool: { id: 'dueling-runes', name: 'Dueling Runes' }, settingsApart: [] } }),
          tableSummary('odd', { config: { players: 2, health: [20, 1] }, table: { pool: null, settingsApart: [{ setting: 'health', value: [20, 1], standard: [12, 12] }] } }),
        ],
      });
    });
    const [rated, odd] = [cards()[0]!, cards().find((c) => c.textContent?.includes('health'))!];
    expect(rated.textContent).toContain('Leaderboard: Dueling Runes');
    expect(rated.textContent).toContain('It counts once each player has made 2 decisions of their own.');
    expect(rated.textContent).toContain('Come back within 1:30 and the game is still yours');
    expect(odd.textContent).toContain('Not the standard settings, so it is never rated:');
    expect(odd.textContent).toContain('health: 20 / 1 (standard: 12 / 12)');
  });

  it('the lobby lists by variant: a leaderboard, or other settings, kept in its URL and the feed’s', async () => {
    const { feed } = await openAs('Ada', '/lobby?game=dueling-runes&variant=dueling-runes-advanced');
    expect(feed.last.url).toBe(`ws://${window.location.host}/ws/lobby?game=dueling-runes&pool=dueling-runes-advanced`);
    const variant = within(screen.getByRole('group', { name: 'Filters' })).getByLabelText('Variant') as HTMLSelectElement;
    expect([...variant.options].map((o) => o.textContent)).toEqual(['Every variant', 'Dueling Runes', 'Dueling Runes — Advanced Game', 'Other settings (unrated)']);
    fireEvent.change(variant, { target: { value: 'other' } });
    expect(window.location.search).toBe('?game=dueling-runes&variant=other');
    expect(feed.last.url).toBe(`ws://${window.location.host}/ws/lobby?game=dueling-runes&standard=false`);
  });

  it('Quick match with other settings shows the table it found and every setting that differs before the player sits', async () => {
    const odd = tableSummary('odd', { config: { players: 2, health: [20, 1] }, table: { pool: null, settingsApart: [{ setting: 'health', value: [20, 1], standard: [12, 12] }] } });
    const { server } = await openAs('Ada', '/lobby', {
      'GET /api/quick-match/preview?game=dueling-runes&pace=live&pool=dueling-runes&anySettings=true': { status: 200, body: { match: odd } },
      'POST /api/tables/odd/join': { status: 200, body: seatReply(odd) },
    });
    const quick = screen.getByRole('region', { name: 'Quick match' });
    fireEvent.click(within(quick).getByLabelText('Also tables with other settings (unrated)'));
    fireEvent.click(within(quick).getByRole('button', { name: 'Quick match' }));
    const offer = await within(quick).findByRole('group', { name: 'This table has other settings' });
    expect(offer.textContent).toContain('health: 20 / 1 (standard: 12 / 12)');
    // Nothing is joined until the player says so.
    expect(server.sent.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(offer).getByRole('button', { name: 'Join this table' }));
    await within(quick).findByRole('status');
    expect(server.sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/tables/odd/join']);
  });
});
