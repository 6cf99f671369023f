import { parse as legacyParse } from 'node:url';
import fc from 'fast-check';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushEndpoint } from './push-endpoint';
import { publicAddress, publicOnlyLookup, sendPush } from './push-request';
import { BROWSER_PUSH_SERVICES, pushFromEnv } from './push-settings';
import { TEST_PUSH_HOST, TestBrowser, TestPushService } from '../../test/push-service';

const services = BROWSER_PUSH_SERVICES;
const accepted = (endpoint: string, allowed: readonly string[] = services) => pushEndpoint(endpoint, allowed).ok;

describe('push endpoints (issue 28 finding 7)', () => {
  it('accepts the endpoints browsers hand out', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH-x_y~z',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl-abc_DEF',
      'https://web.push.apple.com/QGx0c3Rlc3Q',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bY%3d',
    ]) {
      const checked = pushEndpoint(endpoint, services);
      expect(checked, endpoint).toMatchObject({ ok: true });
      if (checked.ok) expect(checked.url.href).toBe(endpoint);
    }
  });

  it('refuses every endpoint another parser reads as another host, and every address, port and user-info', () => {
    const refused: [string, RegExp][] = [
      // The reported attack and its variants: url.parse reads 127.0.0.1 as the host.
      ['https://127.0.0.1;.fcm.googleapis.com/x', /plain URL|DNS name/],
      ["https://127.0.0.1'.fcm.googleapis.com/x", /plain URL|DNS name/],
      ['https://127.0.0.1{.fcm.googleapis.com/x', /plain URL|DNS name/],
      ['https://127.0.0.1%3b.fcm.googleapis.com/x', /plain URL|DNS name|not a URL/],
      ['https://fcm.googleapis.com\\@127.0.0.1/x', /plain URL/],
      ['https://127.0.0.1\\.fcm.googleapis.com/x', /plain URL|DNS name/],
      ['https://127.0.0.1 .fcm.googleapis.com/x', /not a URL|plain URL/],
      ['https://127.0.0.1\t.fcm.googleapis.com/x', /plain URL/],
      // User-info, ports, schemes.
      ['https://user@fcm.googleapis.com/x', /user name/],
      ['https://user:pass@fcm.googleapis.com/x', /user name/],
      ['https://127.0.0.1@fcm.googleapis.com/x', /user name/],
      ['https://fcm.googleapis.com:8443/x', /port/],
      ['https://fcm.googleapis.com:443/x', /plain URL/],
      ['http://fcm.googleapis.com/x', /not https/],
      ['wss://fcm.googleapis.com/x', /not https/],
      // IP literals in every form, and names that are no push service's.
      ['https://127.0.0.1/x', /DNS name/],
      ['https://2130706433/x', /plain URL/],
      ['https://0x7f000001/x', /plain URL/],
      ['https://0x7f.0.0.1/x', /plain URL/],
      ['https://127.1/x', /plain URL/],
      ['https://[::1]/x', /DNS name/],
      ['https://[::ffff:7f00:1]/x', /DNS name/],
      ['https://169.254.169.254/latest/meta-data', /DNS name/],
      ['https://FCM.googleapis.com/x', /plain URL/],
      ['https://fcm.googleapis.com./x', /DNS name/],
      ['https://evilfcm.googleapis.com/x', /not at a push service/],
      ['https://fcm.googleapis.com.evil.example/x', /not at a push service/],
      // Characters no push endpoint has, and fragments.
      ["https://fcm.googleapis.com/x'y", /characters/],
      ['https://fcm.googleapis.com/x%zz', /characters/],
      ['https://fcm.googleapis.com/x#frag', /fragment/],
      ['https://fcm.googleapis.com/x/../y', /plain URL/],
      ['not a url', /not a URL/],
    ];
    for (const [endpoint, reason] of refused) {
      const checked = pushEndpoint(endpoint, services);
      expect(checked.ok, endpoint).toBe(false);
      if (!checked.ok) expect(checked.reason, endpoint).toMatch(reason);
    }
  });

  it('`*` allows any push service host, but still never an address, a port or user-info', () => {
    expect(accepted('https://push.example.org/x', ['*'])).toBe(true);
    for (const endpoint of ['https://127.0.0.1/x', 'https://10.0.0.1/x', 'https://[::1]/x', 'https://0177.0.0.1/x', 'https://a@push.example.org/x', 'https://push.example.org:444/x', 'https://localhost/x']) {
      expect(accepted(endpoint, ['*']), endpoint).toBe(false);
    }
  });

  /** Text made of the characters URL tricks are made of, around pieces of allowed hosts. */
  const piece = fc.constantFrom('https://', 'http://', 'fcm.googleapis.com', 'push.apple.com', '127.0.0.1', '[::1]', '0x7f', '2130706433', 'a', 'Z', '1', '.', '..', ':', ':443', ':80', '@', ';', "'", '{', '}', '\\', '/', '//', '?', '#', '%', '%2e', '%3b', ' ', '\t', '-', '_', '~', '=', '&', 'é', 'xn--');
  const trick = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
  const plain = fc.stringMatching(/^[A-Za-z0-9\-._~!$&()*+,;=:@%'{}\\ ]{0,16}$/).map((p) => `https://fcm.googleapis.com/fcm/send/${p}`);
  const endpoints = fc.oneof(trick, plain, fc.webUrl({ withQueryParameters: true, withFragments: true }), trick.map((t) => `https://${t}`), trick.map((t) => `https://fcm.googleapis.com${t}`), trick.map((t) => `https://${t}.fcm.googleapis.com/x`));

  it('property: anything accepted is read identically by WHATWG URL and url.parse, and names an allowed host on 443', () => {
    let checkedAccepted = 0;
    fc.assert(
      fc.property(endpoints, fc.constantFrom(services, ['*'] as const), (endpoint, allowed) => {
        const checked = pushEndpoint(endpoint, allowed);
        if (!checked.ok) return;
        checkedAccepted++;
        const legacy = legacyParse(endpoint);
        const url = new URL(endpoint);
        expect(checked.url.href).toBe(endpoint);
        expect([legacy.protocol, legacy.hostname, legacy.port ?? '', legacy.auth, legacy.path]).toEqual([url.protocol, url.hostname, url.port, null, url.pathname + url.search]);
        expect(url.protocol).toBe('https:');
        expect(url.port).toBe('');
        expect(url.hostname).toMatch(/^[a-z0-9.-]+$/);
        expect(url.hostname).toMatch(/\.[a-z][a-z0-9-]*$/);
        if (allowed !== services) return;
        expect(services.some((s) => url.hostname === s || url.hostname.endsWith(`.${s}`))).toBe(true);
      }),
      { numRuns: 3000 },
    );
    // The property was tried on accepted endpoints, not only on refused ones.
    expect(checkedAccepted).toBeGreaterThan(150);
  });

  it('property: no IPv4 address in any written form is accepted, even with `*`', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const forms = fc.tuple(octet, octet, octet, octet).chain(([a, b, c, d]) => {
      const n = ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
      return fc.constantFrom(`${a}.${b}.${c}.${d}`, String(n), `0x${n.toString(16)}`, `0${n.toString(8)}`, `${a}.${(b << 16) + (c << 8) + d}`, `0x${a.toString(16)}.${b}.${c}.${d}`);
    });
    fc.assert(fc.property(forms, (host) => !accepted(`https://${host}/x`, ['*'])));
  });

  it('the sender resolves names to public addresses only', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0']) expect(publicAddress(address, 4), address).toBe(false);
    for (const address of ['::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) expect(publicAddress(address, 6), address).toBe(false);
    expect(publicAddress('142.250.74.10', 4)).toBe(true);
    expect(publicAddress('2a00:1450:4007::a', 6)).toBe(true);
    // localhost resolves through /etc/hosts (no traffic): to loopback, so it is refused.
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (e) => resolve(e)));
    expect(error?.message).toMatch(/no public address/);
  });

  it('PUSH_SERVICES takes host names only, never an address', () => {
    expect(pushFromEnv({ PUSH_SERVICES: 'fcm.googleapis.com, push.example.org' })).toEqual({ push: { services: ['fcm.googleapis.com', 'push.example.org'] } });
    for (const services of ['127.0.0.1', '10.0.0.1,fcm.googleapis.com', '[::1]', 'fcm.googleapis.com:8443']) {
      expect(() => pushFromEnv({ PUSH_SERVICES: services }), services).toThrow(/PUSH_SERVICES: ".*" is not a host name/);
    }
  });
});

describe('the push sender (issue 28 finding 7)', () => {
  let service: TestPushService;
  beforeAll(async () => {
    service = await TestPushService.start();
  });
  afterAll(() => service?.close());

  const browser = new TestBrowser();
  const keys = webpush.generateVAPIDKeys();

  /** Endpoints at the test push service and its subdomains, with tricky paths, and tricks around its name. */
  const segment = fc.stringMatching(/^([A-Za-z0-9\-_~!$&()*+,;=:@]|%[0-9A-F]{2}){0,12}$/);
  const candidates = fc.oneof(
    fc.tuple(fc.constantFrom('', 'a.', 'wns2-par02p.', 'x-1.'), fc.array(segment, { maxLength: 4 }), fc.option(segment)).map(([sub, path, query]) => `https://${sub}${TEST_PUSH_HOST}/${path.join('/')}${query === null ? '' : `?${query}`}`),
    fc.constantFrom(';', "'", '{', '@', ':443', '\\', '%2e').map((c) => `https://127.0.0.1${c}.${TEST_PUSH_HOST}/x`),
  );

  it('property: for every endpoint accepted, the sender asks to connect to its host on 443 alone, and the request arrives at its path', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(candidates, async (endpoint) => {
        const checked = pushEndpoint(endpoint, [TEST_PUSH_HOST]);
        if (!checked.ok) return;
        const before = service.connections.length;
        const received = service.received.length;
        const details = webpush.generateRequestDetails({ endpoint: checked.url.href, keys: browser.keys }, 'hello', {
          vapidDetails: { subject: 'mailto:ops@decktet.example', publicKey: keys.publicKey, privateKey: keys.privateKey },
          contentEncoding: 'aes128gcm',
        });
        const status = await sendPush(checked.url, details, { timeoutMs: 5000, agent: service.agent });
        sent++;
        expect(status).toBe(201);
        for (const c of service.connections.slice(before)) expect(c).toEqual({ host: checked.url.hostname, port: 443, servername: checked.url.hostname });
        expect(service.received.slice(received).map((r) => r.path)).toEqual([checked.url.pathname + checked.url.search]);
        expect(browser.decrypt(service.received.at(-1)!.body)).toBe('hello');
      }),
      { numRuns: 40 },
    );
    expect(sent).toBeGreaterThan(10);
  });
});

