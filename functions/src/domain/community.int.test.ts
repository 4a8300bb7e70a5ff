import { describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import { seedAccount, testRuntime } from '../../../infra/local/test-support/seed.ts';
import { newSortableId } from '../lib/ids.ts';
import { epochSeconds } from '../repositories/table.ts';

const SITUATION = 'My match point nerves came back today and I double faulted twice in the tiebreak.';

async function submit(token: string, transcript = SITUATION) {
  const response = await api('/upload-text', { token, body: { transcript } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.requestId as string;
}
const feed = async (token: string) =>
  (await api('/api/debrief', { token })).body.items as Array<Record<string, unknown>>;
const ids = (items: Array<Record<string, unknown>>) => items.map((item) => item._id);

describe('POST /api/debrief', () => {
  it("shares the caller's own request once, under their name, for 24 hours", async () => {
    const author = await seedAccount('user', { name: '<script>alert(1)</script> Ana' });
    const reader = await seedAccount('user');
    const id = await submit(author.token);
    const first = await api('/api/debrief', {
      token: author.token,
      body: { requestId: id, transcript: 'forged', tip: 'forged' },
    });
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.expiresAt) - Date.parse(first.body.createdAt)).toBe(24 * 3600_000);
    const again = await api('/api/debrief', { token: author.token, body: { requestId: id } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const cases = (await feed(reader.token)).filter((item) => item._id === id);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      transcript: SITUATION,
      tip: expect.stringContaining('**F.A.S. (Functional Actionable Skill):**'),
      user: { name: '<script>alert(1)</script> Ana' },
      mine: false,
    });
    expect((await feed(author.token)).find((item) => item._id === id)?.mine).toBe(true);
    const history = await api('/api/requests', { token: author.token });
    expect(history.body.items[0]).toMatchObject({ _id: id, shared: true });
  });

  it("someone else's request is 404 and nothing is shared; a missing id is 400", async () => {
    const owner = await seedAccount('user');
    const stranger = await seedAccount('user');
    const id = await submit(owner.token);
    const refused = await api('/api/debrief', { token: stranger.token, body: { requestId: id } });
    expect(refused.status).toBe(404);
    expect(ids(await feed(stranger.token))).not.toContain(id);
    expect((await api('/api/requests', { token: owner.token })).body.items[0].shared).toBe(false);
    expect((await api('/api/debrief', { token: owner.token, body: { transcript: 'x' } })).status).toBe(400);
  });

  it('runs the safety gate again: a stored request that now reads as a crisis is not published', async () => {
    const user = await seedAccount('user');
    const rt = testRuntime();
    const id = newSortableId();
    await rt.repos.requests.put({
      id,
      userId: user.id,
      createdAt: new Date().toISOString(),
      transcript: 'I have been planning to kill myself after the season ends.',
      tip: '**B.R.I.E.F.S. Response:**\nx\n\n**F.A.S. (Functional Actionable Skill):**\ny',
      summary: '',
      skillId: 'x',
      theme: 'x',
      suggestedVideo: { title: 't', url: 'https://www.youtube.com/watch?v=WWloIAQpMcQ', thumbnail: '' },
      pool: 'brief',
    });
    const refused = await api('/api/debrief', { token: user.token, body: { requestId: id } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('UNSAFE_TO_SHARE');
    expect(ids(await feed(user.token))).not.toContain(id);
  });
});

describe('GET /api/debrief', () => {
  it('lists the last 24 hours newest first and never an expired case, even before TTL removes it', async () => {
    const author = await seedAccount('user');
    const reader = await seedAccount('user');
    const rt = testRuntime();
    const oldId = await submit(
      author.token,
      'Yesterday my coach benched me for the second half and I still feel flat.',
    );
    const longAgo = new Date(Date.now() - 25 * 3600_000);
    expect(
      await rt.repos.community.share({
        id: oldId,
        authorId: author.id,
        authorName: 'Old',
        createdAt: longAgo.toISOString(),
        transcript: 'old',
        tip: 'old',
        summary: '',
        expiresAt: epochSeconds(longAgo) + 24 * 3600,
      }),
    ).toBe('created');
    const a = await submit(author.token);
    const b = await submit(author.token, 'I froze during the recital run-through and my teacher noticed.');
    await api('/api/debrief', { token: author.token, body: { requestId: a } });
    await api('/api/debrief', { token: author.token, body: { requestId: b } });

    const listed = ids(await feed(reader.token));
    expect(listed).not.toContain(oldId);
    expect(listed.indexOf(b)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(b)).toBeLessThan(listed.indexOf(a));
  });
});

describe('POST /api/debrief/{id}/report', () => {
  it('hides a case for the reporter at once and for everyone after three reports', async () => {
    const author = await seedAccount('user');
    const [r1, r2, r3] = await Promise.all([1, 2, 3].map(() => seedAccount('user')));
    const bystander = author;
    const id = await submit(author.token);
    await api('/api/debrief', { token: author.token, body: { requestId: id } });
    const report = (token: string) => api(`/api/debrief/${id}/report`, { token, body: {} });

    expect((await report(r1!.token)).status).toBe(200);
    expect(ids(await feed(r1!.token))).not.toContain(id);
    expect(ids(await feed(bystander.token))).toContain(id);
    expect((await report(r1!.token)).status).toBe(200);
    await report(r2!.token);
    expect(ids(await feed(bystander.token))).toContain(id);
    await report(r3!.token);
    expect(ids(await feed(bystander.token))).not.toContain(id);
    expect((await api('/api/debrief/no-such-case-1/report', { token: r1!.token, body: {} })).status).toBe(404);
  }, 60_000);
});
