import { MEDIA_LIMITS, MEDIA_MESSAGES, type TranscribeAudioResult } from '@briefs/shared';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import styles from './record-voice.module.css';

interface RecordVoiceProps {
  onTranscript: (result: TranscribeAudioResult) => void;
  /** The unsupported-browser hint mentions uploading only where a video can be uploaded. */
  canUploadVideo?: boolean;
  /** The Re-B.R.I.E.F dialog shows the spec's short '● Recording…' indicator. */
  compact?: boolean;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Record Voice / Stop Recording (spec §2): the words land in the text box to be checked. */
export function RecordVoice({ onTranscript, canUploadVideo = false, compact = false }: RecordVoiceProps) {
  const recorder = useVoiceRecorder(onTranscript);
  const recording = recorder.phase === 'recording';
  if (!recorder.supported) {
    return (
      <p className={styles.hint} role="note">
        {canUploadVideo ? MEDIA_MESSAGES.notSupported : MEDIA_MESSAGES.notSupportedNoVideo}
      </p>
    );
  }
  const left = MEDIA_LIMITS.audioMaxSeconds - recorder.seconds;
  return (
    <div className={styles.voice}>
      <div className={styles.row}>
        <button
          type="button"
          className={`btn ${recording ? 'btn-primary' : 'btn-secondary'} ${styles.button}`}
          onClick={recording ? recorder.stop : () => void recorder.start()}
          disabled={recorder.phase === 'transcribing'}
        >
          <span aria-hidden="true" className={recording ? styles.stopIcon : styles.micIcon} />
          {recording ? MEDIA_MESSAGES.stopRecording : MEDIA_MESSAGES.recordVoice}
        </button>
        {recording ? (
          <span className={styles.recording} role="status">
            {compact ? MEDIA_MESSAGES.recordingIndicator : MEDIA_MESSAGES.recordingProgress(recorder.seconds)}
          </span>
        ) : null}
        {recording && compact ? (
          <span className={styles.elapsed} aria-hidden="true">
            {clock(recorder.seconds)}
          </span>
        ) : null}
        {recorder.phase === 'transcribing' ? <span className={styles.spinner} aria-hidden="true" /> : null}
      </div>
      {recording && !compact ? (
        <div className={styles.meter} aria-hidden="true">
          <div
            className={styles.meterFill}
            style={{ width: `${(100 * (MEDIA_LIMITS.audioMaxSeconds - left)) / MEDIA_LIMITS.audioMaxSeconds}%` }}
          />
        </div>
      ) : null}
      <p className={recorder.status?.tone === 'error' ? styles.error : styles.status} role="status" aria-live="polite">
        {recorder.status?.text ?? ''}
      </p>
    </div>
  );
}
