/**
 * `load` runs on the first call and its promise is shared; a failure is not kept, so the next call
 * tries again. Used to import an AWS SDK client only when a function first needs it: imported at
 * the top of a module, every function bundling that module would load it at cold start.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
