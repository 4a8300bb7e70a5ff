import * as z from 'zod/mini';

/**
 * The only module that reads process.env. Everything else receives a validated Config.
 * Lambda functions get these variables from the CDK stack; the local stack builds them itself.
 */
const text = (min: number, fallback: string) => z._default(z.string().check(z.minLength(min)), fallback);
const optionalText = () => z.optional(z.string().check(z.minLength(1)));
const logLevel = z._default(z.enum(['debug', 'info', 'warn', 'error']), 'info');

const configSchema = z.object({
  TABLE_NAME: text(3, 'briefs-main'),
  MEDIA_BUCKET: text(3, 'briefs-media'),
  AWS_REGION: text(1, 'us-east-1'),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  APP_URL: z._default(z.url(), 'http://localhost:3000'),
  MAILER: z._default(z.enum(['outbox', 'ses']), 'outbox'),
  MAIL_FROM: text(3, 'B.R.I.E.F.S <no-reply@briefs.coach>'),
  OUTBOX_DIR: text(1, '.data/outbox'),
  COACH_ENGINE: z._default(z.enum(['builtin', 'bedrock']), 'builtin'),
  BEDROCK_MODEL_ID: text(3, 'anthropic.claude-3-5-haiku-20241022-v1:0'),
  /** A Bedrock Guardrail for the coaching call; unset or empty means none. */
  BEDROCK_GUARDRAIL_ID: z.optional(z.string()),
  BEDROCK_GUARDRAIL_VERSION: text(1, 'DRAFT'),
  /** The small, fast model of the safety classification tier (Bedrock only); the coaching model when unset. */
  SAFETY_MODEL_ID: optionalText(),
  JWT_SECRET_ARN: optionalText(),
  JWT_KEY_FILE: optionalText(),
  LOG_LEVEL: logLevel,
  /** `emf`: counters as CloudWatch embedded-metric log lines (AWS); `off`: none (local). */
  METRICS: z._default(z.enum(['emf', 'off']), 'off'),
  /**
   * CloudFront adds this secret to every request it forwards (header `x-origin-verify`). Only a
   * request carrying it may name the client's address (`CloudFront-Viewer-Address`); with
   * ORIGIN_SECRET_REQUIRED=true (AWS) a request without it is refused, so the API cannot be
   * reached around CloudFront.
   */
  ORIGIN_SECRET: z.optional(z.string().check(z.minLength(16))),
  ORIGIN_SECRET_REQUIRED: z._default(z.enum(['true', 'false']), 'false'),
  /** `offline`: ffmpeg + pocketsphinx on this machine; `transcribe`: Amazon Transcribe (AWS). */
  TRANSCRIBER: z._default(z.enum(['offline', 'transcribe']), 'offline'),
  POCKETSPHINX_MODEL_DIR: text(1, '/usr/share/pocketsphinx/model/en-us'),
  /** The media worker Lambda (AWS); unset locally, where jobs run in the same process. */
  MEDIA_JOB_FUNCTION: optionalText(),
});

const localSchema = z.object({
  PORT: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(65535))), 3000),
  HOST: text(1, '127.0.0.1'),
  DATA_DIR: text(1, '.data'),
  ADMIN_EMAIL: z.optional(z.email()),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(8))),
  LOG_LEVEL: logLevel,
});

export type Config = z.infer<typeof configSchema>;
export type LocalConfig = z.infer<typeof localSchema>;
type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function parse<T extends z.ZodMiniType>(schema: T, env: Env): z.infer<T> {
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
