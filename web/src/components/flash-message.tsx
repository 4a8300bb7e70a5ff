import { TIMINGS_MS } from '@briefs/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './flash-message.module.css';

/** A brief confirmation (spec §4: deletion and sharing show one for 2 seconds). */
export function useFlashMessage() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(null), TIMINGS_MS.successPopup);
  }, []);
  return { message, show };
}

/** The popup itself: a polite live region that is always present, so screen readers announce it. */
export function FlashMessage({ message, inline = false }: { message: string | null; inline?: boolean }) {
  return (
    <div className={inline ? styles.inline : styles.region} role="status" aria-live="polite">
      {message ? <p className={styles.popup}>{message}</p> : null}
    </div>
  );
}
