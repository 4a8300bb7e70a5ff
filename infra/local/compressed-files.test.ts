import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from './compressed-files.ts';
import { serveStatic } from './static-site.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['*', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('the local static server compresses like CloudFront', () => {
  const dist = mkdtempSync(join(tmpdir(), 'briefs-dist-'));
  const script = `export const text = ${JSON.stringify('calm breathing '.repeat(500))};`;
  let server: Server;
  let base = '';
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>B</title>${'<p>hello</p>'.repeat(200)}`);
    writeFileSync(join(dist, 'assets', 'app-1234abcd.js'), script);
    writeFileSync(join(dist, 'tiny.txt'), 'small');
    server = createServer((req, res) => serveStatic(req, res, new URL(req.url ?? '/', 'http://x'), dist));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  function fetchRaw(path: string, acceptEncoding?: string) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('answers brotli when accepted, gzip otherwise, identity without Accept-Encoding', async () => {
    const br = await fetchRaw('/assets/app-1234abcd.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 5);

    const gz = await fetchRaw('/app', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gz.body).toString()).toMatch(/^<!doctype html>/);

    const plain = await fetchRaw('/assets/app-1234abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves files under 1,000 bytes alone', async () => {
    const tiny = await fetchRaw('/tiny.txt', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('small');
  });
});
