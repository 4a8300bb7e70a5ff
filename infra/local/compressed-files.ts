import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compresses text responses like CloudFront does (brotli, else gzip, by the request's
 * Accept-Encoding; files of 1,000 bytes and more), so local page weights and Lighthouse runs
 * measure what production serves. Each file is compressed once per version (path, size, mtime).
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest', '.map']);
const MIN_BYTES = 1000;
const MAX_CACHED = 500;

type Encoding = 'br' | 'gzip';
const cache = new Map<string, Buffer>();

export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compressed(file: string, encoding: Encoding, size: number, mtimeMs: number): Buffer {
  const key = `${encoding}:${file}:${size}:${mtimeMs}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 9 });
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, body);
  return body;
}

/** Writes a file's 200 answer with the given headers, compressed when it pays and the client accepts. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  headers: Record<string, string>,
): void {
  const stat = statSync(file);
  const encoding =
    COMPRESSIBLE.has(extname(file)) && stat.size >= MIN_BYTES
      ? preferredEncoding(req.headers['accept-encoding'])
      : null;
  if (!encoding) {
    res.writeHead(200, { ...headers, 'content-length': String(stat.size), vary: 'Accept-Encoding' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return;
  }
  const body = compressed(file, encoding, stat.size, stat.mtimeMs);
  res.writeHead(200, {
    ...headers,
    'content-encoding': encoding,
    'content-length': String(body.length),
    vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
