import { MEDIA_WORKER, SCHEDULED_JOBS } from '@briefs/shared';
import { describe, expect, it } from 'vitest';
import { MediaStore } from './adapters/media-store.ts';
import { OutboxMailer } from './adapters/outbox-mailer.ts';
import { FileKeyStore } from './auth/signing-keys.ts';
import { loadConfig } from './config.ts';
import { createRuntime, forNeeds, getJobRuntime, setRuntime, UndeclaredNeedError } from './runtime.ts';

const config = loadConfig({}, { JWT_KEY_FILE: '/tmp/briefs-runtime-test-key.json' });

describe('a runtime per route needs', () => {
  it('refuses the adapters a route does not declare, naming the route and the need', () => {
    const view = forNeeds(createRuntime(config), [], 'PUT /api/admin/users/{id}');
    expect(() => view.media).toThrow(UndeclaredNeedError);
    expect(() => view.media).toThrow(
      "PUT /api/admin/users/{id} uses 'media' but its route's needs list does not name it",
    );
    expect(() => view.mailer).toThrow(expect.objectContaining({ need: 'mail' }));
    expect(() => view.keys).toThrow(expect.objectContaining({ need: 'jwtSign' }));
    // The table and repositories are every function's.
    expect(view.repos.accounts).toBeDefined();
    expect(view.table.name).toBe(config.TABLE_NAME);
  });

  it('hands out the declared adapters, each built once, on first use', () => {
    const runtime = createRuntime(config);
    const view = forNeeds(runtime, ['media', 'mail', 'jwtSign'], 'test');
    expect(view.media).toBeInstanceOf(MediaStore);
    expect(view.media).toBe(runtime.media);
    expect(view.mailer).toBeInstanceOf(OutboxMailer);
    expect(view.keys).toBeInstanceOf(FileKeyStore);
    expect(forNeeds(runtime, ['media'], 'other').media).toBe(view.media);
  });

  it('still fails at start when no signing key is configured', () => {
    expect(() => createRuntime(loadConfig({}))).toThrow(/JWT_SECRET_ARN|JWT_KEY_FILE/);
  });

  it('gives scheduled jobs and the media worker the needs of the shared table', () => {
    setRuntime(createRuntime(config));
    const expiry = SCHEDULED_JOBS.find((job) => job.name === 'vent-note-expiry');
    expect(getJobRuntime(expiry?.handler ?? '').media).toBeInstanceOf(MediaStore);
    expect(() => getJobRuntime('scheduled/renew-tokens').media).toThrow(UndeclaredNeedError);
    expect(() => getJobRuntime(MEDIA_WORKER.handler).mailer).toThrow(UndeclaredNeedError);
    expect(() => getJobRuntime('no/such-job')).toThrow(/No scheduled job/);
  });
});
