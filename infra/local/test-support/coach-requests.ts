import { api } from './api.ts';
import { postMultipart } from './multipart.ts';

/** What a person enters in coach mode; coaches see the name and background only. */
export const COACH_CONTACT = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  phone: '+1 555 014 2222',
  background: 'Tennis, club level',
};

/** A person's coach-mode submission sent on to coaches, as the dashboard does it: both ids. */
export async function submitToCoach(token: string, transcript: string) {
  const submitted = await api('/upload-text', { token, body: { transcript, isCoach: true, ...COACH_CONTACT } });
  if (submitted.status !== 200) throw new Error(`upload-text answered ${submitted.status}`);
  const requestId: string = submitted.body.requestId;
  const created = await api('/api/coach-requests', { token, body: { transcript, ...COACH_CONTACT, requestId } });
  if (created.status !== 201) throw new Error(`coach request answered ${created.status}`);
  return { coachRequestId: created.body._id as string, requestId };
}

/** The same, answering the coach request's id (what coaches see). */
export async function openCoachRequest(token: string, transcript: string): Promise<string> {
  return (await submitToCoach(token, transcript)).coachRequestId;
}

/** A coach's reply in the spec's multipart form (field `video`). */
export function replyToCoachRequest(token: string, id: string, video: Buffer) {
  return postMultipart(
    `/api/coach-requests/${id}/response`,
    {},
    { field: 'video', fileName: 'reply.mp4', contentType: 'video/mp4', bytes: video },
    { token, method: 'PUT' },
  );
}
