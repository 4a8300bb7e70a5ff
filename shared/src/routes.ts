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

/** What a row may add: a longer run, the temporary session, extra permissions. */
type RouteOptions = Pick<ApiRoute, 'timeoutSeconds' | 'temporarySession' | 'needs'>;

/** Seconds for the calls that wait on a model, a transcription or an upload (API Gateway's most). */
const SLOW = 29;

/** One row: 'METHOD /path', the handler module, who may call it, and what more it needs. */
function route(
  endpoint: `${HttpMethod} /${string}`,
  handler: string,
  access: Access,
  options: RouteOptions = {},
): ApiRoute {
  const [method, path] = endpoint.split(' ') as [HttpMethod, string];
  return { method, path, handler, access, ...options };
}

export const API_ROUTES: readonly ApiRoute[] = [
  route('POST /api/waitlist', 'waitlist/join', 'public'),
  // Accounts and sign-in
  route('POST /api/auth/login', 'auth/login', 'public', { needs: ['jwtSign'] }),
  route('POST /api/auth/admin-login', 'auth/admin-login', 'public', { needs: ['jwtSign'] }),
  route('GET /api/auth/me', 'auth/get-me', 'member', { temporarySession: true }),
  route('PUT /api/auth/me', 'auth/update-me', 'member'),
  route('PUT /api/auth/change-password', 'auth/change-password', 'member', {
    temporarySession: true,
    needs: ['jwtSign'],
  }),
  route('POST /api/auth/forgot-password', 'auth/forgot-password', 'public', { needs: ['mail'] }),
  route('POST /api/auth/coach-register', 'auth/coach-register', 'public', { needs: ['media'] }),
  route('GET /api/weekly-brief', 'weekly/get-weekly-brief', 'member'),
  // Instant coaching and token pools
  route('POST /upload-text', 'coaching/upload-text', 'user', {
    needs: ['bedrock', 'safetyGate'],
    timeoutSeconds: SLOW,
  }),
  route('POST /rebrief', 'coaching/rebrief', 'user', { needs: ['bedrock', 'safetyGate'], timeoutSeconds: SLOW }),
  route('GET /api/usage', 'coaching/get-usage', 'user'),
  // The person's history, the community and coach requests
  // A coach's video reply is listed with a presigned link.
  route('GET /api/requests', 'history/list-requests', 'user', { needs: ['media'] }),
  route('DELETE /api/requests/{id}', 'history/delete-request', 'user', { needs: ['media'] }),
  // A coach's reply on the person's side: the dashboard's notice until it is watched
  route('GET /api/coach-replies/unwatched', 'history/list-unwatched-replies', 'user'),
  route('POST /api/requests/{id}/reply-watched', 'history/mark-reply-watched', 'user'),
  route('POST /api/debrief', 'community/share-case', 'user', { needs: ['safetyGate'] }),
  route('GET /api/debrief', 'community/list-cases', 'user'),
  route('POST /api/debrief/{id}/report', 'community/report-case', 'user'),
  route('POST /api/coach-requests', 'coach-requests/create', 'user', { needs: ['media', 'safetyGate'] }),
  // The coach's side: open requests, and the video reply
  route('GET /api/coach-requests', 'coach-requests/list', 'coach', { needs: ['media'] }),
  route('PUT /api/coach-requests/{id}/response', 'coach-requests/respond', 'coach', {
    needs: ['media', 'jobs', 'mail'],
    timeoutSeconds: SLOW,
  }),
  // Ventometer: one voice note per person for 24 hours; a tip on request ('Still Feel This Way')
  route('GET /api/vent', 'vent/get-vent', 'user', { needs: ['media'] }),
  route('POST /api/vent/upload', 'vent/upload-vent', 'user', {
    needs: ['media', 'transcribe', 'safetyGate'],
    timeoutSeconds: SLOW,
  }),
  route('POST /api/vent/better', 'vent/dismiss-vent', 'user', { needs: ['media'] }),
  route('POST /api/vent/tip', 'vent/vent-tip', 'user', {
    needs: ['media', 'bedrock', 'safetyGate'],
    timeoutSeconds: SLOW,
  }),
  // Voice and video: uploads are checked here, the slow work runs in the media worker
  route('POST /transcribe-audio', 'media/transcribe-audio', 'user', {
    needs: ['media', 'jobs', 'safetyGate'],
    timeoutSeconds: SLOW,
  }),
  route('POST /api/uploads/video', 'media/create-video-upload', 'member', { needs: ['media'] }),
  route('POST /upload-video', 'media/upload-video', 'user', { needs: ['media', 'jobs'], timeoutSeconds: SLOW }),
  route('GET /api/jobs/{jobId}', 'media/get-job', 'user'),
  // Admin panel
  route('GET /api/admin/users', 'admin/list-users', 'admin', { needs: ['media'] }),
  // Answers with the account view, whose coaches carry a presigned CV link.
  route('PUT /api/admin/users/{id}', 'admin/update-user', 'admin', { needs: ['media'] }),
  route('DELETE /api/admin/users/{id}', 'admin/delete-user', 'admin', { needs: ['media'] }),
  route('PUT /api/admin/coaches/{id}/status', 'admin/set-coach-status', 'admin', { needs: ['mail'] }),
  route('GET /api/admin/weekly-brief', 'admin/get-weekly-brief', 'admin'),
  route('PUT /api/admin/weekly-brief', 'admin/put-weekly-brief', 'admin'),
  route('GET /api/admin/waitlist', 'admin/list-waitlist', 'admin'),
  route('POST /api/admin/waitlist/convert', 'admin/convert-waitlist', 'admin', { needs: ['mail'] }),
  route('POST /api/admin/waitlist/delete', 'admin/delete-waitlist', 'admin'),
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
