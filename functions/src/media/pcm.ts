/** Facts about 16 kHz mono signed 16-bit little-endian audio (what the offline engine reads). */
export const PCM_RATE = 16_000;
const BYTES_PER_SECOND = PCM_RATE * 2;
const FRAME_SAMPLES = PCM_RATE / 50; // 20 ms
/** Frames quieter than this (about -40 dBFS RMS) count as silence. */
const VOICED_RMS = 320;

export function pcmSeconds(pcm: Buffer): number {
  return pcm.length / BYTES_PER_SECOND;
}

/** Seconds of 20 ms frames loud enough to hold speech. */
export function voicedSeconds(pcm: Buffer): number {
  let voicedFrames = 0;
  const samples = Math.floor(pcm.length / 2);
  for (let start = 0; start + FRAME_SAMPLES <= samples; start += FRAME_SAMPLES) {
    let sum = 0;
    for (let i = start; i < start + FRAME_SAMPLES; i++) {
      const value = pcm.readInt16LE(i * 2);
      sum += value * value;
    }
    if (Math.sqrt(sum / FRAME_SAMPLES) >= VOICED_RMS) voicedFrames += 1;
  }
  return voicedFrames / 50;
}
