import type { Role } from '@briefs/shared';

/**
 * Every key of the one table, built here and nowhere else: the repositories write each other's items
 * in shared transactions (a request with its share and coach request, an account with its email
 * claim), so a prefix typed twice could drift into items no reader finds.
 *
 * Base table: everything a person owns sits under their pk `USER#<id>`, so deleting the person is one
 * Query of that pk; the rest has a partition of its own.
 */
const USER = 'USER#';
export const REQUEST_SK_PREFIX = 'REQ#';
export const COACH_REQUEST_SK_PREFIX = 'COACHREQ#';

export const userPk = (userId: string) => `${USER}${userId}`;
export const accountKey = (id: string) => ({ pk: userPk(id), sk: 'PROFILE' });
export const requestKey = (userId: string, id: string) => ({ pk: userPk(userId), sk: `${REQUEST_SK_PREFIX}${id}` });
/** A community case: at most one per request, so sharing twice cannot make two. */
export const shareKey = (userId: string, requestId: string) => ({ pk: userPk(userId), sk: `SHARE#${requestId}` });
export const coachRequestKey = (userId: string, id: string) => ({
  pk: userPk(userId),
  sk: `${COACH_REQUEST_SK_PREFIX}${id}`,
});
export const jobKey = (userId: string, id: string) => ({ pk: userPk(userId), sk: `JOB#${id}` });
export const ventKey = (userId: string) => ({ pk: userPk(userId), sk: 'VENT' });

export const emailClaimKey = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'CLAIM' });
export const waitlistKey = (id: string) => ({ pk: `WAITLIST#${id}`, sk: 'ENTRY' });
export const rateLimitPk = (bucket: string, subject: string) => `RATE#${bucket}#${subject}`;
export const weeklyBriefKey = { pk: 'SETTINGS', sk: 'WEEKLY_BRIEF' } as const;
/** Marks the one-time backfill of the search index as done. */
export const searchBackfillMarkerKey = { pk: 'SETTINGS', sk: 'SEARCH_INDEX_V1' } as const;

/** gsi1 partitions: accounts by role, the waitlist, the community feed, coach requests still open. */
export const roleListPk = (role: Role) => `ROLE#${role}`;
export const WAITLIST_LIST_KEY = 'WAITLIST';
export const COMMUNITY_FEED_KEY = 'COMMUNITY';
export const OPEN_COACH_REQUESTS_KEY = `${COACH_REQUEST_SK_PREFIX}OPEN`;

/** gsi2: the admin search lists (`FIND#<list>`, sorted by text), and lookups by public id. */
export type SearchList = Role | typeof WAITLIST_LIST_KEY;
export const searchPartition = (list: SearchList) => `FIND#${list}`;
/** A name word's own item under the account's pk, so a rename finds the words it replaces. */
export const NAME_WORD_SK_PREFIX = 'FIND#NAME#';
export const caseLookupKey = (caseId: string) => ({ gsi2pk: `CASE#${caseId}`, gsi2sk: 'CASE' });
/** Vent notes by the time they lapse, for the hourly clean-up. */
export const VENT_EXPIRY_PARTITION = 'VENT_EXPIRY';
export const coachRequestLookupKey = (id: string) => ({
  gsi2pk: `${COACH_REQUEST_SK_PREFIX}${id}`,
  gsi2sk: 'COACHREQ',
});

/** gsi3 (local only): the expiry sweep's partition for a day, `EXPIRES#<yyyy-mm-dd>` (UTC). */
export function expiryPartition(epochSecondsValue: number): string {
  return `EXPIRES#${new Date(epochSecondsValue * 1000).toISOString().slice(0, 10)}`;
}

/** Files a request owns live under this prefix of the media bucket. */
export const requestMediaPrefix = (userId: string, id: string) => `users/${userId}/requests/${id}/`;
export const coachRequestMediaPrefix = (userId: string, id: string) => `users/${userId}/coach-requests/${id}/`;
