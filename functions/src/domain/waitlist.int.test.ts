import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { api, randomAddress, testTable, uniqueEmail, viaCloudFront } from '../../../infra/local/test-support/api.ts';
import { waitlistKey } from '../repositories/keys.ts';
import { waitlistIdFor } from '../repositories/waitlist-repository.ts';

const join = (email: unknown, headers?: Record<string, string>) => api('/api/waitlist', { body: { email }, headers });

describe('POST /api/waitlist', () => {
  it('creates an entry once, trimmed and lower-cased, and says already_waitlisted after', async () => {
    const email = uniqueEmail('Join');
    expect(await join(`  ${email.toUpperCase()} `)).toEqual({ status: 200, body: { status: 'created' } });
    expect(await join(email)).toEqual({ status: 200, body: { status: 'already_waitlisted' } });
    const { db, name } = testTable();
    const stored = await db.send(
      new GetCommand({ TableName: name, Key: waitlistKey(waitlistIdFor(email.toLowerCase())) }),
    );
    expect(stored.Item?.email).toBe(email.toLowerCase());
  });

  it('makes one entry from simultaneous sign-ups with the same email', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => join(email, viaCloudFront(`10.0.0.${i}`))));
    const statuses = answers.map((a) => a.body.status).sort();
    expect(statuses.filter((s) => s === 'created')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'already_waitlisted')).toHaveLength(7);
    const { db, name } = testTable();
    const listed = await db.send(
      new QueryCommand({
        TableName: name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'email = :email',
        ExpressionAttributeValues: { ':pk': 'WAITLIST', ':email': email.toLowerCase() },
      }),
    );
    expect(listed.Items).toHaveLength(1);
  });

  it('says already_user when an account holds the email', async () => {
    const email = uniqueEmail('member');
    const { db, name } = testTable();
    await db.send(
      new PutCommand({ TableName: name, Item: { pk: `EMAIL#${email}`, sk: 'CLAIM', userId: 'user-123456' } }),
    );
    expect((await join(email)).body).toEqual({ status: 'already_user' });
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'VALIDATION_FAILED', 'Please enter a valid email'],
    ['a missing email', {}, 'VALIDATION_FAILED', undefined],
    ['unknown fields', { email: uniqueEmail(), role: 'admin' }, 'VALIDATION_FAILED', undefined],
    ['a non-string email', { email: 42 }, 'VALIDATION_FAILED', undefined],
  ])('answers 400 for %s', async (_label, body, code, message) => {
    const response = await api('/api/waitlist', { body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    if (message) expect(response.body.error).toBe(message);
  });

  it('answers 400 with a code for malformed JSON, a wrong content type and a body over 10 KB', async () => {
    const malformed = await api('/api/waitlist', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'INVALID_JSON']);
    const wrongType = await api('/api/waitlist', {
      rawBody: 'email=a@b.co',
      headers: { 'content-type': 'text/plain' },
    });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'INVALID_CONTENT_TYPE']);
    const huge = await api('/api/waitlist', { body: { email: uniqueEmail(), padding: 'x'.repeat(11 * 1024) } });
    expect([huge.status, huge.body.code]).toEqual([400, 'BODY_TOO_LARGE']);
  });

  it('answers 404 JSON for unknown API paths and methods', async () => {
    expect(await api('/api/does-not-exist')).toEqual({ status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } });
    expect((await api('/api/waitlist', { method: 'GET' })).status).toBe(404);
  });

  it('answers 429 RATE_LIMITED after 10 sign-ups in a minute from one address', async () => {
    const address = randomAddress();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await join(uniqueEmail('burst'), viaCloudFront(address)));
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect((await join(uniqueEmail('other'))).status).toBe(200);
  });
});
