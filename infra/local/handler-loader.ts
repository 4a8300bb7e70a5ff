import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { memoryFor } from '../lib/memory.ts';

type LambdaHandler = (event: unknown, context?: Context) => Promise<unknown>;

const handlersDir = fileURLToPath(new URL('../../functions/src/handlers/', import.meta.url));
const cache = new Map<string, (event: unknown) => Promise<unknown>>();

/** What Lambda hands each invocation, so local log lines carry a request id and function name too. */
function localContext(name: string): Context {
  const functionName = `briefs-local-${name.replaceAll('/', '-')}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:local:lambda:${functionName}`,
    memoryLimitInMB: String(memoryFor(name)),
    awsRequestId: randomUUID(),
    logGroupName: `/local/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Loads functions/src/handlers/<name>.ts: the very module CDK bundles into that route's Lambda. */
export async function loadHandler(name: string): Promise<(event: unknown) => Promise<unknown>> {
  const cached = cache.get(name);
  if (cached) return cached;
  const mod = (await import(pathToFileURL(join(handlersDir, `${name}.ts`)).href)) as { handler?: LambdaHandler };
  const handler = mod.handler;
  if (typeof handler !== 'function') throw new Error(`functions/src/handlers/${name}.ts exports no handler`);
  const invoke = (event: unknown) => handler(event, localContext(name));
  cache.set(name, invoke);
  return invoke;
}
