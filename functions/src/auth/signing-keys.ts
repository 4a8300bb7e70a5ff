import { createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { lazily } from '../lib/lazily.ts';

// Loaded on the first key read, so only functions that sign or verify tokens load Secrets Manager.
const secretsSdk = lazily(() => import('@aws-sdk/client-secrets-manager'));

/**
 * The token signing key: an EC P-256 pair (ES256). Locally it is generated on first start into
 * DATA_DIR (mode 600); in AWS it lives in Secrets Manager. Both stores hand out the same shape.
 */
export type PublicJwk = {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
};

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

export interface SigningKeyStore {
  load(): Promise<SigningKey>;
}

interface StoredKey {
  kid: string;
  privateJwk: JsonWebKey;
}

export function generateStoredKey(): StoredKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid: randomBytes(8).toString('hex'), privateJwk: privateKey.export({ format: 'jwk' }) };
}

function toSigningKey(stored: StoredKey): SigningKey {
  const privateKey = createPrivateKey({ key: stored.privateJwk, format: 'jwk' });
  const { x, y } = stored.privateJwk;
  if (!x || !y) throw new Error('Signing key is incomplete');
  return {
    kid: stored.kid,
    privateKey,
    publicJwk: { kty: 'EC', crv: 'P-256', x, y, kid: stored.kid, alg: 'ES256', use: 'sig' },
  };
}

function parseStored(text: string | undefined): StoredKey | null {
  try {
    const value = JSON.parse(text ?? '') as Partial<StoredKey>;
    return value.kid && value.privateJwk?.d ? (value as StoredKey) : null;
  } catch {
    return null;
  }
}

export class FileKeyStore implements SigningKeyStore {
  private cached?: Promise<SigningKey>;
  constructor(private readonly path: string) {}

  load(): Promise<SigningKey> {
    this.cached ??= this.readOrCreate();
    return this.cached;
  }

  private async readOrCreate(): Promise<SigningKey> {
    const existing = parseStored(await readFile(this.path, 'utf8').catch(() => undefined));
    if (existing) return toSigningKey(existing);
    const fresh = generateStoredKey();
    try {
      await writeFile(this.path, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
      return toSigningKey(fresh);
    } catch {
      // Another process created it first: use theirs so every token verifies everywhere.
      const theirs = parseStored(await readFile(this.path, 'utf8'));
      if (!theirs) throw new Error(`Unreadable signing key at ${this.path}`);
      return toSigningKey(theirs);
    }
  }
}

/**
 * The stack creates the secret with a placeholder value. The first cold start writes a real key
 * with a fixed ClientRequestToken: concurrent first starts collide on that token, so exactly one
 * key wins and everyone re-reads it.
 */
export class SecretsManagerKeyStore implements SigningKeyStore {
  private cached?: Promise<SigningKey>;
  private client?: SecretsManagerClient;

  private constructor(
    private readonly region: string,
    private readonly secretId: string,
  ) {}

  static create(region: string, secretId: string): SecretsManagerKeyStore {
    return new SecretsManagerKeyStore(region, secretId);
  }

  private async sdk() {
    const sdk = await secretsSdk();
    this.client ??= new sdk.SecretsManagerClient({ region: this.region });
    return { sdk, client: this.client };
  }

  load(): Promise<SigningKey> {
    this.cached ??= this.readOrCreate().catch((error) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  private async read(): Promise<StoredKey | null> {
    const { sdk, client } = await this.sdk();
    const secret = await client.send(new sdk.GetSecretValueCommand({ SecretId: this.secretId }));
    return parseStored(secret.SecretString);
  }

  private async readOrCreate(): Promise<SigningKey> {
    const existing = await this.read();
    if (existing) return toSigningKey(existing);
    const { sdk, client } = await this.sdk();
    try {
      const fresh = generateStoredKey();
      await client.send(
        new sdk.PutSecretValueCommand({
          SecretId: this.secretId,
          SecretString: JSON.stringify(fresh),
          ClientRequestToken: 'briefs-initial-signing-key-0001-v1',
        }),
      );
    } catch (error) {
      if (!(error instanceof sdk.ResourceExistsException)) throw error;
    }
    const winner = await this.read();
    if (!winner) throw new Error('Signing key secret holds no key');
    return toSigningKey(winner);
  }
}
