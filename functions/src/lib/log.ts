import { summarizeError, withoutPaths } from './error-summary.ts';

/** One-line JSON logs: CloudWatch-friendly in AWS, grep-friendly locally. Never log secrets or user text. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: Level = 'info';

export function setLogLevel(level: Level): void {
  threshold = level;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...clean(fields) });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/** A stack pasted into a string loses its frames; paths lose their folders. */
const withoutStack = (text: string) => withoutPaths(text).replace(/\n\s+at [^\n]*/g, '');

/** Errors become summaries and strings lose absolute paths, whichever call site logs them. */
function clean(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    out[key] = value instanceof Error ? summarizeError(value) : typeof value === 'string' ? withoutStack(value) : value;
  }
  return out;
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
