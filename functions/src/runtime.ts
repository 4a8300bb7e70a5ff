import { type ApiRoute, MEDIA_WORKER, SCHEDULED_JOBS } from '@briefs/shared';
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

/** What a function may use beyond the table: its route's (or job's) `needs` list. */
export type Need = NonNullable<ApiRoute['needs']>[number];

/** A handler reached an adapter its route's `needs` does not name: in AWS it has no permission for it. */
export class UndeclaredNeedError extends Error {
  override readonly name = 'UndeclaredNeedError';
  constructor(
    readonly need: Need,
    readonly who: string,
  ) {
    super(`${who} uses '${need}' but its route's needs list does not name it`);
  }
}

/**
 * Everything a handler needs, built once per Lambda container (or once per local stack) from the
 * validated config. Adapters are chosen here by configuration, never inside domain code. The table
 * and repositories are built at once (every function reads the table); the mailer, media store and
 * signing keys on first use, and their AWS SDK clients load only when first called, so a function
 * that never mails never loads SES. `forNeeds` gives each handler a view that refuses the adapters
 * its route does not declare.
 */
export interface Runtime {
  config: Config;
  table: Table;
  now: () => Date;
  /** Need `mail`. */
  readonly mailer: Mailer;
  /** Need `media`. */
  readonly media: MediaStore;
  /** Need `jwtSign` (the authorizer reads the same key to verify). */
  readonly keys: SigningKeyStore;
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

/** `build` runs on the first read only. */
function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

export function createRuntime(config: Config): Runtime {
  setLogLevel(config.LOG_LEVEL);
  enableMetrics(config.METRICS === 'emf');
  // Checked at start although the key store is built on first use: a missing key fails the deploy's first call.
  if (!config.JWT_SECRET_ARN && !config.JWT_KEY_FILE) keyStore(config);
  const table = createTable({ name: config.TABLE_NAME, region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT });
  const mailer = once<Mailer>(() =>
    config.MAILER === 'ses'
      ? SesMailer.create(config.AWS_REGION, config.MAIL_FROM)
      : new OutboxMailer(config.OUTBOX_DIR, config.MAIL_FROM),
  );
  const media = once(() =>
    MediaStore.create({ region: config.AWS_REGION, bucket: config.MEDIA_BUCKET, endpoint: config.S3_ENDPOINT }),
  );
  const keys = once(() => keyStore(config));
  return {
    config,
    table,
    now: () => new Date(),
    get mailer() {
      return mailer();
    },
    get media() {
      return media();
    },
    get keys() {
      return keys();
    },
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

/** `runtime` as a function declaring `needs` sees it: an undeclared adapter throws UndeclaredNeedError. */
export function forNeeds(runtime: Runtime, needs: readonly Need[], who: string): Runtime {
  const declared = <T>(need: Need, adapter: () => T): T => {
    if (!needs.includes(need)) throw new UndeclaredNeedError(need, who);
    return adapter();
  };
  return {
    config: runtime.config,
    table: runtime.table,
    now: () => runtime.now(),
    repos: runtime.repos,
    get mailer() {
      return declared('mail', () => runtime.mailer);
    },
    get media() {
      return declared('media', () => runtime.media);
    },
    get keys() {
      return declared('jwtSign', () => runtime.keys);
    },
  };
}

let current: Runtime | undefined;

/** The container's runtime (built on the first call) as `who`, declaring `needs`, may use it. */
export function getRuntime(needs: readonly Need[], who: string): Runtime {
  current ??= createRuntime(loadConfig());
  return forNeeds(current, needs, who);
}

/** The runtime of a scheduled job or the media worker, declaring the `needs` the shared table gives it. */
export function getJobRuntime(handler: string): Runtime {
  const job = [...SCHEDULED_JOBS, MEDIA_WORKER].find((entry) => entry.handler === handler);
  if (!job) throw new Error(`No scheduled job or worker runs ${handler}`);
  return getRuntime('needs' in job ? job.needs : [], handler);
}

/** The local stack and tests install their runtime before any handler runs. */
export function setRuntime(runtime: Runtime): void {
  current = runtime;
}
