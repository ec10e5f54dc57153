import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** Server state lives only here. A 4xx will not change on retry; other failures get one more try. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    },
  },
});
