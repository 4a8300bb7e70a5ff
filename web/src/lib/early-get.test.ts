import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyGet, takeEarlyData, takeEarlyGet } from './early-get';

const answered = () => Promise.resolve(new Response('{"items":[]}', { status: 200 }));

describe('early GET', () => {
  const fetchSpy = vi.fn(answered);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    fetchSpy.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands its response to the first call for the same path and token, once', async () => {
    startEarlyGet('/api/admin/users?role=user&limit=24', 'token-a');
    expect(fetchSpy).toHaveBeenCalledWith('/api/admin/users?role=user&limit=24', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-a' },
    });
    expect(takeEarlyGet('/api/admin/users?role=user&limit=2', 'token-a')).toBeUndefined();
    const early = takeEarlyGet('/api/admin/users?role=user&limit=24', 'token-a');
    expect((await early)?.status).toBe(200);
    expect(takeEarlyGet('/api/admin/users?role=user&limit=24', 'token-a')).toBeUndefined();
  });

  it('is not used once the token has changed or after ten seconds', () => {
    startEarlyGet('/api/admin/waitlist?limit=50', 'token-a');
    expect(takeEarlyGet('/api/admin/waitlist?limit=50', 'token-b')).toBeUndefined();

    vi.useFakeTimers();
    startEarlyGet('/api/admin/weekly-brief', 'token-a');
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyGet('/api/admin/weekly-brief', 'token-a')).toBeUndefined();
  });

  it('hands over a successful body once it has arrived, once, and then the response is gone too', async () => {
    startEarlyGet('/api/admin/users?role=user&limit=24&x=1', 'token-a');
    expect(takeEarlyData('/api/admin/users?role=user&limit=24&x=1', 'token-a')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyData('/api/admin/users?role=user&limit=24&x=1', 'token-b')).toBeUndefined();
    const early = takeEarlyData('/api/admin/users?role=user&limit=24&x=1', 'token-a');
    expect(early?.data).toEqual({ items: [] });
    expect(typeof early?.askedAt).toBe('number');
    expect(takeEarlyData('/api/admin/users?role=user&limit=24&x=1', 'token-a')).toBeUndefined();
    expect(takeEarlyGet('/api/admin/users?role=user&limit=24&x=1', 'token-a')).toBeUndefined();
  });

  it('never hands over an error body: the call takes the response and its status instead', async () => {
    fetchSpy.mockImplementationOnce(() => Promise.resolve(new Response('{"error":"no"}', { status: 403 })));
    startEarlyGet('/api/admin/waitlist?limit=50&x=2', 'token-a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyData('/api/admin/waitlist?limit=50&x=2', 'token-a')).toBeUndefined();
    expect((await takeEarlyGet('/api/admin/waitlist?limit=50&x=2', 'token-a'))?.status).toBe(403);
  });

  it('a failure nobody takes does not surface as an unhandled rejection', async () => {
    fetchSpy.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    startEarlyGet('/api/admin/users?role=coach&limit=24', 'token-a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyGet('/api/admin/users?role=coach&limit=24', 'token-a')).rejects.toThrow('offline');
  });
});
