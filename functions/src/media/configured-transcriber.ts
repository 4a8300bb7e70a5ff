import type { Runtime } from '../runtime.ts';
import { AwsTranscriber } from './aws-transcriber.ts';
import { OfflineTranscriber } from './offline-transcriber.ts';
import type { Transcriber } from './transcriber.ts';

let cached: { runtime: Runtime; transcriber: Transcriber } | undefined;

/** Chosen by configuration: Amazon Transcribe in AWS, ffmpeg + pocketsphinx locally. */
export function configuredTranscriber(runtime: Runtime): Transcriber {
  if (cached?.runtime === runtime) return cached.transcriber;
  const { config } = runtime;
  const transcriber =
    config.TRANSCRIBER === 'transcribe'
      ? AwsTranscriber.create(config.AWS_REGION, runtime.media)
      : new OfflineTranscriber(runtime.media, { modelDir: config.POCKETSPHINX_MODEL_DIR });
  cached = { runtime, transcriber };
  return transcriber;
}
