import {
  DeleteTranscriptionJobCommand,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
} from '@aws-sdk/client-transcribe';
import { describe, expect, it, vi } from 'vitest';
import { AwsTranscriber, type TranscribeSender, type TranscriptStore } from './aws-transcriber.ts';
import { TranscriptionError } from './transcriber.ts';

const transcriptFile = (text: string, lastEnd: string) =>
  Buffer.from(
    JSON.stringify({
      results: { transcripts: [{ transcript: text }], items: [{ end_time: '0.5' }, { end_time: lastEnd }] },
    }),
  );

function setup(statuses: string[], output: Buffer | null, failureReason?: string) {
  const queue = [...statuses];
  const send = vi.fn(async (command: unknown) => {
    if (command instanceof GetTranscriptionJobCommand) {
      return {
        TranscriptionJob: { TranscriptionJobStatus: queue.shift() ?? 'COMPLETED', FailureReason: failureReason },
      };
    }
    return {};
  });
  const store = {
    bucket: 'briefs-media-test',
    s3Uri: (key: string) => `s3://briefs-media-test/${key}`,
    get: vi.fn(async () => output),
    delete: vi.fn(async () => undefined),
  } satisfies TranscriptStore;
  const sleep = vi.fn(async () => undefined);
  const transcriber = new AwsTranscriber({ send } as TranscribeSender, store, { pollIntervalMs: 1500, sleep });
  return { transcriber, send, store, sleep };
}

const request = { key: 'tmp/audio/user123/abcdefghijklmnop', maxSeconds: 60, refuseLonger: true };

describe('Amazon Transcribe adapter', () => {
  it('starts one English job on the S3 object, polls until it completes, reads and removes the output', async () => {
    const { transcriber, send, store, sleep } = setup(
      ['QUEUED', 'IN_PROGRESS', 'COMPLETED'],
      transcriptFile('I froze at work.', '4.2'),
    );
    await expect(transcriber.transcribe(request)).resolves.toEqual({ text: 'I froze at work.', audioSeconds: 4.2 });

    const commands = send.mock.calls.map(([command]) => command);
    const start = commands[0] as StartTranscriptionJobCommand;
    expect(start).toBeInstanceOf(StartTranscriptionJobCommand);
    const name = start.input.TranscriptionJobName ?? '';
    expect(name).toMatch(/^briefs-\d+-[0-9a-f]{12}$/);
    expect(start.input).toEqual({
      TranscriptionJobName: name,
      LanguageCode: 'en-US',
      Media: { MediaFileUri: 's3://briefs-media-test/tmp/audio/user123/abcdefghijklmnop' },
      OutputBucketName: 'briefs-media-test',
      OutputKey: `tmp/transcripts/${name}.json`,
    });
    const polls = commands.filter((c) => c instanceof GetTranscriptionJobCommand) as GetTranscriptionJobCommand[];
    expect(polls).toHaveLength(3);
    for (const poll of polls) expect(poll.input).toEqual({ TranscriptionJobName: name });
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1500);
    expect(store.get).toHaveBeenCalledWith(`tmp/transcripts/${name}.json`);
    const cleanup = commands.at(-1) as DeleteTranscriptionJobCommand;
    expect(cleanup).toBeInstanceOf(DeleteTranscriptionJobCommand);
    expect(cleanup.input).toEqual({ TranscriptionJobName: name });
    expect(store.delete).toHaveBeenCalledWith(`tmp/transcripts/${name}.json`);
  });

  it('a failed job is unreadable audio, and the job is still deleted', async () => {
    const { transcriber, send } = setup(['FAILED'], null, 'Unsupported media format');
    const error = await transcriber.transcribe(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriptionError);
    expect((error as TranscriptionError).reason).toBe('undecodable');
    expect(send.mock.calls.at(-1)?.[0]).toBeInstanceOf(DeleteTranscriptionJobCommand);
  });

  it('no words is silence; speech past the limit is too long for a voice note', async () => {
    const silent = setup([], transcriptFile('', '0'));
    await expect(silent.transcriber.transcribe(request)).rejects.toMatchObject({ reason: 'silent' });
    const long = setup([], transcriptFile('words words', '75.3'));
    await expect(long.transcriber.transcribe(request)).rejects.toMatchObject({ reason: 'too-long' });
    await expect(long.transcriber.transcribe({ ...request, refuseLonger: false })).resolves.toMatchObject({
      audioSeconds: 75.3,
    });
  });
});
