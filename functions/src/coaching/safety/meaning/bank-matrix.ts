import { DOT_KERNEL_WASM } from './dot-kernel.ts';

const PAGE = 65_536;
const LANES = 4;

/** The WebAssembly API as used here (the project's TypeScript libraries do not declare it). */
interface WasmMemory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface Kernel {
  memory: WasmMemory;
  dots: (vectors: number, matrix: number, count: number, rows: number, dims: number, out: number) => void;
}

let kernel: Kernel | undefined;
/** Bytes of the kernel's memory held by banks; scratch space for a call lies above. */
let top = 0;

function loadKernel(): Kernel {
  if (!kernel) {
    const module = new wasm.Module(Buffer.from(DOT_KERNEL_WASM, 'base64'));
    kernel = new wasm.Instance(module).exports as unknown as Kernel;
  }
  return kernel;
}

function ensureBytes(k: Kernel, bytes: number): void {
  const missing = bytes - k.memory.buffer.byteLength;
  if (missing > 0) k.memory.grow(Math.ceil(missing / PAGE));
}

/** Rows of unit vectors, one contiguous buffer (`rows` padded with zero vectors to `length`). */
export function asMatrix(rows: readonly Float32Array[], dims: number, length = rows.length): Float32Array {
  const matrix = new Float32Array(length * dims);
  rows.forEach((row, r) => {
    matrix.set(row.subarray(0, dims), r * dims);
  });
  return matrix;
}

/**
 * A bank of unit vectors in the kernel's memory: the cosines of a message's sentences to every
 * row are one pass of the SIMD kernel. Copied in once, on first use (or `load`), kept for the
 * life of the process.
 */
export class BankMatrix {
  private offset: number | undefined;

  constructor(
    private readonly rows: readonly Float32Array[],
    readonly dims: number,
  ) {}

  get size(): number {
    return this.rows.length;
  }

  /** Copies the bank into the kernel's memory. */
  load(): number {
    if (this.offset !== undefined) return this.offset;
    const k = loadKernel();
    const matrix = asMatrix(this.rows, this.dims);
    this.offset = top;
    top += Math.ceil(matrix.byteLength / 16) * 16;
    ensureBytes(k, top);
    new Float32Array(k.memory.buffer, this.offset, matrix.length).set(matrix);
    return this.offset;
  }

  /** Row-major [vectors × bank rows] cosines. */
  cosines(vectors: readonly Float32Array[]): Float32Array {
    const matrixAt = this.load();
    if (this.rows.length === 0 || vectors.length === 0) return new Float32Array(0);
    const k = loadKernel();
    const count = Math.ceil(vectors.length / LANES) * LANES;
    const units = asMatrix(vectors, this.dims, count);
    const outAt = top + units.byteLength;
    ensureBytes(k, outAt + count * this.rows.length * 4);
    new Float32Array(k.memory.buffer, top, units.length).set(units);
    k.dots(top, matrixAt, count, this.rows.length, this.dims, outAt);
    return new Float32Array(k.memory.buffer, outAt, vectors.length * this.rows.length).slice();
  }
}
