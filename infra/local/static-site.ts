import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { contentSecurityPolicy, staticDocumentFor } from '@briefs/shared';
import { sendFile } from './compressed-files.ts';
import { decodePathSegment } from './request-target.ts';

/**
 * Serves the built SPA like CloudFront does: files by path, client routes (no file extension)
 * get their pre-rendered page or the SPA shell (shared `staticDocumentFor`), hashed assets cached for a year, index.html never cached, text
 * compressed with brotli or gzip.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=()',
};

/** The site's CSP with the local media origin (s3rver) where AWS has S3. */
export function localSecurityHeaders(mediaOrigin: string): Record<string, string> {
  return { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy([mediaOrigin]) };
}

export function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  distDir: string,
  headers: Record<string, string> = SECURITY_HEADERS,
): void {
  const decoded = decodePathSegment(url.pathname);
  if (decoded === null) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end('Bad request');
    return;
  }
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet. Run `npm run build:web` (npm start does this for you).');
    return;
  }
  const requested = normalize(join(distDir, decoded));
  const insideDist = requested.startsWith(distDir);
  const isFile = insideDist && existsSync(requested) && statSync(requested).isFile();
  if (!isFile && extname(url.pathname)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end('Not found');
    return;
  }
  const file = isFile ? requested : documentFor(distDir, url.pathname, indexFile);
  const immutable = isFile && url.pathname.startsWith('/assets/');
  sendFile(req, res, file, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...headers,
  });
}

/** A client route's document: its pre-rendered page or the SPA shell (index.html from older builds). */
function documentFor(distDir: string, pathname: string, indexFile: string): string {
  const document = join(distDir, staticDocumentFor(pathname));
  return existsSync(document) ? document : indexFile;
}
