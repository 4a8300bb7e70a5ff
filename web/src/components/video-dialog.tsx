import { useId } from 'react';
import { Modal } from './modal';
import styles from './video-dialog.module.css';

interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  /** The player link; null shows `message` instead (loading, or no video yet). */
  embedUrl: string | null;
  playerTitle: string;
  message?: string;
}

/** A modal with one embedded video (Weekly B.R.I.E.F, the how-to video). */
export function VideoDialog({ open, onClose, title, intro, embedUrl, playerTitle, message }: VideoDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {embedUrl ? (
        <div className={styles.frame}>
          <iframe
            src={embedUrl}
            title={playerTitle}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p className={styles.message} role="status">
          {message}
        </p>
      )}
    </Modal>
  );
}
