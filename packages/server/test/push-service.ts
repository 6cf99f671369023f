import { execFileSync } from 'node:child_process';
import { type ECDH, createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, type AgentOptions, type RequestOptions, type Server, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type ConnectionOptions, connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A push service for tests, as a browser's would be: an HTTPS endpoint on this machine that takes
 * the server's push messages, and a browser's side of a subscription — its own P-256 key pair and
 * auth secret — to decrypt them (RFC 8291's aes128gcm) and to check the server's VAPID token (RFC 8292).
 */

/** A push message as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service's host name in tests (`.test` is reserved: it never resolves on the internet). */
export const TEST_PUSH_HOST = 'push.test';

/** A certificate for the test push host and its subdomains, made by openssl for this test run (trusted only through `TestPushService.agent`). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'decktet-push-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${TEST_PUSH_HOST}`, '-addext', `subjectAltName=DNS:${TEST_PUSH_HOST},DNS:*.${TEST_PUSH_HOST}`], { stdio: 'pipe' });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where the sender asked to connect: the host and port it named, before the test agent routes it. */
export interface Connection {
  host: string;
  port: number;
  servername: string | undefined;
}

/**
 * The TLS agent a server under test sends with: it records every connection the sender asks for
 * (host and port as named), and routes it to the local push service on loopback, where a real
 * deployment would reach the push service's public address on port 443.
 */
class LoopbackAgent extends Agent {
  readonly connections: Connection[] = [];
  port = 0;
  constructor(options: AgentOptions) {
    super(options);
  }
  override createConnection(options: RequestOptions): Duplex {
    this.connections.push({ host: options.host ?? options.hostname ?? '', port: Number(options.port), servername: options.servername });
    return connect({ ...(options as ConnectionOptions), host: '127.0.0.1', port: this.port });
  }
}

export class TestPushService {
  readonly received: ReceivedPush[] = [];
  /** Paths whose subscription is gone: the service answers 410. */
  readonly gone = new Set<string>();

  private constructor(
    private readonly server: Server,
    /** An agent that trusts this service's certificate and routes to it (give it to the server under test). */
    readonly agent: LoopbackAgent,
  ) {}

  static async start(): Promise<TestPushService> {
    const { key, cert } = selfSignedCertificate();
    let service: TestPushService | null = null;
    const server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        service!.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(service!.gone.has(path) ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new LoopbackAgent({ ca: cert });
    agent.port = (server.address() as AddressInfo).port;
    service = new TestPushService(server, agent);
    return service;
  }

  /** Every connection a sender asked for through `agent`, as it named it. */
  get connections(): readonly Connection[] {
    return this.agent.connections;
  }

  /** The endpoint URL of a subscription at this service (at `host`, the test push host or a subdomain of it). */
  endpoint(path: string, host = TEST_PUSH_HOST): string {
    return `https://${host}${path}`;
  }

  /** What reached `path`. */
  to(path: string): ReceivedPush[] {
    return this.received.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's side of a push subscription: its key pair and auth secret (RFC 8291). */
export class TestBrowser {
  private readonly key: ECDH = createECDH('prime256v1');
  private readonly auth = randomBytes(16);

  constructor() {
    this.key.generateKeys();
  }

  /** The subscription's keys as PushSubscription.toJSON() gives them. */
  get keys(): { p256dh: string; auth: string } {
    return { p256dh: this.key.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') };
  }

  /**
   * Decrypts an aes128gcm push message (RFC 8188 with RFC 8291's keys): the header names the salt,
   * the record size and the server's one-time public key; the content key and nonce come from the
   * ECDH secret of the two keys and this browser's auth secret through HKDF-SHA-256.
   */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error(`a message of one record was expected (${record.length} bytes for records of ${recordSize})`);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.key.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', this.key.computeSecret(serverKey), this.auth, keyInfo, 32));
    const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(-16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 2, then padding zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('the record does not end as a last record must');
    return padded.subarray(0, end).toString('utf8');
  }
}

/**
 * The claims of a VAPID `Authorization: vapid t=<JWT>, k=<key>` header, after checking its ES256
 * signature with `k` and that `k` is `publicKey`.
 */
export function vapidClaims(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, header, claims, signature, key] = match;
  if (key !== publicKey) throw new Error('the VAPID key is not the server’s public key');
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!signed) throw new Error('the VAPID token’s signature does not verify with the server’s key');
  if (JSON.parse(Buffer.from(header!, 'base64url').toString()).alg !== 'ES256') throw new Error('the VAPID token is not ES256');
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>;
}
