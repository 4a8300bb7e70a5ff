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
 * life of the process; the vectors it was made from are let go then, so the bank is held once.
 */
export class BankMatrix {
  private offset: number | undefined;
  private rows: readonly Float32Array[] | undefined;
  readonly size: number;

  constructor(
    rows: readonly Float32Array[],
    readonly dims: number,
  ) {
    this.rows = rows;
    this.size = rows.length;
  }

  /** Copies the bank into the kernel's memory, row by row (no second copy of the whole bank on the way). */
  load(): number {
    if (this.offset !== undefined) return this.offset;
    const k = loadKernel();
    const offset = top;
    top += Math.ceil((this.size * this.dims * 4) / 16) * 16;
    ensureBytes(k, top);
    const into = new Float32Array(k.memory.buffer, offset, this.size * this.dims);
    this.rows?.forEach((row, r) => {
      into.set(row.subarray(0, this.dims), r * this.dims);
    });
    this.offset = offset;
    this.rows = undefined;
    return offset;
  }

  /** Row-major [vectors × bank rows] cosines. */
  cosines(vectors: readonly Float32Array[]): Float32Array {
    const matrixAt = this.load();
    if (this.size === 0 || vectors.length === 0) return new Float32Array(0);
    const k = loadKernel();
    const count = Math.ceil(vectors.length / LANES) * LANES;
    const units = asMatrix(vectors, this.dims, count);
    const outAt = top + units.byteLength;
    ensureBytes(k, outAt + count * this.size * 4);
    new Float32Array(k.memory.buffer, top, units.length).set(units);
    k.dots(top, matrixAt, count, this.size, this.dims, outAt);
    return new Float32Array(k.memory.buffer, outAt, vectors.length * this.size).slice();
  }
}
