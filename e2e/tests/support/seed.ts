import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoachStatus } from '@briefs/shared';
import { loadConfig } from '../../../functions/src/config.ts';
import { newAccount } from '../../../functions/src/domain/accounts.ts';
import { newId } from '../../../functions/src/lib/ids.ts';
import { createRuntime, type Runtime } from '../../../functions/src/runtime.ts';
import { STRONG_PASSWORD } from './accounts';

/**
 * Seeds records the UI cannot create yet (coach registration is a later issue) straight into the
 * running e2e stack, through the real domain and repository code. The stack says where its
 * DynamoDB Local and s3rver listen in DATA_DIR/stack.json.
 */
let runtime: Runtime | undefined;
function stackRuntime(): Runtime {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const stack = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'));
  runtime ??= createRuntime(
    loadConfig(
      {},
      {
        TABLE_NAME: stack.tableName,
        MEDIA_BUCKET: stack.bucket,
        DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
        S3_ENDPOINT: stack.s3Endpoint,
        JWT_KEY_FILE: stack.keyFile,
        OUTBOX_DIR: join(dataDir, 'outbox'),
        LOG_LEVEL: 'error',
      },
    ),
  );
  return runtime;
}

/** A one-page PDF, enough for the embedded CV preview. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface SeededCoach {
  id: string;
  name: string;
  email: string;
}

export async function seedCoach(fields: {
  name: string;
  email: string;
  status: CoachStatus;
  withCv?: boolean;
}): Promise<SeededCoach> {
  const rt = stackRuntime();
  const account = await newAccount(
    { email: fields.email, name: fields.name, role: 'coach', password: STRONG_PASSWORD, phone: '+1 555 0142' },
    new Date(),
  );
  account.status = fields.status;
  account.specialties = ['Sport performance', 'Exam stress'];
  if (fields.withCv) {
    account.cvKey = `coaches/${account.id}/cv.pdf`;
    await rt.media.put(account.cvKey, TINY_PDF, 'application/pdf');
  }
  if (!(await rt.repos.accounts.create(account))) throw new Error(`could not seed coach ${fields.email}`);
  return { id: account.id, name: fields.name, email: fields.email };
}

/**
 * Many users at once for the paged lists: one password hash (scrypt is deliberately slow) shared
 * by every copy, each with its own id, email, name and creation time (a second apart, in order).
 */
export async function seedUsers(
  count: number,
  namePrefix: string,
): Promise<Array<{ id: string; email: string; name: string }>> {
  const rt = stackRuntime();
  const template = await newAccount(
    { email: `${namePrefix}-template@example.com`, name: namePrefix, role: 'user', password: STRONG_PASSWORD },
    new Date(),
  );
  const start = Date.now() - count * 1000;
  const seeded = [];
  for (let i = 0; i < count; i++) {
    const number = String(i + 1).padStart(3, '0');
    const account = {
      ...template,
      id: newId(),
      email: `${namePrefix}-${number}@example.com`,
      name: `${namePrefix} Person${number}`,
      createdAt: new Date(start + i * 1000).toISOString(),
    };
    if (!(await rt.repos.accounts.create(account))) throw new Error(`could not seed ${account.email}`);
    seeded.push({ id: account.id, email: account.email, name: account.name });
  }
  return seeded;
}

/**
 * Moves a person's vent note to its last `msLeft` milliseconds, as if nearly 24 hours had passed
 * (the server's clock stays real; the stored times move). Returns the note's audio key.
 */
export async function ventNoteExpiringIn(userId: string, msLeft: number): Promise<string> {
  const rt = stackRuntime();
  const note = await rt.repos.vents.getStored(userId);
  if (!note) throw new Error(`no vent note for ${userId}`);
  const expireAt = new Date(Date.now() + msLeft);
  const createdAt = new Date(expireAt.getTime() - 24 * 3600_000);
  await rt.repos.vents.replace({ ...note, createdAt: createdAt.toISOString(), expireAt: expireAt.toISOString() });
  return note.audioKey;
}

/** Whether an object is still in the media bucket. */
export async function mediaExists(key: string): Promise<boolean> {
  return (await stackRuntime().media.get(key)) !== null;
}
