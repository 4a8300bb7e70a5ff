import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '@briefs/functions/config';
import { log } from '@briefs/functions/lib/log';
import { createRuntime, type Runtime, setRuntime } from '@briefs/functions/runtime';
import { isApiPath } from '@briefs/shared';
import { handleApiRequest } from './api-adapter.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { ensureTable } from './provision.ts';
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
  const [dynamo, s3] = await Promise.all([
    startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb'), inMemory: options.inMemoryDb }),
    startS3Local({ dataDir: join(dataDir, 's3'), bucket: base.MEDIA_BUCKET }),
  ]);
  const stops: Array<() => Promise<void> | void> = [() => dynamo.stop(), () => s3.stop()];
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
    };
    await ensureTable(dynamo.endpoint, config.AWS_REGION, config.TABLE_NAME);
    const runtime = createRuntime(config);
    setRuntime(runtime);
    await bootstrapAdmin(runtime, dataDir, options.admin?.email, options.admin?.password);
    const server = await listen(options.port, options.host, localSecurityHeaders(s3.endpoint));
    stops.unshift(() => new Promise<void>((done) => server.close(() => done())));
    stops.unshift(startScheduler(runtime.table));
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

function listen(port: number, host: string, siteHeaders: Record<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (url.pathname === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json', ...SECURITY_HEADERS });
      res.end('{"ok":true}');
      return;
    }
    const work = isApiPath(url.pathname)
      ? handleApiRequest(req, res, url)
      : Promise.resolve(serveStatic(req, res, url, distDir, siteHeaders));
    work.catch((error: unknown) => {
      log.error('local adapter failure', { err: error instanceof Error ? error.stack : String(error) });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Something went wrong. Please try again.', code: 'INTERNAL' }));
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
