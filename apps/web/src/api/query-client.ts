import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http";

/** Server state for every screen: a client error (4xx) is an answer, not worth asking again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});
