import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '@briefs/functions/config';
import { summarizeError } from '@briefs/functions/lib/error-summary';
import { log } from '@briefs/functions/lib/log';
import { setLocalJobRunner } from '@briefs/functions/media/job-queue';
import { createRuntime, type Runtime, setRuntime } from '@briefs/functions/runtime';
import { ERROR_CATALOGUE, isApiPath, MEDIA_WORKER } from '@briefs/shared';
import { handleApiRequest } from './api-adapter.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import { acquireDataLock } from './data-lock.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { loadHandler } from './handler-loader.ts';
import { ensureTable } from './provision.ts';
import { parseRequestTarget } from './request-target.ts';
import { startS3Local } from './s3-local.ts';
import { startScheduler } from './scheduler.ts';
import { localSecurityHeaders, SECURITY_HEADERS, serveStatic } from './static-site.ts';

/**
 * The whole product on one machine: DynamoDB Local, s3rver, the API adapter running the real
 * handlers and authorizer, the built SPA, the scheduler and the outbox mailer. Used by `npm start`,
 * the integration tests and the browser tests.
 */
export interface LocalStackOptions {
  port: number;
  host: string;
  dataDir: string;
  env: Record<string, string | undefined>;
  /** Tests use an in-memory DynamoDB for speed; `npm start` keeps data on disk. */
  inMemoryDb?: boolean;
  admin?: { email?: string; password?: string };
}

export interface LocalStack {
  url: string;
  runtime: Runtime;
  dataDir: string;
  stop(): Promise<void>;
}

const distDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const base = loadConfig(options.env);
  const lock = acquireDataLock(dataDir);
  let started: Awaited<ReturnType<typeof startChildren>>;
  try {
    started = await startChildren(dataDir, base.MEDIA_BUCKET, options.inMemoryDb);
  } catch (error) {
    lock.release();
    throw error;
  }
  const { dynamo, s3 } = started;
  lock.recordEngine(dynamo.enginePid);
  const releaseOnExit = () => lock.release();
  process.once('exit', releaseOnExit);
  const stops: Array<() => Promise<void> | void> = [
    () => dynamo.stop(),
    () => s3.stop(),
    () => {
      process.off('exit', releaseOnExit);
      lock.release();
    },
  ];
  try {
    const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${options.port}`;
    const config: Config = {
      ...base,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      MAILER: 'outbox',
      APP_URL: url,
      JWT_KEY_FILE: join(dataDir, 'jwt-key.json'),
      // Locally nothing stands in front, so the secret is not required; tests and tools that play
      // CloudFront read it from stack.json to name a client address, as CloudFront does in AWS.
      ORIGIN_SECRET: base.ORIGIN_SECRET ?? randomBytes(24).toString('base64url'),
    };
    await ensureTable(dynamo.endpoint, config.AWS_REGION, config.TABLE_NAME);
    const runtime = createRuntime(config);
    setRuntime(runtime);
    // Media jobs run in this process, through the same worker handler the Lambda runs.
    setLocalJobRunner(async (ref) => (await loadHandler(MEDIA_WORKER.handler))(ref));
    await bootstrapAdmin(runtime, dataDir, options.admin?.email, options.admin?.password);
    const server = await listen(options.port, options.host, localSecurityHeaders(s3.endpoint));
    stops.unshift(() => new Promise<void>((done) => server.close(() => done())));
    stops.unshift(startScheduler(runtime.table, runtime.media));
    // Where the running stack's parts listen: for operators poking at data, and for browser tests
    // that seed records the UI cannot create yet.
    writeFileSync(
      join(dataDir, 'stack.json'),
      JSON.stringify(
        {
          url,
          dynamoEndpoint: dynamo.endpoint,
          s3Endpoint: s3.endpoint,
          tableName: config.TABLE_NAME,
          bucket: config.MEDIA_BUCKET,
          keyFile: config.JWT_KEY_FILE,
          originSecret: config.ORIGIN_SECRET,
        },
        null,
        2,
      ),
      { mode: 0o600 },
    );
    return {
      url,
      runtime,
      dataDir,
      async stop() {
        for (const stop of stops) await stop();
      },
    };
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
}

async function startChildren(dataDir: string, bucket: string, inMemoryDb: boolean | undefined) {
  const [dynamo, s3] = await Promise.allSettled([
    startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb'), inMemory: inMemoryDb }),
    startS3Local({ dataDir: join(dataDir, 's3'), bucket }),
  ]);
  if (dynamo.status === 'fulfilled' && s3.status === 'fulfilled') return { dynamo: dynamo.value, s3: s3.value };
  // One failed: stop the one that started, so nothing outlives the failed start.
  if (dynamo.status === 'fulfilled') await dynamo.value.stop();
  if (s3.status === 'fulfilled') await s3.value.stop();
  throw dynamo.status === 'rejected' ? dynamo.reason : (s3 as PromiseRejectedResult).reason;
}

function listen(port: number, host: string, siteHeaders: Record<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    // Nothing a client sends may throw out of this listener: it would stop the whole stack.
    const fail = (status: number, error: unknown) => {
      if (status >= 500) log.error('local adapter failure', { err: summarizeError(error) });
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      const code = status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
      res.end(JSON.stringify({ error: ERROR_CATALOGUE[code].message, code }));
    };
    try {
      const url = parseRequestTarget(req.url);
      if (!url) return fail(400, null);
      if (url.pathname === '/api/health') {
        res.writeHead(200, { 'content-type': 'application/json', ...SECURITY_HEADERS });
        res.end('{"ok":true}');
        return;
      }
      const work = isApiPath(url.pathname)
        ? handleApiRequest(req, res, url)
        : Promise.resolve(serveStatic(req, res, url, distDir, siteHeaders));
      work.catch((error: unknown) => fail(500, error));
    } catch (error) {
      fail(500, error);
    }
  });
  // Idle kept-alive connections stay open longer than any client keeps them (undici: 4 s), so a
  // client never sends on a socket the server is closing, which it would see as a reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
