import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoachStatus } from '@briefs/shared';
import { newId } from '../../../functions/src/lib/ids.ts';
import type { Runtime } from '../../../functions/src/runtime.ts';
import { accountCopies, runtimeForStack, seedAccount } from '../../../infra/local/seed.ts';
import { STRONG_PASSWORD } from './accounts';

/**
 * Seeds records the UI does not create in one step straight into the running e2e stack, through
 * the one seeding path (infra/local/seed.ts). The stack says where its DynamoDB Local and s3rver
 * listen in DATA_DIR/stack.json.
 */
function stackRuntime(): Runtime {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return runtimeForStack({ ...JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')), dataDir });
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
  const id = newId();
  const cvKey = fields.withCv ? `coaches/${id}/cv.pdf` : undefined;
  if (cvKey) await rt.media.put(cvKey, TINY_PDF, 'application/pdf');
  const account = await seedAccount(
    rt,
    { email: fields.email, name: fields.name, role: 'coach', password: STRONG_PASSWORD, phone: '+1 555 0142' },
    { id, status: fields.status, specialties: ['Sport performance', 'Exam stress'], ...(cvKey ? { cvKey } : {}) },
  );
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
  const accounts = await accountCopies(
    { email: `${namePrefix}-template@example.com`, name: namePrefix, role: 'user', password: STRONG_PASSWORD },
    count,
    (index) => {
      const number = String(index + 1).padStart(3, '0');
      return { email: `${namePrefix}-${number}@example.com`, name: `${namePrefix} Person${number}` };
    },
  );
  const seeded = [];
  for (const account of accounts) {
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
