import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Helpers shared by the benchmark sections: paths, sizes, percentiles and plain-text tables. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** One line of the final summary: a measured value against its target. */
export interface TargetResult {
  name: string;
  value: string;
  target: string;
  pass: boolean;
}

/** What a section hands back to the runner. */
export interface SectionResult {
  targets: TargetResult[];
}

export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content).length;
}

/** Kilobytes as Vite prints them (1 KB = 1000 bytes), so the numbers line up with the build log. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} KB`;
}

export function ms(value: number): string {
  return value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`;
}

/** The machine's 1-minute load average right now, beside every timing (timings grow with load). */
export function loadNow(): string {
  return `load ${loadavg()[0]?.toFixed(2)}/${availableParallelism()} cores`;
}

export function verdict(pass: boolean): string {
  return pass ? 'PASS' : 'OVER';
}

/** Nearest-rank percentile: the smallest sample with at least p of the samples at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

export function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/** A plain-text table; numeric columns are right-aligned when asked. A `null` row draws a rule. */
export function table(columns: readonly Column[], rows: ReadonlyArray<readonly string[] | null>): string {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row ? (row[i] ?? '').length : 0))),
  );
  const cell = (text: string, i: number) =>
    columns[i]?.align === 'right' ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const line = (cells: readonly string[]) =>
    `  ${columns
      .map((_, i) => cell(cells[i] ?? '', i))
      .join('  ')
      .trimEnd()}`;
  const rule = `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`;
  return [line(columns.map((c) => c.header)), rule, ...rows.map((row) => (row ? line(row) : rule))].join('\n');
}

export function heading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(3, 96 - title.length))}\n`);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
