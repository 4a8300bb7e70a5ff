/**
 * The authorization matrix, as data beside the route table: for every route, what each kind of
 * caller gets. 'ok' means the request gets past authentication and authorization (it may still
 * be a 400 or 404 for the empty test input). The integration test fails when a route in
 * API_ROUTES has no row here.
 */
export type Caller = 'anonymous' | 'user' | 'coach' | 'admin' | 'tampered' | 'expired';
export type Expectation = 'ok' | 401 | 403;
export type MatrixRow = Record<Caller, Expectation>;

const publicRow: MatrixRow = { anonymous: 'ok', user: 'ok', coach: 'ok', admin: 'ok', tampered: 'ok', expired: 'ok' };
const memberRow: MatrixRow = { anonymous: 401, user: 'ok', coach: 'ok', admin: 403, tampered: 401, expired: 401 };
const userRow: MatrixRow = { anonymous: 401, user: 'ok', coach: 403, admin: 403, tampered: 401, expired: 401 };
const coachRow: MatrixRow = { anonymous: 401, user: 403, coach: 'ok', admin: 403, tampered: 401, expired: 401 };
const adminRow: MatrixRow = { anonymous: 401, user: 403, coach: 403, admin: 'ok', tampered: 401, expired: 401 };

export const ROUTE_ACCESS_MATRIX: Record<string, MatrixRow> = {
  'POST /api/waitlist': publicRow,
  'POST /api/auth/login': publicRow,
  'POST /api/auth/admin-login': publicRow,
  'POST /api/auth/forgot-password': publicRow,
  'POST /api/auth/coach-register': publicRow,
  'GET /api/auth/me': memberRow,
  'PUT /api/auth/me': memberRow,
  'PUT /api/auth/change-password': memberRow,
  'GET /api/weekly-brief': memberRow,
  'POST /upload-text': userRow,
  'POST /rebrief': userRow,
  'GET /api/usage': userRow,
  'GET /api/requests': userRow,
  'DELETE /api/requests/{id}': userRow,
  'GET /api/coach-replies/unwatched': userRow,
  'POST /api/requests/{id}/reply-watched': userRow,
  'POST /api/debrief': userRow,
  'GET /api/debrief': userRow,
  'POST /api/debrief/{id}/report': userRow,
  'POST /api/coach-requests': userRow,
  'GET /api/coach-requests': coachRow,
  'PUT /api/coach-requests/{id}/response': coachRow,
  'GET /api/vent': userRow,
  'POST /api/vent/upload': userRow,
  'POST /api/vent/better': userRow,
  'POST /api/vent/tip': userRow,
  'POST /transcribe-audio': userRow,
  'POST /api/uploads/video': memberRow,
  'POST /upload-video': userRow,
  'GET /api/jobs/{jobId}': userRow,
  'GET /api/admin/users': adminRow,
  'PUT /api/admin/users/{id}': adminRow,
  'DELETE /api/admin/users/{id}': adminRow,
  'PUT /api/admin/coaches/{id}/status': adminRow,
  'GET /api/admin/weekly-brief': adminRow,
  'PUT /api/admin/weekly-brief': adminRow,
  'GET /api/admin/waitlist': adminRow,
  'POST /api/admin/waitlist/convert': adminRow,
  'POST /api/admin/waitlist/delete': adminRow,
};
