import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One client for the app. Client errors (4xx) are answers, not glitches: never retry them. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
