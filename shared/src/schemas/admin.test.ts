import { describe, expect, it } from 'vitest';
import { weeklyBriefBody } from './admin.ts';

describe('the weekly video link (server schema)', () => {
  it('accepts what the web preview can embed and refuses what it cannot', () => {
    const ok = (videoUrl: string) => weeklyBriefBody.safeParse({ videoUrl }).success;
    expect(ok('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(ok('https://vimeo.com/76979871')).toBe(true);
    expect(ok('')).toBe(true);
    // Right prefix, nothing the parser can embed: the old prefix check let these through.
    expect(ok('https://www.youtube.com/')).toBe(false);
    expect(ok('https://youtu.be/"><script>alert(1)</script>')).toBe(false);
    expect(ok('https://vimeo.com/not-a-video')).toBe(false);
  });
});
