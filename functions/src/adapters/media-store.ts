import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * The private media bucket. Objects are reached only through short-lived presigned URLs.
 * Key layout: `coaches/<id>/cv`, `users/<id>/...`, `vent/<id>/...`, `tmp/...`.
 */
export const PRESIGNED_GET_SECONDS = 300;

export class MediaStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  static create(options: { region: string; bucket: string; endpoint?: string }): MediaStore {
    const s3 = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: Boolean(options.endpoint),
      // s3rver does not understand the SDK's default streaming checksums; AWS does not need them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {}),
    });
    return new MediaStore(s3, options.bucket);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** `as` fixes the type the browser is told, whatever the object was stored with (a CV shows as a PDF). */
  presignGet(key: string, seconds = PRESIGNED_GET_SECONDS, as?: { contentType: string }): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: as?.contentType,
      ResponseContentDisposition: as ? 'inline' : undefined,
    });
    return getSignedUrl(this.s3, command, { expiresIn: seconds });
  }

  async deletePrefix(prefix: string): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length) {
        await this.s3.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
        removed += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }
}
