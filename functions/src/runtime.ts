import type { Mailer } from './adapters/mailer.ts';
import { MediaStore } from './adapters/media-store.ts';
import { OutboxMailer } from './adapters/outbox-mailer.ts';
import { SesMailer } from './adapters/ses-mailer.ts';
import { FileKeyStore, SecretsManagerKeyStore, type SigningKeyStore } from './auth/signing-keys.ts';
import { type Config, loadConfig } from './config.ts';
import { setLogLevel } from './lib/log.ts';
import { enableMetrics } from './lib/metrics.ts';
import { AccountRepository } from './repositories/account-repository.ts';
import { CoachReplyRepository } from './repositories/coach-reply-repository.ts';
import { CoachRequestRepository } from './repositories/coach-request-repository.ts';
import { CommunityRepository } from './repositories/community-repository.ts';
import { EmailClaimRepository } from './repositories/email-claim-repository.ts';
import { JobRepository } from './repositories/job-repository.ts';
import { OwnedItemsRepository } from './repositories/owned-items-repository.ts';
import { RateLimitRepository } from './repositories/rate-limit-repository.ts';
import { RequestRepository } from './repositories/request-repository.ts';
import { SettingsRepository } from './repositories/settings-repository.ts';
import { createTable, type Table } from './repositories/table.ts';
import { TokenPoolRepository } from './repositories/token-pool-repository.ts';
import { VentRepository } from './repositories/vent-repository.ts';
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
  media: MediaStore;
  keys: SigningKeyStore;
  repos: {
    accounts: AccountRepository;
    coachReplies: CoachReplyRepository;
    coachRequests: CoachRequestRepository;
    community: CommunityRepository;
    emailClaims: EmailClaimRepository;
    jobs: JobRepository;
    ownedItems: OwnedItemsRepository;
    rateLimits: RateLimitRepository;
    requests: RequestRepository;
    settings: SettingsRepository;
    tokenPools: TokenPoolRepository;
    vents: VentRepository;
    waitlist: WaitlistRepository;
  };
}

function keyStore(config: Config): SigningKeyStore {
  if (config.JWT_SECRET_ARN) return SecretsManagerKeyStore.create(config.AWS_REGION, config.JWT_SECRET_ARN);
  if (config.JWT_KEY_FILE) return new FileKeyStore(config.JWT_KEY_FILE);
  throw new Error('Configure JWT_SECRET_ARN (AWS) or JWT_KEY_FILE (local) for token signing');
}

export function createRuntime(config: Config): Runtime {
  setLogLevel(config.LOG_LEVEL);
  enableMetrics(config.METRICS === 'emf');
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
    media: MediaStore.create({ region: config.AWS_REGION, bucket: config.MEDIA_BUCKET, endpoint: config.S3_ENDPOINT }),
    keys: keyStore(config),
    repos: {
      accounts: new AccountRepository(table),
      coachReplies: new CoachReplyRepository(table),
      coachRequests: new CoachRequestRepository(table),
      community: new CommunityRepository(table),
      emailClaims: new EmailClaimRepository(table),
      jobs: new JobRepository(table),
      ownedItems: new OwnedItemsRepository(table),
      rateLimits: new RateLimitRepository(table),
      requests: new RequestRepository(table),
      settings: new SettingsRepository(table),
      tokenPools: new TokenPoolRepository(table),
      vents: new VentRepository(table),
      waitlist: new WaitlistRepository(table),
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
