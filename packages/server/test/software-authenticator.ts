import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A passkey authenticator in software, for tests: an EC P-256 key from node:crypto, answers built
 * byte by byte as the WebAuthn spec lays them out (attestation "none" for registration, an
 * assertion signed over authenticator data ‖ SHA-256(client data) for sign-in), shaped as the
 * browser's JSON (what @simplewebauthn/browser sends).
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** authenticatorData flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
export interface AuthenticationOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The user handle it was registered with (it returns it when signing in, as a passkey does). */
  userHandle: string | null = null;

  /** `credentialId`: another authenticator's id, to pose as it with a key of its own; `signCount`: where its counter starts. */
  constructor(
    readonly credentialId: Buffer = randomBytes(16),
    private signCount = 0,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer to registration options, as if on a page of `origin`. */
  register(options: RegistrationOptions, origin: string, overrides: { rpId?: string } = {}) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(overrides.rpId ?? options.rp.id!, UP | UV | AT),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The answer to authentication options, as if on a page of `origin`; each use counts up the signature counter. */
  authenticate(options: AuthenticationOptions, origin: string) {
    this.signCount++;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const authenticatorData = this.authDataHead(options.rpId!, UP | UV);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** rpIdHash ‖ flags ‖ signature counter. */
  private authDataHead(rpId: string, flags: number): Buffer {
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(this.signCount)]);
  }
}
