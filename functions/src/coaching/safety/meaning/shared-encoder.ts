import { ParallelEncoder } from './parallel-encoder.ts';
import type { SentenceEncoder } from './sentence-encoder.ts';

/** Enough for the sentences of a few requests in flight: the gate's and the coach's reads of one message. */
const REMEMBERED = 512;

/**
 * Remembers the vectors of recent sentences, so that when the safety gate and the coach read the
 * same message, its sentences are embedded once.
 */
export class RememberingEncoder implements SentenceEncoder {
  private readonly recent = new Map<string, Float32Array>();

  constructor(private readonly inner: SentenceEncoder) {}

  async embed(sentences: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(sentences.filter((sentence) => !this.recent.has(sentence)))];
    if (missing.length) {
      const vectors = await this.inner.embed(missing);
      missing.forEach((sentence, i) => {
        const vector = vectors[i];
        if (vector) this.remember(sentence, vector);
      });
    }
    return sentences.map((sentence) => {
      const vector = this.recent.get(sentence);
      if (!vector) throw new Error('the encoder returned fewer vectors than sentences');
      return vector;
    });
  }

  private remember(sentence: string, vector: Float32Array): void {
    this.recent.delete(sentence);
    this.recent.set(sentence, vector);
    if (this.recent.size > REMEMBERED) this.recent.delete(this.recent.keys().next().value as string);
  }
}

let loading: Promise<SentenceEncoder> | undefined;

/**
 * The one sentence encoder of this container (or local stack), loaded on first use: the model on
 * one worker thread per core, ready when the first has loaded.
 */
export function loadSharedEncoder(): Promise<SentenceEncoder> {
  loading ??= ParallelEncoder.load().then((encoder) => new RememberingEncoder(encoder));
  return loading;
}
