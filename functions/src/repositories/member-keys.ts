/**
 * Keys of the items a person's requests fan out to, in one place because the request, community
 * and coach-request repositories each write or delete the others' items in shared transactions.
 * All of them sit under the person's pk, so deleting the person removes them too.
 */
export const requestKey = (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `REQ#${id}` });

/** A community case: at most one per request, so sharing twice cannot make two. */
export const shareKey = (userId: string, requestId: string) => ({ pk: `USER#${userId}`, sk: `SHARE#${requestId}` });

export const coachRequestKey = (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `COACHREQ#${id}` });

/** gsi1 partitions: the community feed (newest first) and coach requests still open (oldest first). */
export const COMMUNITY_FEED_KEY = 'COMMUNITY';
export const OPEN_COACH_REQUESTS_KEY = 'COACHREQ#OPEN';

/** gsi2 lookups by public id: a case and a coach request are found from their id alone. */
export const caseLookupKey = (caseId: string) => ({ gsi2pk: `CASE#${caseId}`, gsi2sk: 'CASE' });
export const coachRequestLookupKey = (id: string) => ({ gsi2pk: `COACHREQ#${id}`, gsi2sk: 'COACHREQ' });

/** Files a request owns live under this prefix of the media bucket. */
export const requestMediaPrefix = (userId: string, id: string) => `users/${userId}/requests/${id}/`;
export const coachRequestMediaPrefix = (userId: string, id: string) => `users/${userId}/coach-requests/${id}/`;
