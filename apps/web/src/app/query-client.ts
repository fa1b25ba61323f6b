import { QueryClient } from "@tanstack/react-query";
import { isClientError } from "../lib/api-client.ts";

/** Asking again cannot change a 4xx; a network failure or a 5xx gets one more try. */
const MAX_RETRIES = 1;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
  },
});
