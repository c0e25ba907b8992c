import { createHash, createHmac, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for API tests: a P-256 key, a counter and a PRF secret, answering the
 * options our routes give as a browser and an authenticator would. It lets a test do what a
 * real one never would (another origin, a counter going backwards, a replayed answer).
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private readonly prfSecret = randomBytes(32);
  private userHandle = '';
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpID = new URL(origin).hostname,
    /** Whether it checks the person (fingerprint, face, PIN): the UV flag. */
    readonly verifiesUser = true,
  ) {}

  /** The PRF output for the site-wide salt the options carry: HMAC under this authenticator's secret. */
  prf(options: Record<string, unknown>): string {
    const ext = options.extensions as { prf?: { eval?: { first?: string } } } | undefined;
    const salt = Buffer.from(ext?.prf?.eval?.first ?? '', 'base64url');
    return createHmac('sha256', this.prfSecret).update(salt).digest('base64url');
  }

  private flags(attested: boolean): number {
    return 0x01 | (this.verifiesUser ? 0x04 : 0) | (attested ? 0x40 : 0);
  }

  private authData(attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const head = Buffer.concat([
      createHash('sha256').update(this.rpID).digest(),
      Buffer.from([this.flags(attested)]),
      counter,
    ]);
    if (!attested) return head;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (attestation 'none'). */
  register(options: Record<string, unknown>, origin = this.origin) {
    this.userHandle = (options.user as { id: string }).id;
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(true)],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData(
          'webauthn.create',
          options.challenge as string,
          origin,
        ).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options; `counter` overrides the next counter value. */
  assert(
    options: Record<string, unknown>,
    change: { origin?: string; counter?: number; userHandle?: string } = {},
  ) {
    this.counter = change.counter ?? this.counter + 1;
    const authenticatorData = this.authData(false);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      options.challenge as string,
      change.origin ?? this.origin,
    );
    const signed = Buffer.concat([
      authenticatorData,
      createHash('sha256').update(clientDataJSON).digest(),
    ]);
    const signature = sign('sha256', signed, this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        authenticatorData: authenticatorData.toString('base64url'),
        clientDataJSON: clientDataJSON.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: change.userHandle ?? this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
