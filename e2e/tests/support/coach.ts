import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  adminTokenByApi,
  loginByApi,
  newestEmailTo,
  randomAddress,
  STRONG_PASSWORD,
  temporaryPasswordIn,
} from './accounts';
import { seedStorage, uniqueEmail } from './session';

/** A small valid PDF (one blank page): the CV a coach applies with. */
export const CV_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const CV_FILE = { name: 'Coach CV.pdf', mimeType: 'application/pdf', buffer: CV_PDF };

const headers = (token?: string) => ({
  'cloudfront-viewer-address': `${randomAddress()}:443`,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export interface ApprovedCoach {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A coach the way the product makes one, all through the API: apply with a CV, the admin
 * approves, the coach signs in with the emailed password and sets their own.
 */
export async function approvedCoachByApi(request: APIRequestContext, name = 'Morgan Reyes'): Promise<ApprovedCoach> {
  const email = uniqueEmail('coach');
  const applied = await request.post('/api/auth/coach-register', {
    headers: headers(),
    multipart: { name, email, phone: '+1 555 0199', specialties: 'Sport performance, Exam stress', cv: CV_FILE },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await adminTokenByApi(request);
  const users = await (await request.get('/api/admin/users?limit=200', { headers: headers(admin) })).json();
  const id = (users.items as Array<{ _id: string; email: string }>).find((a) => a.email === email)?._id ?? '';
  const decided = await request.put(`/api/admin/coaches/${id}/status`, {
    headers: headers(admin),
    data: { status: 'approved' },
  });
  expect(decided.status()).toBe(200);
  const temporary = temporaryPasswordIn(await newestEmailTo(email));
  const login = await loginByApi(request, email, temporary);
  const changed = await request.put('/api/auth/change-password', {
    headers: headers(login.body.token),
    data: { currentPassword: temporary, newPassword: STRONG_PASSWORD },
  });
  expect(changed.status()).toBe(200);
  return { id, name, email, password: STRONG_PASSWORD, token: (await changed.json()).token };
}

/** Opens /coach already signed in as this coach. */
export async function openCoachDashboard(page: Page, coach: ApprovedCoach): Promise<void> {
  await seedStorage(page, { jwt: coach.token, role: 'coach' });
  await page.goto('/coach');
  await expect(page.getByRole('heading', { level: 1, name: 'B.R.I.E.F.S Requests' })).toBeVisible();
  await expect(page).toHaveTitle('B.R.I.E.F.S Requests');
}

export const COACH_REQUEST_CONTACT = {
  name: 'Sam Okafor',
  phone: '+1 555 014 3333',
  background: 'Sprinter, final year',
};

/** A person's coach-mode text submission sent on to coaches, as the dashboard sends it. */
export async function textCoachRequestByApi(request: APIRequestContext, token: string, transcript: string) {
  const contact = { ...COACH_REQUEST_CONTACT, email: uniqueEmail('asker') };
  const submitted = await request.post('/upload-text', {
    headers: headers(token),
    data: { transcript, isCoach: true, ...contact },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const { requestId } = await submitted.json();
  const created = await request.post('/api/coach-requests', {
    headers: headers(token),
    data: { transcript, ...contact, requestId },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json())._id as string, requestId: requestId as string };
}
