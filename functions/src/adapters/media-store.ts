import type { S3Client } from '@aws-sdk/client-s3';
import { lazily } from '../lib/lazily.ts';

// Loaded on first use, so a function that never touches the bucket never loads S3 (see runtime.ts).
const s3Sdk = lazily(() => import('@aws-sdk/client-s3'));
const presigner = lazily(() => import('@aws-sdk/s3-request-presigner'));

/**
 * The private media bucket. Objects are reached only through short-lived presigned URLs.
 * Key layout: `coaches/<id>/cv`, `users/<id>/...`, `vent/<id>/...`, `tmp/...`.
 */
export const PRESIGNED_GET_SECONDS = 300;

export class MediaStore {
  readonly bucket: string;
  private readonly client: () => Promise<{ s3: S3Client; sdk: Awaited<ReturnType<typeof s3Sdk>> }>;

  private constructor(options: { region: string; bucket: string; endpoint?: string }) {
    this.bucket = options.bucket;
    this.client = lazily(async () => {
      const sdk = await s3Sdk();
      const s3 = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: Boolean(options.endpoint),
        // s3rver does not understand the SDK's default streaming checksums; AWS does not need them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(options.endpoint ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {}),
      });
      return { s3, sdk };
    });
  }

  static create(options: { region: string; bucket: string; endpoint?: string }): MediaStore {
    return new MediaStore(options);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { s3, sdk } = await this.client();
    await s3.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  /** The object's bytes, or only `range` ([first, last] inclusive) of them. Null when absent. */
  async get(key: string, range?: [number, number]): Promise<Buffer | null> {
    const { s3, sdk } = await this.client();
    try {
      const result = await s3.send(
        new sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range[0]}-${range[1]}` : undefined,
        }),
      );
      return Buffer.from((await result.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (error instanceof Error && error.name === 'InvalidRange') return Buffer.alloc(0);
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The object's size in bytes, or null when there is none. */
  async size(key: string): Promise<number | null> {
    const { s3, sdk } = await this.client();
    try {
      const head = await s3.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, sdk } = await this.client();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async copy(from: string, to: string): Promise<void> {
    const { s3, sdk } = await this.client();
    await s3.send(
      new sdk.CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: `${this.bucket}/${encodeURI(from)}` }),
    );
  }

  /**
   * A presigned PUT for exactly `size` bytes: Content-Length is signed, so S3 refuses any other
   * length. (s3rver checks no signatures, so our own code checks the size again after upload.)
   */
  async presignPut(key: string, size: number, contentType: string, seconds: number): Promise<string> {
    const [{ s3, sdk }, { getSignedUrl }] = await Promise.all([this.client(), presigner()]);
    const command = new sdk.PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentLength: size,
      ContentType: contentType,
    });
    return getSignedUrl(s3, command, {
      expiresIn: seconds,
      signableHeaders: new Set(['content-length', 'content-type']),
    });
  }

  s3Uri(key: string): string {
    return `s3://${this.bucket}/${key}`;
  }

  /** `as` fixes the type the browser is told, whatever the object was stored with (a CV shows as a PDF). */
  async presignGet(key: string, seconds = PRESIGNED_GET_SECONDS, as?: { contentType: string }): Promise<string> {
    const [{ s3, sdk }, { getSignedUrl }] = await Promise.all([this.client(), presigner()]);
    const command = new sdk.GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: as?.contentType,
      ResponseContentDisposition: as ? 'inline' : undefined,
    });
    return getSignedUrl(s3, command, { expiresIn: seconds });
  }

  /** Deletes every object under `prefix`, or only those last written before `olderThan`. */
  async deletePrefix(prefix: string, olderThan?: Date): Promise<number> {
    const { s3, sdk } = await this.client();
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await s3.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) =>
        o.Key && (!olderThan || (o.LastModified && o.LastModified < olderThan)) ? [{ Key: o.Key }] : [],
      );
      if (keys.length) {
        await s3.send(new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
        removed += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }
}

function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NoSuchKey' || name === 'NotFound';
}
