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

/** Browsers upload videos straight to the bucket with presigned PUTs, as they do to S3 in AWS. */
const PRESIGNED_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3Local(options: { dataDir: string; bucket: string }): Promise<S3Local> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [PRESIGNED_CORS] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
