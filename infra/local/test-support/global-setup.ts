import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../ports.ts';
import { startLocalStack } from '../stack.ts';
import { TEST_ADMIN } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      url: string;
      dynamoEndpoint: string;
      s3Endpoint: string;
      tableName: string;
      bucket: string;
      dataDir: string;
      keyFile: string;
      originSecret: string;
    };
  }
}

/** Starts the real local stack once for the integration project (in-memory DynamoDB Local). */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'briefs-int-'));
  const stack = await startLocalStack({
    port: await freePort(),
    host: '127.0.0.1',
    dataDir,
    inMemoryDb: true,
    env: { LOG_LEVEL: 'error' },
    admin: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  const { config } = stack.runtime;
  project.provide('stack', {
    url: stack.url,
    dynamoEndpoint: config.DYNAMODB_ENDPOINT!,
    s3Endpoint: config.S3_ENDPOINT!,
    tableName: config.TABLE_NAME,
    bucket: config.MEDIA_BUCKET,
    dataDir,
    keyFile: config.JWT_KEY_FILE!,
    originSecret: config.ORIGIN_SECRET!,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
