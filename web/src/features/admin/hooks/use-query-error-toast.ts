import { useEffect } from 'react';
import { useToast } from './use-toast';

/** Shows a failed load once as a toast: the server's error or the tab's fallback (spec §8). */
export function useQueryErrorToast(error: Error | null, fallback: string) {
  const { failure } = useToast();
  useEffect(() => {
    if (error) failure(error, fallback);
  }, [error, fallback, failure]);
}
