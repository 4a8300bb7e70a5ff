import * as z from 'zod/mini';
import { MEDIA_LIMITS } from '../constants.ts';
import type { ErrorCode } from '../errors.ts';
import { coachRequestBody } from './coach-requests.ts';
import type { CoachingResult, CrisisPayload, CrisisResult } from './coaching.ts';
import { emailSchema, idSchema, optionalText } from './common.ts';
import { type CheckInPayload, type CheckInResult, confirmedSafeField } from './safety.ts';

/** Where a media upload waits for processing: `tmp/<kind>/<userId>/<random>` (named by the server). */
export const uploadKeySchema = z.string().check(z.regex(/^tmp\/video\/[A-Za-z0-9_-]{6,64}\/[A-Za-z0-9_-]{16,64}$/));

/** POST /api/uploads/video: ask for a presigned upload slot for a video of this size. */
export const videoUploadSlotBody = z.object({
  size: z.number().check(z.int(), z.positive()),
  contentType: z._default(z.optional(z.string().check(z.maxLength(100))), ''),
});
export type VideoUploadSlotBody = z.infer<typeof videoUploadSlotBody>;

export interface VideoUploadSlot {
  uploadKey: string;
  uploadUrl: string;
  /** Headers the PUT must carry exactly (they are part of the signature). */
  headers: Record<string, string>;
  expiresInSeconds: number;
}

/** The spec's POST /upload-video fields; `uploadKey` names a presigned upload instead of a file part. */
export const uploadVideoFields = z.object({
  name: optionalText(100),
  email: z._default(z.optional(z.union([z.literal(''), emailSchema])), ''),
  phone: optionalText(32),
  background: optionalText(2000),
  uploadKey: z.optional(uploadKeySchema),
  ...confirmedSafeField,
});
export type UploadVideoFields = z.infer<typeof uploadVideoFields>;

/** POST /transcribe-audio's answer; `crisis` or `checkIn` when the raw words already call for it. */
export interface TranscribeAudioResult {
  transcript: string;
  crisis?: CrisisPayload;
  checkIn?: CheckInPayload;
}

/** 202 from /transcribe-audio (when it takes longer) and /upload-video. */
export interface JobAccepted {
  jobId: string;
}

export type JobStatus = 'pending' | 'done' | 'failed';

/** GET /api/jobs/{jobId}. `result` has the fields the spec lists for the call that started it. */
export interface JobView {
  status: JobStatus;
  result?: TranscribeAudioResult | CoachingResult | CrisisResult | CheckInResult;
  error?: string;
  code?: ErrorCode;
}

export const jobParamsSchema = z.object({ jobId: idSchema });

export const MEDIA_FORMATS = {
  /** Spec §9: the recording formats in the order a browser is asked for them. */
  recordingMimeTypes: ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg;codecs=opus'],
  videoAccept: 'video/*',
  maxAudioBytes: MEDIA_LIMITS.audioMaxBytes,
} as const;

/**
 * POST /api/coach-requests (video): the spec's multipart form. `requestId` is the coached
 * submission; `jobId` names its video, already uploaded with POST /upload-video, or a small
 * `video` file part comes with the form. The words are the submission's own transcript.
 */
export const coachRequestVideoFields = z.extend(z.omit(coachRequestBody, { transcript: true }), {
  jobId: z.optional(idSchema),
});
export type CoachRequestVideoFields = z.infer<typeof coachRequestVideoFields>;
