import { describe, expect, it } from 'vitest';
import { stackInfo } from './test-support/api.ts';
import { httpText, rawRequest } from './test-support/raw-http.ts';

/** Requests no browser sends, which once stopped the whole local server. */
async function stillServing(): Promise<boolean> {
  const response = await fetch(`${stackInfo().url}/api/health`);
  return response.status === 200;
}

describe('the local server against hostile requests', () => {
  it('answers 400 to a broken percent-escape in a page path and keeps serving', async () => {
    const answer = await rawRequest(stackInfo().url, httpText('GET', '/%E0%A4%A'));
    expect(answer.status).toBe(400);
    expect(await stillServing()).toBe(true);
  });

  it('answers 400 to a broken percent-escape in an API path parameter', async () => {
    const answer = await rawRequest(
      stackInfo().url,
      httpText('DELETE', '/api/admin/users/%E0%A4%A', { authorization: 'Bearer x' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/at |node:|\/work\//);
    expect(await stillServing()).toBe(true);
  });

  it('ignores a Host header it cannot parse', async () => {
    const request = 'GET /login HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n';
    const answer = await rawRequest(stackInfo().url, request);
    expect([200, 400, 503]).toContain(answer.status);
    expect(await stillServing()).toBe(true);
  });

  it('survives a protocol-relative target that is not a URL', async () => {
    const answer = await rawRequest(stackInfo().url, httpText('GET', '//['));
    expect(answer.status).toBe(400);
    expect(await stillServing()).toBe(true);
  });
});
