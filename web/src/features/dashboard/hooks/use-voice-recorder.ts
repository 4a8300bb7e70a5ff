import { MEDIA_FORMATS, MEDIA_LIMITS, MEDIA_MESSAGES, type TranscribeAudioResult } from '@briefs/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { transcribeAudio } from '../api/transcribe-audio';
import { transcriptionErrorText } from '../lib/error-text';

export type RecorderPhase = 'idle' | 'recording' | 'transcribing';

/** Whether this browser can record at all (spec §5: otherwise the hint to type or upload). */
export function canRecord(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** Spec §9: webm/opus, then mp4, then ogg/opus; the browser's default when it names none of them. */
export function pickRecordingType(): string | undefined {
  return MEDIA_FORMATS.recordingMimeTypes.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * Record Voice / Stop Recording: records at most 60 seconds, sends the sound to /transcribe-audio
 * and hands the words back for the text box, where the person corrects them before submitting.
 * `status` is the line shown under the button (what is happening, or what went wrong).
 */
export function useVoiceRecorder(onTranscript: (result: TranscribeAudioResult) => void) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [seconds, setSeconds] = useState(0);
  const [status, setStatus] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const aborter = useRef<AbortController | null>(null);
  const latest = useRef(onTranscript);
  latest.current = onTranscript;

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      aborter.current?.abort();
      const active = recorder.current;
      if (active?.state === 'recording') {
        active.onstop = null;
        active.stop();
      }
      for (const track of active?.stream.getTracks() ?? []) track.stop();
    },
    [],
  );

  async function send(audio: Blob) {
    setPhase('transcribing');
    setStatus({ text: MEDIA_MESSAGES.transcribing, tone: 'info' });
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const result = await transcribeAudio(audio, controller.signal);
      latest.current(result);
      setStatus({ text: MEDIA_MESSAGES.transcribed, tone: 'info' });
    } catch (error) {
      if (controller.signal.aborted) return;
      // Logged for support; the person gets a plain sentence and can type instead.
      console.warn('transcription failed', error);
      setStatus({ text: transcriptionErrorText(error), tone: 'error' });
    } finally {
      if (!controller.signal.aborted) setPhase('idle');
    }
  }

  async function start() {
    if (!canRecord()) {
      setStatus({ text: MEDIA_MESSAGES.notSupported, tone: 'error' });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      console.warn('microphone unavailable', error);
      setStatus({ text: MEDIA_MESSAGES.micDenied, tone: 'error' });
      return;
    }
    const type = pickRecordingType();
    const active = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    active.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    active.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      void send(new Blob(chunks, { type: active.mimeType || type || 'audio/webm' }));
    };
    recorder.current = active;
    active.start(1000);
    setSeconds(0);
    setStatus(null);
    setPhase('recording');
    const startedAt = Date.now();
    timer.current = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      // Spec §9: a voice recording is at most 60 seconds.
      if (elapsed >= MEDIA_LIMITS.audioMaxSeconds) stop();
    }, 250);
  }

  return { phase, seconds, status, start, stop, supported: canRecord() };
}
