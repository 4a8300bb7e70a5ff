import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { api, stackInfo } from './test-support/api.ts';
import { seedAccount } from './test-support/seed.ts';

/** Opens one kept-alive connection and sends requests on it in turn, reading each answer. */
function keptAlive() {
  const { hostname, port } = new URL(stackInfo().url);
  const socket = connect(Number(port), hostname);
  let buffer = '';
  let reset = false;
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
  });
  socket.on('error', () => {
    reset = true;
  });
  const nextAnswer = async (timeoutMs = 60_000): Promise<number> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = /HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n/.exec(buffer);
      if (match) {
        const rest = buffer.slice(match.index + match[0].length);
        const length = Number(/content-length: (\d+)/i.exec(match[0])?.[1] ?? -1);
        // Answers come with a length or chunked (ending with an empty chunk).
        const end = length >= 0 ? (rest.length >= length ? length : -1) : rest.indexOf('0\r\n\r\n');
        if (end >= 0) {
          buffer = rest.slice(length >= 0 ? end : end + 5);
          return Number(match[1]);
        }
      }
      if (reset) return 0;
      await new Promise((r) => setTimeout(r, 20));
    }
    return -1;
  };
  return { socket, nextAnswer, wasReset: () => reset };
}

describe('request bodies at the local adapter', () => {
  it('answers 401 to a stranger before reading their large body', async () => {
    const conn = keptAlive();
    // Headers only: the 5 MB body is never sent, so only an answer from the headers can come back.
    conn.socket.write(
      'POST /upload-text HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n',
    );
    expect(await conn.nextAnswer(20_000)).toBe(401);
    conn.socket.destroy();
  });

  it('answers 413 to an oversized body and keeps the connection usable', async () => {
    const conn = keptAlive();
    const size = 11 * 1024 * 1024;
    conn.socket.write(
      `POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    conn.socket.write(Buffer.alloc(size, 0x20));
    expect(await conn.nextAnswer()).toBe(413);
    conn.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await conn.nextAnswer()).toBe(200);
    expect(conn.wasReset()).toBe(false);
    conn.socket.destroy();
  });

  it('measures the body cap in characters: 5,000 characters of a 3-byte script fit', async () => {
    const user = await seedAccount('user');
    const transcript = 'क'.repeat(4990);
    expect(Buffer.byteLength(transcript)).toBeGreaterThan(10 * 1024);
    const answer = await api('/upload-text', { token: user.token, body: { transcript } });
    expect(answer.body?.code).not.toBe('BODY_TOO_LARGE');
    expect(answer.status).toBe(200);
  });
});
