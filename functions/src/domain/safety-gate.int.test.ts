import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { api, testTable } from '../../../infra/local/test-support/api.ts';
import { seedAccount } from '../../../infra/local/test-support/seed.ts';

const CHECK_IN = 'I feel like disappearing for a bit after that loss';
const EXPLICIT = 'I want to kill myself after this meet';
const submit = (token: string, body: Record<string, unknown>) => api('/upload-text', { token, body });
const remaining = async (token: string) => (await api('/api/usage', { token })).body.briefTokensRemaining;

async function storedRequests(userId: string) {
  const { db, name } = testTable();
  const result = await db.send(
    new QueryCommand({
      TableName: name,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :req)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':req': 'REQ#' },
    }),
  );
  return result.Items ?? [];
}

describe('the safety check-in over HTTP', () => {
  it('asks first: no tip, no token, nothing stored; "I\'m safe, keep going" then coaches and charges once', async () => {
    const user = await seedAccount('user');
    const asked = await submit(user.token, { transcript: CHECK_IN });
    expect(asked.status).toBe(200);
    expect(asked.body.coachingTip).toBeUndefined();
    expect(asked.body.crisis).toBeUndefined();
    expect(asked.body.checkIn).toMatchObject({ canContinue: true, message: expect.stringMatching(/check in/) });
    expect(asked.body.checkIn.why).toMatch(/ask/);
    expect(asked.body.checkIn.resources.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['lifeline', 'crisisTextLine', 'emergency', 'helplineDirectory']),
    );
    expect(asked.body.checkIn.support.message).toContain('988');
    expect(asked.body.transcript).toBe(CHECK_IN);
    expect(await remaining(user.token)).toBe(30);
    expect(await storedRequests(user.id)).toHaveLength(0);

    const coached = await submit(user.token, { transcript: CHECK_IN, confirmedSafe: true });
    expect(coached.status).toBe(200);
    expect(coached.body.coachingTip).toContain('**F.A.S. (Functional Actionable Skill):**');
    expect(await remaining(user.token)).toBe(29);
    expect(await storedRequests(user.id)).toHaveLength(1);
  });

  it('refuses a forged "keep going" on an explicit crisis: the crisis answer, no token, nothing stored', async () => {
    const user = await seedAccount('user');
    const response = await submit(user.token, { transcript: EXPLICIT, confirmedSafe: true });
    expect(response.status).toBe(200);
    expect(response.body.coachingTip).toBeUndefined();
    expect(response.body.crisis).toMatchObject({ category: 'suicide' });
    expect(await remaining(user.token)).toBe(30);
    expect(await storedRequests(user.id)).toHaveLength(0);
  });

  it('asks on Re-B.R.I.E.F feedback too, and continues when confirmed', async () => {
    const user = await seedAccount('user');
    const first = (await submit(user.token, { transcript: 'Nervous about my exam tomorrow morning.' })).body;
    const body = { transcript: first.transcript, previousTip: first.coachingTip, requestId: first.requestId };
    const asked = await api('/rebrief', { token: user.token, body: { ...body, feedback: CHECK_IN } });
    expect(asked.body.checkIn).toBeDefined();
    const stored = await storedRequests(user.id);
    expect(stored[0]?.tip).toBe(first.coachingTip);
    const again = await api('/rebrief', {
      token: user.token,
      body: { ...body, feedback: CHECK_IN, confirmedSafe: true },
    });
    expect(again.body.coachingTip).toContain('**F.A.S. (Functional Actionable Skill):**');
  });

  it('answers a crisis in Spanish with the crisis answer and a non-English text with a check-in it cannot skip', async () => {
    const user = await seedAccount('user');
    const spanish = await submit(user.token, { transcript: 'ya no puedo más, quiero morirme', confirmedSafe: true });
    expect(spanish.body.crisis).toMatchObject({ category: 'suicide' });
    const french = await submit(user.token, {
      transcript: 'Je suis très stressé par mon examen de demain',
      confirmedSafe: true,
    });
    expect(french.body.checkIn).toMatchObject({ category: 'not_english', canContinue: false });
    expect(french.body.checkIn.resources[0].id).toBe('helplineDirectory');
    expect(await remaining(user.token)).toBe(30);
  });
});
