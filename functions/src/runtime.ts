import type { Mailer } from './adapters/mailer.ts';
import { OutboxMailer } from './adapters/outbox-mailer.ts';
import { SesMailer } from './adapters/ses-mailer.ts';
import { type Config, loadConfig } from './config.ts';
import { setLogLevel } from './lib/log.ts';
import { EmailClaimRepository } from './repositories/email-claim-repository.ts';
import { RateLimitRepository } from './repositories/rate-limit-repository.ts';
import { createTable, type Table } from './repositories/table.ts';
import { WaitlistRepository } from './repositories/waitlist-repository.ts';

/**
 * Everything a handler needs, built once per Lambda container (or once per local stack) from the
 * validated config. Adapters are chosen here by configuration, never inside domain code.
 */
export interface Runtime {
  config: Config;
  table: Table;
  now: () => Date;
  mailer: Mailer;
  repos: {
    waitlist: WaitlistRepository;
    emailClaims: EmailClaimRepository;
    rateLimits: RateLimitRepository;
  };
}

export function createRuntime(config: Config): Runtime {
  setLogLevel(config.LOG_LEVEL);
  const table = createTable({ name: config.TABLE_NAME, region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT });
  const mailer =
    config.MAILER === 'ses'
      ? SesMailer.create(config.AWS_REGION, config.MAIL_FROM)
      : new OutboxMailer(config.OUTBOX_DIR, config.MAIL_FROM);
  return {
    config,
    table,
    now: () => new Date(),
    mailer,
    repos: {
      waitlist: new WaitlistRepository(table),
      emailClaims: new EmailClaimRepository(table),
      rateLimits: new RateLimitRepository(table),
    },
  };
}

let current: Runtime | undefined;

export function getRuntime(): Runtime {
  current ??= createRuntime(loadConfig());
  return current;
}

/** The local stack and tests install their runtime before any handler runs. */
export function setRuntime(runtime: Runtime): void {
  current = runtime;
}
