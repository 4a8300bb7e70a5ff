import { createContext, useContext, useMemo } from 'react';
import { isUnauthorized } from '../api/admin-fetch';
import { errorText } from '../error-text';

export type ToastTone = 'success' | 'error';

export interface ToastApi {
  show: (text: string, tone: ToastTone) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts for the admin panel: success texts, and failures as the server's error or a fallback. */
export function useToast() {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return useMemo(
    () => ({
      success: (text: string) => api.show(text, 'success'),
      /** A 401 is not a toast: the panel has already signed the admin out. */
      failure: (error: unknown, fallback: string) => {
        if (!isUnauthorized(error)) api.show(errorText(error, fallback), 'error');
      },
    }),
    [api],
  );
}
