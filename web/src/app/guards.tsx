import { PAGES } from '@briefs/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { dashboardPathFor, getAdminToken, getSessionToken, getStoredRole } from '../lib/session';

/** Login-required pages (spec §2): no session token → /login. The server still checks every call. */
export function RequireSession({ children }: { children: ReactNode }) {
  if (!getSessionToken()) return <Navigate to={PAGES.login} replace />;
  return children;
}

/** /admin is guarded only by the presence of the admin token (spec §6). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  if (!getAdminToken()) return <Navigate to={PAGES.adminLogin} replace />;
  return children;
}

/** /login with a session goes straight to the dashboard for the stored role, replacing history. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  if (getSessionToken()) return <Navigate to={dashboardPathFor(getStoredRole())} replace />;
  return children;
}

/** An admin already signed in who opens the admin login goes to /admin (spec §6). */
export function RedirectIfAdmin({ children }: { children: ReactNode }) {
  if (getAdminToken()) return <Navigate to={PAGES.admin} replace />;
  return children;
}
