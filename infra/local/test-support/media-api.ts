import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ERROR_CATALOGUE, type ErrorCode } from '@briefs/shared';
import { api, stackInfo } from './api.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely; assertions check them.
type Loose = any;

/** Multipart calls and bucket reads for the voice and video integration tests. */
export async function postFile(
  path: string,
  token: string,
  field: string,
  file: string | Buffer | null,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Loose }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file !== null) {
    const bytes = typeof file === 'string' ? readFileSync(file) : file;
    form.set(field, new Blob([bytes]), typeof file === 'string' ? basename(file) : 'upload.bin');
  }
  const response = await fetch(`${stackInfo().url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'cloudfront-viewer-address': '203.0.113.9:443' },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A video sent as the web sends a large one: a presigned slot, then a PUT straight to the bucket. */
export async function presignedUpload(token: string, file: string): Promise<string> {
  const slot = await api('/api/uploads/video', {
    token,
    body: { size: statSync(file).size, contentType: 'video/mp4' },
  });
  if (slot.status !== 201) throw new Error(`upload slot answered ${slot.status}: ${JSON.stringify(slot.body)}`);
  const put = await fetch(slot.body.uploadUrl, { method: 'PUT', headers: slot.body.headers, body: readFileSync(file) });
  if (put.status !== 200) throw new Error(`presigned PUT answered ${put.status}`);
  return slot.body.uploadKey;
}

/** Polls GET /api/jobs/{id} until the job is no longer pending. */
export async function waitForJob(token: string, jobId: string, timeoutMs = 110_000): Promise<Loose> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await api(`/api/jobs/${jobId}`, { token });
    if (status !== 200) throw new Error(`job poll answered ${status}: ${JSON.stringify(body)}`);
    if (body.status !== 'pending') return body;
    if (Date.now() > deadline) throw new Error('job still pending');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let s3: S3Client | undefined;
/** Keys in the local bucket under a prefix. */
export async function bucketKeys(prefix: string): Promise<string[]> {
  const info = stackInfo();
  s3 ??= new S3Client({
    region: 'us-east-1',
    endpoint: info.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const page = await s3.send(new ListObjectsV2Command({ Bucket: info.bucket, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
}

/**
 * POST /transcribe-audio as the web uses it: the answer itself, or, when the machine is slow and
 * the call answered 202, the job's outcome in the same shape (status and body).
 */
export async function transcribe(token: string, file: string | Buffer): Promise<{ status: number; body: Loose }> {
  const response = await postFile('/transcribe-audio', token, 'audio', file);
  if (response.status !== 202) return response;
  const job = await waitForJob(token, response.body.jobId);
  if (job.status === 'done') return { status: 200, body: job.result };
  return { status: ERROR_CATALOGUE[job.code as ErrorCode].status, body: { code: job.code, error: job.error } };
}
