/**
 * The environment file for AWS SAM (`sam local invoke|start-api --env-vars <file>`): every Lambda
 * of the synthesized template gets its variables pointed at the local engines, which run on the
 * host while SAM runs each function in Docker, so they are reached through the Docker host name.
 */
export interface SamEnvOptions {
  /** DynamoDB Local and s3rver ports on the host (`npm start` prints nothing about them: see stack.json). */
  dynamoPort: number;
  s3Port: number;
  /** How a container reaches the host (Docker Desktop: host.docker.internal; Linux: the bridge address). */
  host?: string;
  tableName?: string;
  bucket?: string;
  appUrl?: string;
}

interface Template {
  Resources?: Record<string, { Type?: string; Properties?: { Environment?: { Variables?: Record<string, unknown> } } }>;
}

/** `{ "<function logical id>": { VAR: value } }`, only for functions that read our configuration. */
export function samEnvironment(template: Template, options: SamEnvOptions): Record<string, Record<string, string>> {
  const host = options.host ?? 'host.docker.internal';
  const local = {
    TABLE_NAME: options.tableName ?? 'briefs-main',
    MEDIA_BUCKET: options.bucket ?? 'briefs-media',
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: `http://${host}:${options.dynamoPort}`,
    S3_ENDPOINT: `http://${host}:${options.s3Port}`,
    APP_URL: options.appUrl ?? 'http://localhost:3000',
    MAILER: 'outbox',
    OUTBOX_DIR: '/tmp/outbox',
    COACH_ENGINE: 'builtin',
    // Secrets Manager is not reachable locally: each container keeps its key in /tmp (see README).
    JWT_SECRET_ARN: '',
    JWT_KEY_FILE: '/tmp/jwt-key.json',
    // SAM's runtime images check credentials before any call; DynamoDB Local and s3rver accept any.
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  };
  const env: Record<string, Record<string, string>> = {};
  for (const [id, resource] of Object.entries(template.Resources ?? {})) {
    const variables = resource.Properties?.Environment?.Variables;
    if (resource.Type !== 'AWS::Lambda::Function' || !variables || !('TABLE_NAME' in variables)) continue;
    env[id] = Object.fromEntries(Object.keys(variables).map((name) => [name, local[name as keyof typeof local] ?? '']));
    for (const [name, value] of Object.entries(local)) env[id][name] = value;
    // Keep the template's own values for what the local engines do not change.
    for (const [name, value] of Object.entries(variables)) {
      if (!(name in local) && typeof value === 'string') env[id][name] = value;
    }
  }
  return env;
}
