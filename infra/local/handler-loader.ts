import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type LambdaHandler = (event: unknown) => Promise<unknown>;

const handlersDir = fileURLToPath(new URL('../../functions/src/handlers/', import.meta.url));
const cache = new Map<string, LambdaHandler>();

/** Loads functions/src/handlers/<name>.ts: the very module CDK bundles into that route's Lambda. */
export async function loadHandler(name: string): Promise<LambdaHandler> {
  const cached = cache.get(name);
  if (cached) return cached;
  const mod = (await import(pathToFileURL(join(handlersDir, `${name}.ts`)).href)) as { handler?: LambdaHandler };
  if (typeof mod.handler !== 'function') throw new Error(`functions/src/handlers/${name}.ts exports no handler`);
  cache.set(name, mod.handler);
  return mod.handler;
}
