import { MEDIA_MESSAGES } from '@briefs/shared';
import type { InputMode } from '../hooks/use-dashboard-flow';
import styles from './video-upload.module.css';

const MODES: ReadonlyArray<{ mode: InputMode; label: string }> = [
  { mode: 'text', label: MEDIA_MESSAGES.textInput },
  { mode: 'video', label: MEDIA_MESSAGES.videoUpload },
];

/** Coach mode's Text Input / Video Upload toggle (spec §2 step 2): two radios styled as one switch. */
export function InputModeToggle({ mode, onChange }: { mode: InputMode; onChange: (mode: InputMode) => void }) {
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.toggleLegend}>{MEDIA_MESSAGES.inputModeLabel}</legend>
      <div className={styles.toggleOptions}>
        {MODES.map((option) => (
          <label key={option.mode} className={styles.toggleOption}>
            <input
              type="radio"
              name="input-mode"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => onChange(option.mode)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
