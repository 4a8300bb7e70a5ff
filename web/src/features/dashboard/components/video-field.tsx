import { GENERIC_MESSAGES, MEDIA_FORMATS, MEDIA_LIMITS, MEDIA_MESSAGES } from '@briefs/shared';
import { type ChangeEvent, useState } from 'react';
import { FormField } from '../../../components/form-field';
import styles from './video-upload.module.css';

/**
 * Why a chosen file cannot be sent, checked before any upload with the texts the server would
 * answer (spec §8: 413; a file that is not a video). The server checks the bytes again.
 */
export function videoFileProblem(file: File): string | null {
  if (file.size > MEDIA_LIMITS.videoMaxBytes) return GENERIC_MESSAGES.fileTooLarge;
  // Some phones give no type for a video; the server's byte check decides those.
  if (file.size === 0 || (file.type !== '' && !file.type.startsWith('video/'))) return MEDIA_MESSAGES.notAVideo;
  return null;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The video picker of Upload Video (spec §2, §5: the file input accepts video files). */
export function VideoField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const refused = chosen ? videoFileProblem(chosen) : null;
    setProblem(refused);
    onChange(refused ? null : chosen);
    if (refused) event.target.value = '';
  }

  return (
    <FormField label={MEDIA_MESSAGES.videoLabel} hint={MEDIA_MESSAGES.videoHint} id="brief-video">
      {({ id, hintId }) => (
        <>
          <input
            id={id}
            type="file"
            accept={MEDIA_FORMATS.videoAccept}
            className={styles.fileInput}
            aria-describedby={problem ? `${hintId} ${id}-problem` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={choose}
          />
          {file ? (
            <p className={styles.chosen}>
              {file.name} · {megabytes(file.size)}
            </p>
          ) : null}
          {problem ? (
            <p id={`${id}-problem`} className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}
