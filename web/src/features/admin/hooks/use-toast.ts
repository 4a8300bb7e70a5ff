import { useMemo } from 'react';
import { useToastApi } from '../../../components/toast-context';
import { errorText } from '../../../lib/error-text';
import { isUnauthorized } from '../api/admin-fetch';

/** Toasts for the admin panel: success texts, and failures as the server's error or a fallback. */
export function useToast() {
  const api = useToastApi();
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
