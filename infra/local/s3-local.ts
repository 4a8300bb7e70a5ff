import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './ports.ts';

/**
 * s3rver serves the S3 API from a folder. It checks neither signatures nor POST policies, so our
 * own code enforces size and type after upload (as it does in AWS).
 */
export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3Local(options: { dataDir: string; bucket: string }): Promise<S3Local> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
