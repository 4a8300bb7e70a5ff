import { GENERIC_MESSAGES, MEDIA_LIMITS, MEDIA_MESSAGES } from '@briefs/shared';
import { describe, expect, it } from 'vitest';
import { videoFileProblem } from './video-field';

/** Only size and type matter to the check; a File of 100 MB is not needed to say how big it is. */
const file = (type: string, size: number) => ({ type, size }) as File;

describe('the client-side video checks', () => {
  it('takes a video of any size up to the limit, and one whose type the device did not say', () => {
    expect(videoFileProblem(file('video/mp4', 1234))).toBeNull();
    expect(videoFileProblem(file('video/webm', MEDIA_LIMITS.videoMaxBytes))).toBeNull();
    expect(videoFileProblem(file('', 5000))).toBeNull();
  });

  it("refuses a larger file with the spec's 413 text", () => {
    expect(videoFileProblem(file('video/mp4', MEDIA_LIMITS.videoMaxBytes + 1))).toBe(GENERIC_MESSAGES.fileTooLarge);
  });

  it('refuses what is not a video, and an empty file', () => {
    expect(videoFileProblem(file('text/plain', 20))).toBe(MEDIA_MESSAGES.notAVideo);
    expect(videoFileProblem(file('audio/webm', 20))).toBe(MEDIA_MESSAGES.notAVideo);
    expect(videoFileProblem(file('video/mp4', 0))).toBe(MEDIA_MESSAGES.notAVideo);
  });
});
