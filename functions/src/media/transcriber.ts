/**
 * The Transcriber port: speech in a stored media object (audio or video) to English text.
 * Adapters: Amazon Transcribe (aws-transcriber.ts) in AWS, ffmpeg + pocketsphinx offline
 * (offline-transcriber.ts). A transcript is a draft: people correct it before it is submitted.
 */
export interface TranscriptionRequest {
  /** Key of the object in the media bucket. */
  key: string;
  /** Only this much sound is read (offline) or accepted (a longer recording is `too-long`). */
  maxSeconds: number;
  /** Refuse (`too-long`) rather than cut when the sound is longer than maxSeconds. */
  refuseLonger: boolean;
}

export interface Transcription {
  text: string;
  /** Seconds of sound that were transcribed. */
  audioSeconds: number;
}

/** Why no transcript could be made; the caller picks the error the person sees. */
export type TranscriptionFailure = 'undecodable' | 'no-audio' | 'silent' | 'too-long';

export class TranscriptionError extends Error {
  constructor(readonly reason: TranscriptionFailure) {
    super(`transcription failed: ${reason}`);
    this.name = 'TranscriptionError';
  }
}

export interface Transcriber {
  readonly engine: 'pocketsphinx' | 'amazon-transcribe';
  transcribe(request: TranscriptionRequest): Promise<Transcription>;
}
