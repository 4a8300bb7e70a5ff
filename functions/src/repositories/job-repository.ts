import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ErrorCode, JobStatus, JobView, UploadVideoFields } from '@briefs/shared';
import { jobKey } from './keys.ts';
import { epochSeconds, isConditionalCheckFailed, type Table } from './table.ts';

/**
 * Asynchronous media jobs (transcription, video coaching). Key: pk `USER#<userId>`, sk
 * `JOB#<id>`: a job is read only by its owner (one GetItem per poll) and goes with the person's
 * other items when they are deleted. Jobs expire by TTL a day after creation.
 */
export type MediaJobKind = 'transcribe-audio' | 'coach-video' | 'coach-reply';

export interface MediaJobRecord {
  id: string;
  userId: string;
  kind: MediaJobKind;
  status: JobStatus;
  createdAt: string;
  expiresAt: number;
  /** The uploaded object in the media bucket (under tmp/, so it expires if left behind). */
  mediaKey: string;
  /** The coach-mode form fields, for the coaching and the later coach request. */
  fields?: Omit<UploadVideoFields, 'uploadKey'>;
  /** The pool a token was taken from when the job was accepted (given back if it fails). */
  chargedPool?: 'coach';
  result?: JobView['result'];
  errorCode?: ErrorCode;
  error?: string;
  /** Set once a coach request was made from this job (or, for a coach's reply, the request answered). */
  coachRequestId?: string;
}

export const JOB_TTL_SECONDS = 24 * 3600;

export class JobRepository {
  constructor(private readonly table: Table) {}

  /** Creates the job; false when a job with this id exists already (the same upload sent twice). */
  async create(record: Omit<MediaJobRecord, 'expiresAt' | 'status'>, now: Date): Promise<boolean> {
    const item = {
      ...jobKey(record.userId, record.id),
      ...record,
      status: 'pending',
      expiresAt: epochSeconds(now) + JOB_TTL_SECONDS,
    };
    try {
      await this.table.db.send(
        new PutCommand({ TableName: this.table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  async get(userId: string, id: string, now: Date): Promise<MediaJobRecord | null> {
    const result = await this.table.db.send(new GetCommand({ TableName: this.table.name, Key: jobKey(userId, id) }));
    const job = result.Item as MediaJobRecord | undefined;
    return job && job.expiresAt > epochSeconds(now) ? job : null;
  }

  /** Pending → done or failed, once: a second finisher (a retried worker) gets false and does nothing. */
  async finish(
    userId: string,
    id: string,
    outcome: Pick<MediaJobRecord, 'status' | 'result' | 'errorCode' | 'error'>,
  ): Promise<boolean> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: jobKey(userId, id),
          UpdateExpression: 'SET #status = :status, #result = :result, errorCode = :code, #error = :error',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status', '#result': 'result', '#error': 'error' },
          ExpressionAttributeValues: {
            ':status': outcome.status,
            ':result': outcome.result ?? null,
            ':code': outcome.errorCode ?? null,
            ':error': outcome.error ?? null,
            ':pending': 'pending',
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  /**
   * A video job that ended in a check-in runs again when the person answers "I'm safe, keep
   * going"; false for any other job (a crisis, a tip, a failure are final).
   */
  async reopenConfirmedSafe(userId: string, id: string): Promise<boolean> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: jobKey(userId, id),
          UpdateExpression: 'SET #status = :pending, #fields.confirmedSafe = :yes REMOVE #result',
          ConditionExpression: '#status = :done AND attribute_exists(#result.checkIn) AND attribute_exists(#fields)',
          ExpressionAttributeNames: { '#status': 'status', '#result': 'result', '#fields': 'fields' },
          ExpressionAttributeValues: { ':pending': 'pending', ':done': 'done', ':yes': true },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  /** Claims the job for one coach request; false when one was made from it already. */
  async claimForCoachRequest(userId: string, id: string, requestId: string): Promise<boolean> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: jobKey(userId, id),
          UpdateExpression: 'SET coachRequestId = :request',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(coachRequestId)',
          ExpressionAttributeValues: { ':request': requestId },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }
}
