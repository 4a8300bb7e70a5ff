/**
 * The API route table: one line per endpoint. The CDK stack creates one Lambda and one API route
 * per entry; the local adapter serves the same entries with the same handlers and authorizer.
 *
 * `handler` is the module under functions/src/handlers/ (without extension) exporting `handler`.
 * `access`: public (no token), user, coach, member (user or coach), admin (admin token).
 */
export type Access = 'public' | 'user' | 'coach' | 'member' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** API Gateway path syntax: /api/requests/{id} */
  path: string;
  handler: string;
  access: Access;
  /** Seconds the handler may run; defaults to 10. */
  timeoutSeconds?: number;
  /**
   * The route also serves a session opened with an emailed temporary password, before its owner
   * has chosen their own. Every other route answers PASSWORD_CHANGE_REQUIRED to such a session.
   */
  temporarySession?: true;
  /**
   * Extra permissions the function needs beyond the table. `safetyGate`: it screens the person's
   * words, so its bundle ships the safety gate's sentence encoder and weights.
   */
  needs?: ReadonlyArray<'media' | 'mail' | 'bedrock' | 'transcribe' | 'jwtSign' | 'jobs' | 'safetyGate'>;
}

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'POST', path: '/api/waitlist', handler: 'waitlist/join', access: 'public' },
  // Accounts and sign-in (issue 3)
  { method: 'POST', path: '/api/auth/login', handler: 'auth/login', access: 'public', needs: ['jwtSign'] },
  { method: 'POST', path: '/api/auth/admin-login', handler: 'auth/admin-login', access: 'public', needs: ['jwtSign'] },
  { method: 'GET', path: '/api/auth/me', handler: 'auth/get-me', access: 'member', temporarySession: true },
  { method: 'PUT', path: '/api/auth/me', handler: 'auth/update-me', access: 'member' },
  {
    method: 'PUT',
    path: '/api/auth/change-password',
    handler: 'auth/change-password',
    access: 'member',
    temporarySession: true,
    needs: ['jwtSign'],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: 'auth/forgot-password',
    access: 'public',
    needs: ['mail'],
  },
  {
    method: 'POST',
    path: '/api/auth/coach-register',
    handler: 'auth/coach-register',
    access: 'public',
    needs: ['media'],
  },
  { method: 'GET', path: '/api/weekly-brief', handler: 'weekly/get-weekly-brief', access: 'member' },
  // Instant coaching and token pools (issue 4)
  {
    method: 'POST',
    path: '/upload-text',
    handler: 'coaching/upload-text',
    access: 'user',
    needs: ['bedrock', 'safetyGate'],
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/rebrief',
    handler: 'coaching/rebrief',
    access: 'user',
    needs: ['bedrock', 'safetyGate'],
    timeoutSeconds: 29,
  },
  { method: 'GET', path: '/api/usage', handler: 'coaching/get-usage', access: 'user' },
  // The person's history, the community and coach requests
  // A coach's video reply is listed with a presigned link.
  { method: 'GET', path: '/api/requests', handler: 'history/list-requests', access: 'user', needs: ['media'] },
  { method: 'DELETE', path: '/api/requests/{id}', handler: 'history/delete-request', access: 'user', needs: ['media'] },
  // A coach's reply on the person's side: the dashboard's notice until it is watched
  { method: 'GET', path: '/api/coach-replies/unwatched', handler: 'history/list-unwatched-replies', access: 'user' },
  { method: 'POST', path: '/api/requests/{id}/reply-watched', handler: 'history/mark-reply-watched', access: 'user' },
  { method: 'POST', path: '/api/debrief', handler: 'community/share-case', access: 'user', needs: ['safetyGate'] },
  { method: 'GET', path: '/api/debrief', handler: 'community/list-cases', access: 'user' },
  { method: 'POST', path: '/api/debrief/{id}/report', handler: 'community/report-case', access: 'user' },
  {
    method: 'POST',
    path: '/api/coach-requests',
    handler: 'coach-requests/create',
    access: 'user',
    needs: ['media', 'safetyGate'],
  },
  // The coach's side: open requests, and the video reply
  { method: 'GET', path: '/api/coach-requests', handler: 'coach-requests/list', access: 'coach', needs: ['media'] },
  {
    method: 'PUT',
    path: '/api/coach-requests/{id}/response',
    handler: 'coach-requests/respond',
    access: 'coach',
    needs: ['media', 'jobs', 'mail'],
    timeoutSeconds: 29,
  },
  // Ventometer: one voice note per person for 24 hours; a tip on request ('Still Feel This Way')
  { method: 'GET', path: '/api/vent', handler: 'vent/get-vent', access: 'user', needs: ['media'] },
  {
    method: 'POST',
    path: '/api/vent/upload',
    handler: 'vent/upload-vent',
    access: 'user',
    needs: ['media', 'transcribe', 'safetyGate'],
    timeoutSeconds: 29,
  },
  { method: 'POST', path: '/api/vent/better', handler: 'vent/dismiss-vent', access: 'user', needs: ['media'] },
  {
    method: 'POST',
    path: '/api/vent/tip',
    handler: 'vent/vent-tip',
    access: 'user',
    needs: ['media', 'bedrock', 'safetyGate'],
    timeoutSeconds: 29,
  },
  // Voice and video: uploads are checked here, the slow work runs in the media worker
  {
    method: 'POST',
    path: '/transcribe-audio',
    handler: 'media/transcribe-audio',
    access: 'user',
    needs: ['media', 'jobs', 'safetyGate'],
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/api/uploads/video',
    handler: 'media/create-video-upload',
    access: 'member',
    needs: ['media'],
  },
  {
    method: 'POST',
    path: '/upload-video',
    handler: 'media/upload-video',
    access: 'user',
    needs: ['media', 'jobs'],
    timeoutSeconds: 29,
  },
  { method: 'GET', path: '/api/jobs/{jobId}', handler: 'media/get-job', access: 'user' },
  // Admin panel
  { method: 'GET', path: '/api/admin/users', handler: 'admin/list-users', access: 'admin', needs: ['media'] },
  // Answers with the account view, whose coaches carry a presigned CV link.
  { method: 'PUT', path: '/api/admin/users/{id}', handler: 'admin/update-user', access: 'admin', needs: ['media'] },
  { method: 'DELETE', path: '/api/admin/users/{id}', handler: 'admin/delete-user', access: 'admin', needs: ['media'] },
  {
    method: 'PUT',
    path: '/api/admin/coaches/{id}/status',
    handler: 'admin/set-coach-status',
    access: 'admin',
    needs: ['mail'],
  },
  { method: 'GET', path: '/api/admin/weekly-brief', handler: 'admin/get-weekly-brief', access: 'admin' },
  { method: 'PUT', path: '/api/admin/weekly-brief', handler: 'admin/put-weekly-brief', access: 'admin' },
  { method: 'GET', path: '/api/admin/waitlist', handler: 'admin/list-waitlist', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/waitlist/convert',
    handler: 'admin/convert-waitlist',
    access: 'admin',
    needs: ['mail'],
  },
  { method: 'POST', path: '/api/admin/waitlist/delete', handler: 'admin/delete-waitlist', access: 'admin' },
];

/** Paths the spec serves without the /api prefix; CloudFront forwards these to the API too. */
export const ROOT_API_PATHS = ['/transcribe-audio', '/upload-text', '/upload-video', '/rebrief'] as const;

export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || (ROOT_API_PATHS as readonly string[]).includes(pathname);
}

/** Roles a token may carry. Admin tokens carry a different audience as well. */
export type Role = 'user' | 'coach' | 'admin';

export function roleMayCall(access: Access, role: Role | undefined): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'member':
      return role === 'user' || role === 'coach';
    default:
      return role === access;
  }
}

/** Periodic jobs: EventBridge rules in AWS, the in-process scheduler locally. */
export interface ScheduledJob {
  name: string;
  /** Module under functions/src/handlers/ exporting `handler`. */
  handler: string;
  /** EventBridge cron (6 fields, UTC). */
  cron: string;
  /** Local scheduler interval in seconds (sweeps run more often locally). */
  localEverySeconds: number;
  /** Permissions beyond the table. */
  needs?: ReadonlyArray<'media'>;
}

export const SCHEDULED_JOBS = [
  { name: 'monthly-token-renewal', handler: 'scheduled/renew-tokens', cron: '5 0 1 * ? *', localEverySeconds: 3600 },
  {
    name: 'vent-note-expiry',
    handler: 'scheduled/expire-vent-notes',
    cron: '0 * * * ? *',
    localEverySeconds: 60,
    needs: ['media'],
  },
] as const satisfies readonly ScheduledJob[];

/**
 * The media worker: not an API route; invoked asynchronously by routes that need 'jobs' (an
 * in-process call locally). It transcribes (Amazon Transcribe in AWS) and coaches.
 */
export const MEDIA_WORKER = {
  handler: 'jobs/run-media-job',
  timeoutSeconds: 900,
  needs: ['media', 'transcribe', 'bedrock', 'safetyGate'],
} as const satisfies Pick<ApiRoute, 'handler' | 'timeoutSeconds' | 'needs'>;

/** The authorizer module (functions/src/handlers/authorizer.ts). */
export const AUTHORIZER_HANDLER = 'authorizer';

/** How long API Gateway (and the local adapter) reuse the authorizer's answer for one token. */
export const AUTHORIZER_CACHE_SECONDS = 300;
