import { TIMINGS_MS } from '@briefs/shared';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './toast.module.css';
import { ToastContext, type ToastTone } from './toast-context';

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

/** Toasts appear top-right and close after 3 seconds (spec §2, §9); screen readers hear them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((text: string, tone: ToastTone) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, text, tone }]);
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TIMINGS_MS.adminToast);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Outside #root, so it is still heard while a dialog makes the page inert. */}
      {createPortal(
        <div className={styles.region} role="status" aria-live="polite">
          {toasts.map((toast) => (
            <p key={toast.id} className={`${styles.toast} ${toast.tone === 'error' ? styles.error : styles.success}`}>
              {toast.text}
            </p>
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
