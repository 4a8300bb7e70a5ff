/** The SPA's route table (spec §2). Paths only; access rules live in the web router. */
export const PAGES = {
  home: '/',
  privacy: '/privacy',
  login: '/login',
  adminLogin: '/admin-login',
  coachRegister: '/coach-register',
  app: '/app',
  ventometer: '/ventometer',
  community: '/community',
  coach: '/coach',
  admin: '/admin',
} as const;

/** Navigation-state flag that asks the landing page to open its waitlist dialog. */
export const OPEN_WAITLIST_STATE = { openWaitlist: true } as const;
/**
 * The same ask carried in the address, for a press that lands before the app runs (the link is then a
 * plain page load, which carries no navigation state).
 */
export const OPEN_WAITLIST_HASH = '#join-waitlist';

/**
 * Pages pre-rendered to static HTML at build time (logged-out state) and the document each is
 * served as; every other client route gets the empty SPA shell. The local static server and
 * CloudFront's rewrite function both map paths with this table.
 */
export const PRERENDERED_DOCUMENTS = {
  [PAGES.home]: 'index.html',
  [PAGES.privacy]: 'privacy.html',
  [PAGES.login]: 'login.html',
} as const satisfies Record<string, string>;
export const SPA_SHELL_DOCUMENT = 'app.html';
/**
 * The pages that are not pre-rendered each get a copy of the SPA shell that links their own chunks
 * for preloading, so those load beside the entry instead of after it has run. Any other path (an
 * unknown one, a trailing slash) gets the plain shell.
 */
export const ROUTE_SHELL_DOCUMENTS = {
  [PAGES.adminLogin]: 'admin-login.html',
  [PAGES.coachRegister]: 'coach-register.html',
  [PAGES.app]: 'member-home.html',
  [PAGES.ventometer]: 'ventometer.html',
  [PAGES.community]: 'community.html',
  [PAGES.coach]: 'coach.html',
  [PAGES.admin]: 'admin.html',
} as const satisfies Record<string, string>;
/** Every route with a document of its own: the pre-rendered pages and the route shells. */
export const ROUTE_DOCUMENTS: Readonly<Record<string, string>> = { ...PRERENDERED_DOCUMENTS, ...ROUTE_SHELL_DOCUMENTS };

/** The document a client route (a path without a file extension) is served as. */
export function staticDocumentFor(pathname: string): string {
  return ROUTE_DOCUMENTS[pathname] ?? SPA_SHELL_DOCUMENT;
}

/** Navigation-state flag that tells /login the session ended, so it says "Please sign in again". */
export const SESSION_EXPIRED_STATE = { sessionExpired: true } as const;
