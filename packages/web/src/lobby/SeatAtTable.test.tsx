// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { findOnlineSeat } from '../online/tokens';
import { forgetYourTurn } from './your-turn';
import { openAs, seatReply, tableSummary } from '../../test/lobby/testing';

afterEach(async () => {
  cleanup();
  forgetYourTurn();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

describe('a lobby table’s invite link', () => {
  it('seats a signed-in player under their own name', async () => {
    const table = tableSummary('t1', { table: { visibility: 'private', rated: true } });
    const { server } = await openAs('Ada', '/match/t1', { 'GET /api/matches/t1': { status: 200, body: table }, 'POST /api/tables/t1/join': { status: 200, body: seatReply(table) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Take a seat as Ada' }));
    await vi.waitFor(() => expect(findOnlineSeat('t1')).toMatchObject({ token: 'token-t1', seat: 1, name: 'Ada' }));
    expect(server.sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/tables/t1/join']);
  });

  it('shows a guest at a rated table the way to take a name', async () => {
    await openAs('guest', '/match/t1', { 'GET /api/matches/t1': { status: 200, body: tableSummary('t1', { table: { rated: true } }) } });
    expect(await screen.findByText('This table is rated: its seats are for players with a name.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take a seat as/ })).toBeNull();
  });
});
