import {
  type CommunityCase,
  type CommunityFeed,
  LIMITS,
  type ReportCaseResponse,
  type ShareCaseResponse,
} from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { log } from '../lib/log.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';
import type { CommunityCaseRecord } from '../repositories/community-repository.ts';
import { epochSeconds } from '../repositories/table.ts';
import type { Runtime } from '../runtime.ts';
import { screenForSafety } from './safety-gate.ts';

const WINDOW_HOURS = LIMITS.communityShareHours;

function shareAnswer(id: string, createdAt: string): ShareCaseResponse {
  const expiresAt = new Date(Date.parse(createdAt) + WINDOW_HOURS * 3600_000).toISOString();
  return { _id: id, createdAt, expiresAt };
}

/**
 * De-B.R.I.E.F: shares one of the caller's own requests for 24 hours, once, under their name.
 * What is published is the stored request, and it passes the safety gate again first: a feed every
 * member reads for a day is no place for words that read as a crisis or need a check-in.
 */
export async function shareCase(
  runtime: Runtime,
  author: Pick<AccountRecord, 'id' | 'name'>,
  requestId: string,
): Promise<ShareCaseResponse> {
  const userId = author.id;
  const request = await runtime.repos.requests.get(userId, requestId);
  if (!request) throw new AppError('NOT_FOUND');
  if (request.sharedAt) return shareAnswer(requestId, request.sharedAt);
  // The person's words; the tip is the engine's own text and passed the output check when written.
  const stop = await screenForSafety([request.transcript], { transcript: '', where: 'community-share' });
  if (stop) throw new AppError('UNSAFE_TO_SHARE');
  const now = runtime.now();
  const record: CommunityCaseRecord = {
    id: requestId,
    authorId: userId,
    authorName: author.name,
    createdAt: now.toISOString(),
    transcript: request.transcript,
    tip: request.tip,
    summary: request.summary,
    expiresAt: epochSeconds(now) + WINDOW_HOURS * 3600,
  };
  const outcome = await runtime.repos.community.share(record);
  if (outcome === 'no-request') throw new AppError('NOT_FOUND');
  if (outcome === 'already-shared') {
    const existing = await runtime.repos.community.get(userId, requestId);
    return shareAnswer(requestId, existing?.createdAt ?? record.createdAt);
  }
  return shareAnswer(requestId, record.createdAt);
}

function toCase(record: CommunityCaseRecord, viewerId: string): CommunityCase {
  return {
    _id: record.id,
    createdAt: record.createdAt,
    transcript: record.transcript,
    tip: record.tip,
    user: { name: record.authorName },
    mine: record.authorId === viewerId,
  };
}

/** Cases shared in the last 24 hours, newest first (the client pages them, 5 a page). */
export async function listCases(runtime: Runtime, viewerId: string): Promise<CommunityFeed> {
  const records = await runtime.repos.community.listRecent(viewerId, runtime.now(), WINDOW_HOURS);
  return { items: records.map((record) => toCase(record, viewerId)) };
}

/** Hides the case from the reporter at once, and from everyone once enough members report it. */
export async function reportCase(runtime: Runtime, reporterId: string, caseId: string): Promise<ReportCaseResponse> {
  const record = await runtime.repos.community.findLive(caseId, runtime.now());
  if (!record) throw new AppError('NOT_FOUND');
  await runtime.repos.community.report(record, reporterId);
  log.info('community case reported', { caseId });
  return { hidden: true };
}
