import { VENTOMETER_MESSAGES } from '@briefs/shared';
import { type ChangeEvent, useRef, useState } from 'react';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import styles from './ventometer.module.css';

const TEXT = VENTOMETER_MESSAGES;

interface RecorderCardProps {
  uploading: boolean;
  /** The server's reason when the last upload was refused. */
  error: string | null;
  onUpload: (audio: Blob, fileName: string) => void;
  onMicDenied: () => void;
}

/** Recording (spec §2): up to a minute from the microphone, or a file from the device; preview first. */
export function RecorderCard({ uploading, error, onUpload, onMicDenied }: RecorderCardProps) {
  const recorder = useVoiceRecorder(onMicDenied);
  const [picked, setPicked] = useState<{ blob: Blob; fileName: string; previewUrl: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const note = picked ?? recorder.recording;
  const recording = recorder.state === 'recording';

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    recorder.discard();
    if (picked) URL.revokeObjectURL(picked.previewUrl);
    setPicked({ blob: file, fileName: file.name, previewUrl: URL.createObjectURL(file) });
  }

  function discard() {
    if (picked) URL.revokeObjectURL(picked.previewUrl);
    setPicked(null);
    recorder.discard();
  }

  function toggleRecording() {
    if (recording) return recorder.stop();
    if (picked) URL.revokeObjectURL(picked.previewUrl);
    setPicked(null);
    void recorder.start();
  }

  return (
    <section className={styles.card} aria-labelledby="record-heading">
      <h2 id="record-heading" className={styles.cardTitle}>
        {TEXT.recordPrompt}
      </h2>
      {recorder.state === 'unsupported' ? <p className={styles.hint}>{TEXT.notSupported}</p> : null}
      {recorder.state === 'denied' ? <p className={styles.hint}>{TEXT.micDenied}</p> : null}
      {recording ? (
        <div className={styles.meter}>
          <p className={styles.countdown}>{TEXT.recordingLeft(recorder.secondsLeft)}</p>
          <progress
            className={styles.progress}
            max={recorder.maxMs}
            value={recorder.elapsedMs}
            aria-label={TEXT.progressLabel}
          />
        </div>
      ) : null}
      <div className={styles.actions}>
        {recorder.state !== 'unsupported' ? (
          <button
            type="button"
            className={`btn btn-lg ${recording ? 'btn-secondary' : 'btn-primary'}`}
            onClick={toggleRecording}
            disabled={uploading || recorder.state === 'starting'}
          >
            {recording ? TEXT.stopRecording : TEXT.startRecording}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary btn-lg"
          onClick={() => fileInput.current?.click()}
          disabled={uploading || recording}
        >
          {TEXT.uploadFromDevice}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="audio/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={TEXT.uploadFileLabel}
          onChange={pickFile}
        />
      </div>
      {note && !recording ? (
        <div className={styles.preview}>
          {/* biome-ignore lint/a11y/useMediaCaption: a person's own voice note has no captions. */}
          <audio controls src={note.previewUrl} aria-label={TEXT.previewLabel} className={styles.player} />
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={() => onUpload(note.blob, note.fileName)}
              disabled={uploading}
            >
              {uploading ? TEXT.uploading : TEXT.upload}
            </button>
            <button type="button" className="btn btn-ghost btn-lg" onClick={discard} disabled={uploading}>
              {TEXT.discard}
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.status} role="status">
        {uploading ? TEXT.listening : ''}
      </p>
    </section>
  );
}
