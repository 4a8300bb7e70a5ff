import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, v: string) => items.set(key, v) };
}

const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: https://briefs.example/assets/dashboard-page-Ab12.js',
);

describe('a page chunk gone after a deploy', () => {
  it('is recognised in the words of Chromium, Firefox and Safari, and nothing else is', () => {
    expect(isChunkLoadError(missingChunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then leaves the error page if the chunk is still missing right after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const at = (now: number) => ({ storage, reload, now, path: '/app' });
    expect(reloadOnceForChunkError(missingChunk, at(1_000))).toBe(true);
    expect(reloadOnceForChunkError(missingChunk, at(3_000))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, or another page, may reload again.
    expect(reloadOnceForChunkError(missingChunk, at(60_000))).toBe(true);
    expect(reloadOnceForChunkError(missingChunk, { ...at(61_000), path: '/community' })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage: memoryStorage(), reload, now: 0, path: '/' })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
