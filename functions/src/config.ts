import { z } from 'zod';

/**
 * The only module that reads process.env. Everything else receives a validated Config.
 * Lambda functions get these variables from the CDK stack; the local stack builds them itself.
 */
const configSchema = z.object({
  TABLE_NAME: z.string().min(3).default('briefs-main'),
  MEDIA_BUCKET: z.string().min(3).default('briefs-media'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  APP_URL: z.url().default('http://localhost:3000'),
  MAILER: z.enum(['outbox', 'ses']).default('outbox'),
  MAIL_FROM: z.string().min(3).default('B.R.I.E.F.S <no-reply@briefs.coach>'),
  OUTBOX_DIR: z.string().default('.data/outbox'),
  COACH_ENGINE: z.enum(['builtin', 'bedrock']).default('builtin'),
  BEDROCK_MODEL_ID: z.string().min(3).default('anthropic.claude-3-5-haiku-20241022-v1:0'),
  JWT_SECRET_ARN: z.string().optional(),
  JWT_KEY_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

const localSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Config = z.infer<typeof configSchema>;
export type LocalConfig = z.infer<typeof localSchema>;
type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function parse<T extends z.ZodType>(schema: T, env: Env): z.infer<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  return { ...parse(configSchema, env), ...overrides };
}

export function loadLocalConfig(env: Env = process.env): LocalConfig {
  return parse(localSchema, env);
}
