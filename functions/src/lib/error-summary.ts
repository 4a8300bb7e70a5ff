/**
 * What an error log line may carry: the error's name, its message and the one frame that threw,
 * with file paths cut to their last segment. Full stacks and absolute paths tell a reader of the
 * logs how the machine is laid out and add nothing a developer cannot reproduce.
 */
export interface ErrorSummary {
  name: string;
  message: string;
  at?: string;
}

/** A path ending in a file name (`name.ext`), so API routes such as `/api/users/{id}` are kept. */
const ABSOLUTE_PATH = /(?:file:\/\/)?(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+)+[\\/]([\w@+-]+\.[\w.@+-]+)/g;

export function withoutPaths(text: string): string {
  return text.replace(ABSOLUTE_PATH, '$1');
}

export function summarizeError(error: unknown): ErrorSummary {
  if (!(error instanceof Error)) return { name: 'NonError', message: withoutPaths(String(error)).slice(0, 300) };
  const frame = error.stack
    ?.split('\n')
    .slice(1)
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') && !line.includes('node:internal'));
  const at = frame ? withoutPaths(frame.replace(/^at\s+/, '')).slice(0, 200) : undefined;
  return { name: error.name, message: withoutPaths(error.message).slice(0, 300), ...(at ? { at } : {}) };
}
