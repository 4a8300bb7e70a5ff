import { type AdminAccount, type AdminAccountsPage, type AdminUpdateUserBody, LIMITS } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';
import { decodeJsonCursor, encodeCursor, invalidCursor } from '../repositories/pagination.ts';
import type { Runtime } from '../runtime.ts';

const LISTED_ROLES = ['user', 'coach'] as const;
const DEFAULT_BRIEF = LIMITS.defaultBriefMonthlyLimit;
const DEFAULT_COACH = LIMITS.defaultCoachMonthlyLimit;

async function toAdminAccount(runtime: Runtime, a: AccountRecord): Promise<AdminAccount> {
  const base: AdminAccount = {
    _id: a.id,
    name: a.name,
    email: a.email,
    phone: a.phone ?? '',
    role: a.role as 'user' | 'coach',
    createdAt: a.createdAt,
    briefMonthlyLimit: a.briefMonthlyLimit ?? DEFAULT_BRIEF,
    briefTokensRemaining: a.briefTokensRemaining ?? a.briefMonthlyLimit ?? DEFAULT_BRIEF,
    coachMonthlyLimit: a.coachMonthlyLimit ?? DEFAULT_COACH,
    coachTokensRemaining: a.coachTokensRemaining ?? a.coachMonthlyLimit ?? DEFAULT_COACH,
  };
  if (a.role !== 'coach') return base;
  return {
    ...base,
    status: a.status ?? 'pending',
    specialties: a.specialties ?? [],
    cvUrl: a.cvKey ? await runtime.media.presignGet(a.cvKey, undefined, { contentType: 'application/pdf' }) : null,
  };
}

interface ListOptions {
  cursor?: string;
  limit: number;
  /** One role's accounts only (each admin tab pages through its own). */
  role?: 'user' | 'coach';
  /** Accounts whose email or a name word starts with this (trimmed, lowercased); needs a role. */
  q?: string;
}

/**
 * A page of accounts (admins are never listed). With a role: that role's accounts, newest first,
 * or with a search text the ones whose email or a word of whose name starts with it. Without a
 * role: users, then coaches, the cursor remembering which role it was in.
 */
export async function listAccounts(runtime: Runtime, options: ListOptions): Promise<AdminAccountsPage> {
  const { cursor, limit, role, q } = options;
  if (role) {
    const page = q
      ? await runtime.repos.accounts.search(role, q, cursor, limit)
      : await runtime.repos.accounts.listByRole(role, cursor, limit);
    return {
      items: await Promise.all(page.items.map((a) => toAdminAccount(runtime, a))),
      nextCursor: page.nextCursor,
    };
  }
  return listAllRoles(runtime, cursor, limit);
}

async function listAllRoles(runtime: Runtime, cursor: string | undefined, limit: number): Promise<AdminAccountsPage> {
  const state = decodeJsonCursor(cursor) ?? { role: 'user' };
  let roleIndex = LISTED_ROLES.indexOf(state.role as 'user');
  let key = state.key as string | undefined;
  // The role's own key is checked by the repository when it is used.
  if (roleIndex < 0 || (key !== undefined && typeof key !== 'string')) throw invalidCursor();
  const items: AdminAccount[] = [];
  while (roleIndex < LISTED_ROLES.length && items.length < limit) {
    const role = LISTED_ROLES[roleIndex]!;
    const page = await runtime.repos.accounts.listByRole(role, key, limit - items.length);
    items.push(...(await Promise.all(page.items.map((a) => toAdminAccount(runtime, a)))));
    if (page.nextCursor) {
      key = page.nextCursor;
      if (items.length >= limit) return { items, nextCursor: encodeCursor({ role, key }) };
    } else {
      roleIndex += 1;
      key = undefined;
    }
  }
  const nextRole = LISTED_ROLES[roleIndex];
  return { items, nextCursor: nextRole ? encodeCursor({ role: nextRole, key }) : null };
}

async function managedAccount(runtime: Runtime, id: string): Promise<AccountRecord> {
  const account = await runtime.repos.accounts.get(id);
  if (!account || account.role === 'admin') throw new AppError('NOT_FOUND');
  return account;
}

/** Coaches change name and email only; users also their pools (remaining never above the limit). */
export async function updateAccount(runtime: Runtime, id: string, body: AdminUpdateUserBody): Promise<AdminAccount> {
  const account = await managedAccount(runtime, id);
  if (body.email !== account.email && !(await runtime.repos.accounts.changeEmail(id, account.email, body.email))) {
    throw new AppError('CONFLICT', { field: 'email' }, 'Another account already uses that email.');
  }
  const changes: Partial<AccountRecord> = { name: body.name };
  if (account.role === 'user') {
    const briefLimit = body.briefMonthlyLimit ?? account.briefMonthlyLimit ?? DEFAULT_BRIEF;
    const coachLimit = body.coachMonthlyLimit ?? account.coachMonthlyLimit ?? DEFAULT_COACH;
    Object.assign(changes, {
      briefMonthlyLimit: briefLimit,
      briefTokensRemaining: Math.min(
        body.briefTokensRemaining ?? account.briefTokensRemaining ?? briefLimit,
        briefLimit,
      ),
      coachMonthlyLimit: coachLimit,
      coachTokensRemaining: Math.min(
        body.coachTokensRemaining ?? account.coachTokensRemaining ?? coachLimit,
        coachLimit,
      ),
    });
  }
  await runtime.repos.accounts.update(id, changes);
  return toAdminAccount(runtime, { ...account, ...changes, email: body.email });
}

/** Removes the account, everything stored under it, and its files. Never the caller's own. */
export async function deleteAccount(runtime: Runtime, adminId: string, id: string): Promise<void> {
  if (id === adminId) throw new AppError('FORBIDDEN', {}, 'You cannot delete your own account.');
  const account = await managedAccount(runtime, id);
  await runtime.repos.ownedItems.deleteAll(id, account.email);
  await Promise.all(
    ['users', 'coaches', 'vent', 'coach-replies'].map((prefix) => runtime.media.deletePrefix(`${prefix}/${id}/`)),
  );
}
