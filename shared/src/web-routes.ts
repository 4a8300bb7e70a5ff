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
