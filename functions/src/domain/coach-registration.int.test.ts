import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { COACH_REGISTER_MESSAGES as M } from '@briefs/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, randomAddress, stackInfo, uniqueEmail } from '../../../infra/local/test-support/api.ts';
import { type FilePart, postMultipart, TINY_PDF } from '../../../infra/local/test-support/multipart.ts';
import {
  adminToken,
  newestEmailTo,
  seedAccount,
  temporaryPasswordIn,
  testRuntime,
} from '../../../infra/local/test-support/seed.ts';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const cv = (overrides: Partial<FilePart> = {}): FilePart => ({
  field: 'cv',
  fileName: 'Jordan Lee CV.pdf',
  contentType: 'application/pdf',
  bytes: TINY_PDF,
  ...overrides,
});
const application = (email: string) => ({
  name: 'Jordan Lee',
  email,
  phone: '+1 555 0100',
  specialties: 'Sport performance, exam stress , , Sport performance',
});
const register = (email: string, file: FilePart | null = cv(), address?: string) =>
  postMultipart('/api/auth/coach-register', application(email), file ?? undefined, { address });

async function storedCvCount(): Promise<number> {
  const info = stackInfo();
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: info.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const page = await s3.send(new ListObjectsV2Command({ Bucket: info.bucket, Prefix: 'coaches/' }));
  return page.KeyCount ?? 0;
}

async function accountFor(email: string) {
  const id = await testRuntime().repos.emailClaims.findUserId(email);
  return id ? testRuntime().repos.accounts.get(id) : null;
}

describe('coach registration', () => {
  it('creates a pending coach with specialties as a list and the CV under coaches/{id}/cv, shown to admins only by a short-lived link', async () => {
    const email = uniqueEmail('apply');
    const answer = await register(email);
    expect(answer).toEqual({ status: 201, body: { message: M.received } });
    const account = await accountFor(email);
    expect(account).toMatchObject({
      role: 'coach',
      status: 'pending',
      name: 'Jordan Lee',
      phone: '+1 555 0100',
      specialties: ['Sport performance', 'exam stress'],
      cvKey: `coaches/${account?.id}/cv`,
    });
    const listed = await api('/api/admin/users?limit=200', { token: admin });
    const coach = listed.body.items.find((a: { email: string }) => a.email === email);
    expect(coach.cvUrl).toMatch(/X-Amz-Expires=300/);
    const pdf = await fetch(coach.cvUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    // Editing the coach answers with the same view, CV link included (the route declares `media`).
    const edit = { name: 'Jordan Lee', email, briefMonthlyLimit: 30, briefTokensRemaining: 30, coachMonthlyLimit: 5 };
    const edited = await api(`/api/admin/users/${account?.id}`, {
      method: 'PUT',
      body: { ...edit, coachTokensRemaining: 5 },
      token: admin,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.cvUrl).toMatch(/X-Amz-Expires=300/);

    const pending = await api('/api/auth/login', { body: { email, password: 'Anything#123' } });
    expect(pending).toMatchObject({ status: 403, body: { code: 'COACH_NOT_APPROVED', error: M.pendingSignIn } });
  });

  it('answers 409 with a clear message when the email is in use, and keeps nothing of the second try', async () => {
    const email = uniqueEmail('twice');
    expect((await register(email)).status).toBe(201);
    const before = await storedCvCount();
    expect(await register(email)).toMatchObject({ status: 409, body: { code: 'CONFLICT', error: M.emailInUse } });
    const member = await seedAccount('user');
    expect((await register(member.email)).status).toBe(409);
    expect(await storedCvCount()).toBe(before);
  });

  it.each([
    [
      'an executable renamed .pdf',
      cv({ bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4000)]) }),
      400,
      M.cvNotPdf,
    ],
    [
      'an HTML page sent as application/pdf',
      cv({ fileName: 'cv.pdf', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') }),
      400,
      M.cvNotPdf,
    ],
    ['a 6 MB file', cv({ bytes: Buffer.concat([TINY_PDF, Buffer.alloc(6 * 1024 * 1024)]) }), 413, M.cvTooLarge],
    ['a file name with ../', cv({ fileName: '../../etc/cv.pdf' }), 400, M.cvBadName],
    ['a file name with a NUL byte', cv({ fileName: 'cv\u0000.pdf' }), 400, M.formUnreadable],
    ['an encoded file name with a NUL byte', cv({ fileName: 'cv\u0000.pdf', encodeName: true }), 400, M.cvBadName],
    ['an encoded file name with ../', cv({ fileName: '../cv.pdf', encodeName: true }), 400, M.cvBadName],
    ['no CV at all', null, 400, M.required],
  ])('refuses %s clearly and stores nothing', async (_label, file, status, message) => {
    const email = uniqueEmail('bad');
    const before = await storedCvCount();
    expect(await register(email, file)).toMatchObject({ status, body: { error: message } });
    expect(await accountFor(email)).toBeNull();
    expect(await storedCvCount()).toBe(before);
  });

  it('requires name, email and specialties with the spec text; phone is optional', async () => {
    const email = uniqueEmail('fields');
    for (const missing of ['name', 'email', 'specialties']) {
      const fields: Record<string, string> = { ...application(email), phone: '' };
      delete fields[missing];
      const answer = await postMultipart('/api/auth/coach-register', fields, cv());
      expect(answer, missing).toMatchObject({ status: 400, body: { error: M.required } });
    }
    const json = await api('/api/auth/coach-register', { body: application(email) });
    expect(json.status).toBe(400);
    const { phone: _phone, ...withoutPhone } = application(email);
    expect((await postMultipart('/api/auth/coach-register', withoutPhone, cv())).status).toBe(201);
  });

  it('limits applications per address', async () => {
    const address = randomAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await register(uniqueEmail('flood'), cv(), address)).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await register(uniqueEmail('other'))).status).toBe(201);
  });
});

describe('coach approval and sign-in', () => {
  it('approval emails a temporary password that expires and the sign-in link; the coach then signs in', async () => {
    const email = uniqueEmail('approve');
    await register(email);
    const id = (await accountFor(email))?.id;
    const decided = await api(`/api/admin/coaches/${id}/status`, {
      method: 'PUT',
      body: { status: 'approved' },
      token: admin,
    });
    expect(decided.status).toBe(200);
    const mail = newestEmailTo(email) ?? '';
    expect(mail).toContain('Subject: You are approved as a B.R.I.E.F.S coach');
    expect(mail).toContain(`${stackInfo().url}/login`);
    expect(mail).toContain('within 24 hours');
    const stored = await accountFor(email);
    expect(Date.parse(stored?.tempPasswordExpiresAt ?? '') - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const login = await api('/api/auth/login', { body: { email, password: temporaryPasswordIn(mail) } });
    expect(login).toMatchObject({ status: 200, body: { role: 'coach', mustChangePassword: true } });
  });

  it('rejection sends a kind email, and the rejected coach is told so at sign-in', async () => {
    const email = uniqueEmail('reject');
    await register(email);
    const id = (await accountFor(email))?.id;
    await api(`/api/admin/coaches/${id}/status`, { method: 'PUT', body: { status: 'rejected' }, token: admin });
    const mail = newestEmailTo(email) ?? '';
    expect(mail).toContain('Subject: Your B.R.I.E.F.S coach application');
    expect(mail).toContain('thank you for applying');
    expect(mail).not.toContain('Temporary password');
    const login = await api('/api/auth/login', { body: { email, password: 'Anything#123' } });
    expect(login).toMatchObject({ status: 403, body: { code: 'COACH_NOT_APPROVED', error: M.rejectedSignIn } });
  });

  it("refuses a coach's old token once the coach is pending or rejected again", async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const coach = await seedAccount('coach');
      expect((await api('/api/auth/me', { token: coach.token })).status).toBe(200);
      await testRuntime().repos.accounts.update(coach.id, { status });
      expect((await api('/api/auth/me', { token: coach.token })).status).toBe(401);
    }
  });
});
