import { VENTOMETER_MESSAGES } from '@briefs/shared';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { nextPromptIndex } from '../lib/vent-time';
import styles from './ventometer.module.css';

const TEXT = VENTOMETER_MESSAGES;
const COUNT = TEXT.prompts.length;

interface ReflectionDialogProps {
  open: boolean;
  generating: boolean;
  onClose: () => void;
}

/** A reflection prompt while the tip is made (spec §2): 'Another prompt' never repeats the one shown. */
export function ReflectionDialog({ open, generating, onClose }: ReflectionDialogProps) {
  const [index, setIndex] = useState(() => nextPromptIndex(null, COUNT));
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy="reflect-title"
      describedBy="reflect-prompt"
      closeLabel={TEXT.close}
    >
      <h2 id="reflect-title" className={styles.dialogTitle}>
        {TEXT.promptTitle}
      </h2>
      <p id="reflect-prompt" className={styles.prompt} aria-live="polite">
        {TEXT.prompts[index]}
      </p>
      <p className={styles.status} role="status">
        {generating ? TEXT.generating : ''}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setIndex((current) => nextPromptIndex(current, COUNT))}
        >
          {TEXT.anotherPrompt}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {TEXT.close}
        </button>
      </div>
    </Modal>
  );
}
