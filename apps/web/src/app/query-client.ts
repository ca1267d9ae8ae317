import { QueryClient } from '@tanstack/react-query';

/** The HTTP client already toasts failures, so retries would only repeat them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
