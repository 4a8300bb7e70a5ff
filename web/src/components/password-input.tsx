import { AUTH_MESSAGES } from '@briefs/shared';
import { useId, useState } from 'react';
import styles from './password-input.module.css';

interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field and announced with it when present. */
  hint?: string | null;
  /** The toggle's accessible name; by default "Show password: <label>", so several on one form stay distinct. */
  toggleLabel?: string;
}

/**
 * A labelled password input with a show/hide toggle (a pressed/not-pressed button) and an optional
 * inline hint, in the shared form look (styles/forms.css).
 */
export function PasswordInput({
  label,
  value,
  onChange,
  autoComplete,
  name,
  required,
  disabled,
  hint,
  toggleLabel = `${AUTH_MESSAGES.showPassword}: ${label}`,
}: PasswordInputProps) {
  const id = useId();
  const hintId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className={styles.wrap}>
        <input
          id={id}
          className={`form-input ${styles.input}`}
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" strokeLinejoin="round" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M3 3l18 18" strokeLinecap="round" /> : null}
          </svg>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
