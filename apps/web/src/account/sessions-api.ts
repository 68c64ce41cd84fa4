import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient, callAuth } from "../session/auth-client";

/** One signed-in browser of the account, as the sessions list shows it. */
export interface DeviceSession {
  id: string;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  current: boolean;
}

const SESSIONS_KEY = ["account", "sessions"] as const;

export function useDeviceSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async (): Promise<DeviceSession[]> => {
      const [sessions, current] = await Promise.all([callAuth(() => authClient.listSessions()), callAuth(() => authClient.getSession())]);
      return sessions
        .map((session) => ({
          id: session.id,
          token: session.token,
          ipAddress: session.ipAddress ?? null,
          userAgent: session.userAgent ?? null,
          // The client revives ISO dates; a plain string is read the same way.
          createdAt: new Date(session.createdAt),
          current: session.token === current.session.token,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.getTime() - a.createdAt.getTime());
    },
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callAuth(() => authClient.revokeSession({ token })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callAuth(() => authClient.revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
