import { STORAGE_KEYS } from '@briefs/shared';

// Reading the stored session, apart from session.ts and without React: the admin page's opening
// request (src/admin-opening.ts) runs from the page's head, before React has loaded.

/** The stored role decides where "Dashboard" leads; the spec defaults it to user (spec §3, §6). */
export type StoredRole = 'user' | 'coach';

// localStorage throws in some privacy modes; treat that as "nothing stored".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getSessionToken(): string | null {
  return read(STORAGE_KEYS.sessionToken);
}

export function getAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken);
}

export function getStoredRole(): StoredRole {
  return read(STORAGE_KEYS.role) === 'coach' ? 'coach' : 'user';
}
