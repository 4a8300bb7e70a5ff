import type { ConvertWaitlistResponse, WaitlistEntryView } from '@briefs/shared';
import { log } from '../lib/log.ts';
import type { Page } from '../repositories/pagination.ts';
import type { Runtime } from '../runtime.ts';
import { newAccount } from './accounts.ts';
import { accountCreatedEmail } from './emails.ts';
import { issueTemporaryPassword, onTemporaryPassword } from './temporary-passwords.ts';

/** A page of pending entries, newest first; with a search text, the entries whose email starts with it. */
export async function listWaitlist(
  runtime: Runtime,
  options: { cursor?: string; limit: number; q?: string },
): Promise<Page<WaitlistEntryView>> {
  const { cursor, limit, q } = options;
  const page = q
    ? await runtime.repos.waitlist.search(q, cursor, limit)
    : await runtime.repos.waitlist.list(cursor, limit);
  return {
    items: page.items.map((e) => ({ _id: e.id, email: e.email, createdAt: e.createdAt })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Turns entries into user accounts. Each conversion is one transaction (claim the email, create
 * the account, delete the entry on condition it still exists), so a repeat, a double click or a
 * second admin at the same moment creates nothing twice. Only then is the email sent.
 */
export async function convertWaitlist(runtime: Runtime, ids: string[]): Promise<ConvertWaitlistResponse> {
  const created: ConvertWaitlistResponse['created'] = [];
  for (const id of new Set(ids)) {
    const entry = await runtime.repos.waitlist.get(id);
    if (!entry) continue;
    if (await runtime.repos.emailClaims.findUserId(entry.email)) {
      await runtime.repos.waitlist.delete(id); // Already a member: the entry is stale.
      continue;
    }
    const temporary = await issueTemporaryPassword('new-account', runtime.now());
    const account = {
      ...(await newAccount({ email: entry.email, role: 'user' }, runtime.now())),
      ...onTemporaryPassword(temporary),
    };
    if (!(await runtime.repos.accounts.create(account, [runtime.repos.waitlist.deleteItem(id)]))) continue;
    created.push({ _id: account.id, email: account.email });
    try {
      await runtime.mailer.send(
        accountCreatedEmail(account.email, temporary.password, `${runtime.config.APP_URL}/login`, temporary.validHours),
      );
    } catch (error) {
      // The account exists; the person can still use Forgot password. Never fail the batch here.
      log.error('account email failed', { userId: account.id, err: String(error) });
    }
  }
  return { created };
}

export async function deleteWaitlist(runtime: Runtime, ids: string[]): Promise<{ deleted: number }> {
  const results = await Promise.all([...new Set(ids)].map((id) => runtime.repos.waitlist.delete(id)));
  return { deleted: results.filter(Boolean).length };
}
