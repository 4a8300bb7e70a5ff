import { randomBytes } from 'node:crypto';
import {
  DeleteTranscriptionJobCommand,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import type { MediaStore } from '../adapters/media-store.ts';
import { log } from '../lib/log.ts';
import { type Transcriber, type Transcription, TranscriptionError, type TranscriptionRequest } from './transcriber.ts';

type TranscribeCommand = StartTranscriptionJobCommand | GetTranscriptionJobCommand | DeleteTranscriptionJobCommand;
/** The one method we use, so tests can pass a mock that records every request. */
export interface TranscribeSender {
  send(command: TranscribeCommand): Promise<unknown>;
}

export type TranscriptStore = Pick<MediaStore, 'get' | 'delete' | 's3Uri' | 'bucket'>;

export interface AwsTranscriberOptions {
  pollIntervalMs?: number;
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface TranscriptFile {
  results?: { transcripts?: { transcript?: string }[]; items?: { end_time?: string }[] };
}

export const TRANSCRIPT_PREFIX = 'tmp/transcripts/';

/**
 * Amazon Transcribe reads the object straight from the media bucket (mp4, webm, ogg, wav, …), so
 * no audio passes through the Lambda and no decoder binary is needed there. The job writes its
 * JSON into the same bucket under tmp/ (expired by the lifecycle rule, and deleted here); we
 * poll for completion, which the worker's 15-minute budget easily covers.
 */
export class AwsTranscriber implements Transcriber {
  readonly engine = 'amazon-transcribe';
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly client: TranscribeSender,
    private readonly store: TranscriptStore,
    private readonly options: AwsTranscriberOptions = {},
  ) {
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  static create(region: string, store: TranscriptStore): AwsTranscriber {
    return new AwsTranscriber(new TranscribeClient({ region }), store);
  }

  async transcribe(request: TranscriptionRequest): Promise<Transcription> {
    const name = `briefs-${Date.now()}-${randomBytes(6).toString('hex')}`;
    const outputKey = `${TRANSCRIPT_PREFIX}${name}.json`;
    await this.client.send(
      new StartTranscriptionJobCommand({
        TranscriptionJobName: name,
        LanguageCode: 'en-US',
        Media: { MediaFileUri: this.store.s3Uri(request.key) },
        OutputBucketName: this.store.bucket,
        OutputKey: outputKey,
      }),
    );
    try {
      await this.waitForCompletion(name);
      return this.readTranscript(outputKey, request);
    } finally {
      await this.cleanUp(name, outputKey);
    }
  }

  private async waitForCompletion(name: string): Promise<void> {
    const deadline = Date.now() + (this.options.maxWaitMs ?? 10 * 60_000);
    for (;;) {
      const answer = (await this.client.send(new GetTranscriptionJobCommand({ TranscriptionJobName: name }))) as {
        TranscriptionJob?: { TranscriptionJobStatus?: string; FailureReason?: string };
      };
      const status = answer.TranscriptionJob?.TranscriptionJobStatus;
      if (status === 'COMPLETED') return;
      if (status === 'FAILED') {
        // Transcribe's reason names the file's problem (unsupported or unreadable media); it holds no words.
        log.warn('transcription job failed', { reason: answer.TranscriptionJob?.FailureReason });
        throw new TranscriptionError('undecodable');
      }
      if (Date.now() > deadline) throw new Error('transcription job did not finish in time');
      await this.sleep(this.options.pollIntervalMs ?? 2000);
    }
  }

  private async readTranscript(outputKey: string, request: TranscriptionRequest): Promise<Transcription> {
    const raw = await this.store.get(outputKey);
    if (!raw) throw new Error('transcription output missing');
    const results = (JSON.parse(raw.toString('utf8')) as TranscriptFile).results ?? {};
    const text = (results.transcripts ?? [])
      .map((t) => t.transcript ?? '')
      .join(' ')
      .trim();
    const audioSeconds = Math.max(0, ...(results.items ?? []).map((item) => Number(item.end_time ?? 0) || 0));
    if (request.refuseLonger && audioSeconds > request.maxSeconds) throw new TranscriptionError('too-long');
    if (!text) throw new TranscriptionError('silent');
    return { text, audioSeconds };
  }

  private async cleanUp(name: string, outputKey: string): Promise<void> {
    await Promise.allSettled([
      this.client.send(new DeleteTranscriptionJobCommand({ TranscriptionJobName: name })),
      this.store.delete(outputKey),
    ]);
  }
}
