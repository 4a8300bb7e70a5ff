import { STORAGE_KEYS } from '@briefs/shared';
import { useSyncExternalStore } from 'react';
import { getSessionToken, getStoredRole, type StoredRole } from './stored-session';

export { getAdminToken, getSessionToken, getStoredRole, type StoredRole } from './stored-session';

/** Where a signed-in person's dashboard lives. */
export function dashboardPathFor(role: StoredRole): '/coach' | '/app' {
  return role === 'coach' ? '/coach' : '/app';
}

export interface SessionSnapshot {
  loggedIn: boolean;
  role: StoredRole;
}

let cached: SessionSnapshot = { loggedIn: false, role: 'user' };

function snapshot(): SessionSnapshot {
  const next = { loggedIn: getSessionToken() !== null, role: getStoredRole() };
  // Keep the same object while nothing changed so React does not re-render in a loop.
  if (next.loggedIn !== cached.loggedIn || next.role !== cached.role) cached = next;
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Logged-in state is the presence of the session token (spec §6); follows other tabs too. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

// Writers (issue 3, sign-in). Each one tells same-tab subscribers too: the browser's own
// 'storage' event only reaches other tabs.
function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session simply does not persist.
  }
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

export function setSessionToken(token: string): void {
  write(STORAGE_KEYS.sessionToken, token);
}

export function setStoredRole(role: StoredRole): void {
  write(STORAGE_KEYS.role, role);
}

/** Logout (spec §6): the session token and the stored role go. */
export function clearSession(): void {
  write(STORAGE_KEYS.sessionToken, null);
  write(STORAGE_KEYS.role, null);
}

export function setAdminToken(token: string): void {
  write(STORAGE_KEYS.adminToken, token);
}

/** Admin sign-out, and the spec §4 reaction to a 401: the admin token and the saved tab go. */
export function clearAdminSession(): void {
  write(STORAGE_KEYS.adminToken, null);
  write(STORAGE_KEYS.adminSelectedTab, null);
}
