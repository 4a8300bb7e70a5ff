import { join } from 'node:path';
import type { CoachStatus, Role } from '@briefs/shared';
import { loadConfig } from '../../functions/src/config.ts';
import { newAccount } from '../../functions/src/domain/accounts.ts';
import { newId } from '../../functions/src/lib/ids.ts';
import type { AccountRecord } from '../../functions/src/repositories/account-repository.ts';
import { createRuntime, type Runtime } from '../../functions/src/runtime.ts';

/**
 * The one way tests and the bench put records into a running local stack: through the real domain
 * (password hashing, defaults) and repository code, so a seeded account is stored exactly as a signed-up one.
 * Relative imports, so Playwright's loader reads it as readily as Vitest and tsx do.
 */

/** Where a running stack's parts listen (its DATA_DIR/stack.json, plus the folder itself). */
export interface StackAddresses {
  tableName: string;
  bucket: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  keyFile: string;
  dataDir: string;
}

const runtimes = new Map<string, Runtime>();

/** A runtime talking to that stack's DynamoDB Local and s3rver (one per table, reused). */
export function runtimeForStack(stack: StackAddresses): Runtime {
  let runtime = runtimes.get(stack.tableName);
  if (!runtime) {
    runtime = createRuntime(
      loadConfig(
        {},
        {
          TABLE_NAME: stack.tableName,
          MEDIA_BUCKET: stack.bucket,
          DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
          S3_ENDPOINT: stack.s3Endpoint,
          JWT_KEY_FILE: stack.keyFile,
          OUTBOX_DIR: join(stack.dataDir, 'outbox'),
          LOG_LEVEL: 'error',
        },
      ),
    );
    runtimes.set(stack.tableName, runtime);
  }
  return runtime;
}

export interface AccountFields {
  role: Exclude<Role, 'admin'>;
  email: string;
  name: string;
  password: string;
  phone?: string;
}

/** Stores one account (a coach is approved unless `extra.status` says otherwise) and returns it. */
export async function seedAccount(
  runtime: Runtime,
  fields: AccountFields,
  extra: Partial<AccountRecord> & { status?: CoachStatus } = {},
): Promise<AccountRecord> {
  const account: AccountRecord = { ...(await newAccount(fields, new Date())), ...extra };
  if (fields.role === 'coach') account.status = extra.status ?? 'approved';
  if (!(await runtime.repos.accounts.create(account))) throw new Error(`could not seed ${fields.email}`);
  return account;
}

/**
 * Many accounts of one password for the paged lists: the hash is made once (scrypt is deliberately
 * slow) and each copy has its own id, email, name and creation time (a second apart, oldest first).
 * Returned unstored: the caller creates them one by one or writes their items in batches.
 */
export async function accountCopies(
  fields: AccountFields,
  count: number,
  each: (index: number) => { email: string; name: string },
): Promise<AccountRecord[]> {
  const template = await newAccount(fields, new Date());
  const start = Date.now() - count * 1000;
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    ...each(index),
    id: newId(),
    createdAt: new Date(start + index * 1000).toISOString(),
  }));
}
