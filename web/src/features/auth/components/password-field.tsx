import { AUTH_MESSAGES } from '@briefs/shared';
import { useId, useState } from 'react';
import styles from './auth-form.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** A labelled password input with a show/hide toggle (a pressed/not-pressed button). */
export function PasswordField({ label, value, onChange, autoComplete, disabled }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          className={styles.input}
          type={visible ? 'text' : 'password'}
          name={autoComplete === 'current-password' ? 'password' : 'new-password'}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={AUTH_MESSAGES.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
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
      {crossed ? <path d="M3 3l18 18" strokeLinecap="round" /> : null}
    </svg>
  );
}
