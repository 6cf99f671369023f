import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveError, LiveJoinReply, LiveUpdate, PlayerDevicesReply, PlayerRecoveredReply } from '@decktet/protocol';
import { type Failure, ManualClock, join, lobbyOptions, signUp, sitDown, table } from '../../test/lobby-bed';
import { LiveTestClient } from '../../test/live-client';
import { type PlayerTestServer, call, postgresBed, sessionCookie, sqliteBed } from '../../test/players-bed';

const beds = [sqliteBed(), postgresBed()];
afterAll(async () => {
  for (const bed of beds) await bed.close();
});

/*
 * Finding 5 of issue 28: a player forgets a lost device, and everything that device held ends at
 * once: its sessions, its open sockets (told, and watching on as spectators), and the seat tokens
 * issued to it, which no longer open sockets, receive the hand, act or leave.
 */
describe.each(beds)('forgetting a device on $database', (bed) => {
  let server: PlayerTestServer;
  let n = 0;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(new ManualClock()));
  }, 120_000);
  afterAll(() => server?.dispose());

  /** A player on a laptop (the device that will be lost), and the same player on a phone, recovered with the code. */
  async function playerOnTwoDevices(name: string) {
    const laptop = await signUp(server.url, `${name} ${++n}`);
    const code = await laptop.post<{ recoveryCode: string }>('/api/players/me/recovery-code');
    const recovered = await call<PlayerRecoveredReply>(server.url, 'POST', '/api/session/recover', { name: laptop.name, recoveryCode: code.body.recoveryCode });
    const phoneCookie = sessionCookie(recovered)!;
    const phone = {
      get: <T>(path: string) => call<T>(server.url, 'GET', path, undefined, { cookie: phoneCookie }),
      post: <T>(path: string, body?: unknown) => call<T>(server.url, 'POST', path, body, { cookie: phoneCookie }),
      delete: <T>(path: string) => call<T>(server.url, 'DELETE', path, undefined, { cookie: phoneCookie }),
    };
    const devices = (await phone.get<PlayerDevicesReply>('/api/players/me/devices')).body.devices;
    const laptopId = devices.find((d) => !d.current)!.id;
    return { laptop, phone, forgetLaptop: () => phone.delete<{ removed: true; endedSeatsIn?: unknown }>(`/api/players/me/devices/${laptopId}`) };
  }

  /** Ada's table, started with Bo at it: Ada's laptop holds seat 0. */
  async function startedTable() {
    const ada = await playerOnTwoDevices('Ada');
    const bo = await signUp(server.url, `Bo ${++n}`);
    const seat = await table(ada.laptop, { rated: true });
    const boSeat = await join(bo, seat.match.id);
    return { ada, bo, seat, boSeat };
  }

  it('the open socket of the forgotten device is told and demoted at once: acting after the forget is refused, and it sees only the public view', async () => {
    const { ada, seat, boSeat } = await startedTable();
    const { client: stolen, welcome } = await sitDown(server, seat);
    const { client: boAtTable } = await sitDown(server, boSeat);
    expect(welcome.seat).toBe(0);
    expect(welcome.legal.length).toBeGreaterThan(0);

    const forgotten = await ada.forgetLaptop();
    expect(forgotten.status).toBe(200);
    const told = await stolen.next<LiveError>((m) => m.type === 'error');
    expect(told).toEqual({ type: 'error', code: 'device-forgotten', message: expect.stringMatching(/issued to a device its player has since forgotten .*this socket now watches as a spectator/) });
    const demoted = await stolen.next<LiveUpdate>((m) => m.type === 'update');
    expect(demoted.seat).toBeNull();
    expect(demoted.legal).toEqual([]);

    // The attack: "ack seq 1" after the forget. Now refused, and nothing is stored.
    stolen.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
    const refused = await stolen.next<LiveError>((m) => m.type === 'error' && m.clientSeq === 1);
    expect(refused.code).toMatch(/device-forgotten|spectator/);
    expect(stolen.received.some((m) => m.type === 'ack')).toBe(false);
    expect((await server.rows('SELECT seq FROM actions WHERE match_id = ?', [seat.match.id])).length).toBe(0);
    // Bo's table goes on: Bo is not disturbed.
    expect(boAtTable.received.filter((m) => m.type === 'error')).toEqual([]);
    stolen.close();
    boAtTable.close();
  });

  it("the forgotten device's stored seat token opens no socket, receives no hand and cannot leave; the player takes the seat back from another device", async () => {
    const { ada, seat } = await startedTable();
    const lostToken = seat.token;
    expect((await ada.forgetLaptop()).status).toBe(200);

    // A new socket with the stored token: refused with the reason, closed, no view of the hand.
    const thief = await LiveTestClient.connect(server.url);
    thief.hello(seat.match.id, lostToken);
    const refused = await thief.next<LiveError>((m) => m.type === 'error');
    expect(refused).toEqual({ type: 'error', code: 'device-forgotten', message: expect.stringMatching(/forgotten/) });
    expect((await thief.closedBy()).code).toBe(4403);
    expect(thief.received.some((m) => m.type === 'welcome' || m.type === 'update')).toBe(false);

    // /leave with it: refused, and the seat is still Ada's, not left, not covered, no forfeit.
    const left = await call<Failure>(server.url, 'POST', `/api/matches/${seat.match.id}/leave`, { token: lostToken });
    expect(left).toMatchObject({ status: 403, body: { error: { code: 'device-forgotten', message: expect.stringMatching(/forgotten/) } } });
    const [row] = await server.rows<{ left_match: number | boolean; forfeit: string | null; player_id: string }>('SELECT left_match, forfeit, player_id FROM seats WHERE match_id = ? AND seat = 0', [seat.match.id]);
    expect(Boolean(row!.left_match)).toBe(false);
    expect(row!.forfeit).toBeNull();
    expect(row!.player_id).toBe(ada.laptop.id);

    // Ada, on her phone, opens the table again: a new token, tied to the phone, plays the seat.
    const back = await ada.phone.post<LiveJoinReply>(`/api/tables/${seat.match.id}/join`);
    expect(back).toMatchObject({ status: 200, body: { seat: 0 } });
    const { welcome } = await sitDown(server, back.body);
    expect(welcome.seat).toBe(0);
    // Her other tokens are not the stolen one: it stays dead.
    const again = await call<Failure>(server.url, 'POST', `/api/matches/${seat.match.id}/leave`, { token: lostToken });
    expect(again.status).toBe(403);
  });

  it("a waiting table's seat stays the player's (not opened to strangers) and the seats of other devices keep working", async () => {
    const ada = await playerOnTwoDevices('Ada');
    const waiting = await table(ada.laptop, { rated: false });
    const onPhone = await table({ ...ada.laptop, post: ada.phone.post, get: ada.phone.get, delete: ada.phone.delete } as typeof ada.laptop, { rated: false });
    expect((await ada.forgetLaptop()).status).toBe(200);

    // The laptop's seat: taken still, so no stranger is seated in it; its token is dead.
    const seats = await call<{ seats: { taken: boolean; name: string | null }[] }>(server.url, 'GET', `/api/matches/${waiting.match.id}`);
    expect(seats.body.seats[0]).toMatchObject({ taken: true, name: ada.laptop.name });
    const thief = await LiveTestClient.connect(server.url);
    thief.hello(waiting.match.id, waiting.token);
    expect((await thief.next<LiveError>((m) => m.type === 'error')).code).toBe('device-forgotten');
    // The phone's seat: untouched.
    const { welcome } = await sitDown(server, onPhone);
    expect(welcome.seat).toBe(0);
  });
});
