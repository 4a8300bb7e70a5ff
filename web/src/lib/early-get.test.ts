import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyGet, takeEarlyGet } from './early-get';

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

  it('a failure nobody takes does not surface as an unhandled rejection', async () => {
    fetchSpy.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    startEarlyGet('/api/admin/users?role=coach&limit=24', 'token-a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyGet('/api/admin/users?role=coach&limit=24', 'token-a')).rejects.toThrow('offline');
  });
});
