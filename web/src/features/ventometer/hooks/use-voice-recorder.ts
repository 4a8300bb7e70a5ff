import { LIMITS, VENT_RECORDING_TYPES, ventFileExtension } from '@briefs/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Recording {
  blob: Blob;
  fileName: string;
  previewUrl: string;
}

export type RecorderState = 'idle' | 'starting' | 'recording' | 'denied' | 'unsupported';

const MAX_MS = LIMITS.ventMaxSeconds * 1000;

function supportsRecording(): boolean {
  return typeof window.MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** The first type of the spec's order the browser records (webm/opus, mp4, aac, wav), or its default. */
function pickMimeType(): string | undefined {
  return VENT_RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * Records up to 60 seconds from the microphone and stops by itself at 60 (spec §4, §9). Elapsed
 * time is read from the clock, so a busy tab never records longer than the limit shows.
 */
export function useVoiceRecorder(onDenied: () => void) {
  const [state, setState] = useState<RecorderState>(() => (supportsRecording() ? 'idle' : 'unsupported'));
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timers = useRef<{ tick?: number; stop?: number }>({});

  const clearTimers = useCallback(() => {
    window.clearInterval(timers.current.tick);
    window.clearTimeout(timers.current.stop);
  }, []);

  const stop = useCallback(() => {
    clearTimers();
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, [clearTimers]);

  const discard = useCallback(() => {
    setRecording((current) => {
      if (current) URL.revokeObjectURL(current.previewUrl);
      return null;
    });
    setElapsedMs(0);
  }, []);

  const start = useCallback(async () => {
    discard();
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('denied');
      onDenied();
      return;
    }
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const type = recorder.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      setRecording({ blob, fileName: `voice-note.${ventFileExtension(type)}`, previewUrl: URL.createObjectURL(blob) });
      setState('idle');
    };
    recorderRef.current = recorder;
    const startedAt = Date.now();
    recorder.start(250);
    setState('recording');
    setElapsedMs(0);
    timers.current.tick = window.setInterval(() => setElapsedMs(Math.min(MAX_MS, Date.now() - startedAt)), 250);
    timers.current.stop = window.setTimeout(() => {
      setElapsedMs(MAX_MS);
      stop();
    }, MAX_MS);
  }, [discard, onDenied, stop]);

  useEffect(
    () => () => {
      clearTimers();
      const recorder = recorderRef.current;
      if (recorder?.state === 'recording') recorder.stop();
    },
    [clearTimers],
  );

  const secondsLeft = Math.max(0, Math.ceil((MAX_MS - elapsedMs) / 1000));
  return { state, elapsedMs, secondsLeft, recording, start, stop, discard, maxMs: MAX_MS };
}
