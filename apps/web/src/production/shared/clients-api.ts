import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApiKeyInfo,
  ApiKeyScope,
  ClientDetail,
  ContentPage,
  ClientMemberInfo,
  ClientSummary,
  ClientTemplateInfo,
  RenderSummary,
} from "@framewise/contracts";
import type { AspectRatio, Content } from "@framewise/scene";
import { apiRequest } from "../../api/http";

export const CLIENTS_API = "/api/v1/staff/clients";

export type BrandKit = NonNullable<Content["brandKit"]>;
export type Client = ClientDetail<BrandKit>;
export type ClientTemplate = ClientTemplateInfo<Content>;

/** What staff set on a client (every field optional when editing). */
export interface ClientSettings {
  name?: string;
  brand_kit?: BrandKit | null;
  template_ids?: string[];
  webhook_url?: string | null;
  max_concurrent_renders?: number;
}

export const clientPath = (clientId: string) => `${CLIENTS_API}/${encodeURIComponent(clientId)}`;

export const clientKeys = {
  list: ["prod-clients"] as const,
  one: (clientId: string) => ["prod-clients", clientId] as const,
  part: (clientId: string, part: "keys" | "templates" | "members" | "renders" | "usage") => ["prod-clients", clientId, part] as const,
};

const read = async <T>(path: string) => (await apiRequest<{ data: T }>(path)).data;

export const useClients = () => useQuery({ queryKey: clientKeys.list, queryFn: () => read<ClientSummary[]>(CLIENTS_API) });
export const useClient = (clientId: string) =>
  useQuery({ queryKey: clientKeys.one(clientId), queryFn: () => read<Client>(clientPath(clientId)) });
export const useClientKeys = (clientId: string) =>
  useQuery({ queryKey: clientKeys.part(clientId, "keys"), queryFn: () => read<ApiKeyInfo[]>(`${clientPath(clientId)}/keys`) });
export const useClientTemplates = (clientId: string) =>
  useQuery({
    queryKey: clientKeys.part(clientId, "templates"),
    queryFn: () => read<ClientTemplate[]>(`${clientPath(clientId)}/templates`),
  });
export const useClientMembers = (clientId: string) =>
  useQuery({ queryKey: clientKeys.part(clientId, "members"), queryFn: () => read<ClientMemberInfo[]>(`${clientPath(clientId)}/members`) });
export const useClientUsage = (clientId: string) =>
  useQuery({
    queryKey: clientKeys.part(clientId, "usage"),
    queryFn: () => read<{ period: string; metric: string; used: number }[]>(`${clientPath(clientId)}/usage`),
  });

const RENDERS_PAGE = 20;
/** While a render is queued or running, the list is read again this often. */
const ACTIVE_POLL_MS = 3000;

/** The client's renders, newest first, a page at a time; read again while any is still going. */
export const useClientRenders = (clientId: string) =>
  useInfiniteQuery({
    queryKey: clientKeys.part(clientId, "renders"),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiRequest<{ data: RenderSummary[]; next_cursor: string | null }>(
        `${clientPath(clientId)}/renders?limit=${RENDERS_PAGE}${pageParam ? `&cursor=${pageParam}` : ""}`,
      ),
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.data.some((row) => row.status === "queued" || row.status === "rendering"))
        ? ACTIVE_POLL_MS
        : false,
  });

/** A staff change to one client: on success everything read about clients is read again. */
function useClientChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.list }) });
}

export const useCreateClient = () =>
  useClientChange(
    async (body: ClientSettings & { name: string }) => (await apiRequest<{ data: Client }>(CLIENTS_API, { method: "POST", body })).data,
  );

export const useUpdateClient = (clientId: string) =>
  useClientChange(
    async (body: ClientSettings) => (await apiRequest<{ data: Client }>(clientPath(clientId), { method: "PATCH", body })).data,
  );

export const useClientAction = (clientId: string) =>
  useClientChange(
    async (action: "suspend" | "resume" | "webhook-secret/rotate") =>
      (await apiRequest<{ data: Client }>(`${clientPath(clientId)}/${action}`, { method: "POST" })).data,
  );

export const useDeleteClient = (clientId: string) => useClientChange(() => apiRequest<void>(clientPath(clientId), { method: "DELETE" }));

export const useCreateKey = (clientId: string) =>
  useClientChange(
    async (body: { name: string; scopes: ApiKeyScope[]; expires_at?: string | null }) =>
      (await apiRequest<{ data: { key: string; api_key: ApiKeyInfo } }>(`${clientPath(clientId)}/keys`, { method: "POST", body })).data,
  );

export const useRevokeKey = (clientId: string) =>
  useClientChange(
    async (keyId: string) =>
      (await apiRequest<{ data: ApiKeyInfo }>(`${clientPath(clientId)}/keys/${encodeURIComponent(keyId)}/revoke`, { method: "POST" })).data,
  );

export type NewTemplate =
  | { from: "library"; template_id: string; aspect_ratio: AspectRatio; name?: string }
  | { from: "project"; content_id: string; name?: string }
  | { from: "document"; document: unknown; name?: string };

export const useCreateTemplate = (clientId: string) =>
  useClientChange(
    async (body: NewTemplate) =>
      (await apiRequest<{ data: ClientTemplate }>(`${clientPath(clientId)}/templates`, { method: "POST", body })).data,
  );

export const useRenameTemplate = (clientId: string) =>
  useClientChange(
    async ({ id, name }: { id: string; name: string }) =>
      (
        await apiRequest<{ data: ClientTemplate }>(`${clientPath(clientId)}/templates/${encodeURIComponent(id)}`, {
          method: "PATCH",
          body: { name },
        })
      ).data,
  );

export const useDeleteTemplate = (clientId: string) =>
  useClientChange((id: string) => apiRequest<void>(`${clientPath(clientId)}/templates/${encodeURIComponent(id)}`, { method: "DELETE" }));

export const useAddMember = (clientId: string) =>
  useClientChange(
    async (email: string) =>
      (await apiRequest<{ data: ClientMemberInfo }>(`${clientPath(clientId)}/members`, { method: "POST", body: { email } })).data,
  );

export const useRemoveMember = (clientId: string) =>
  useClientChange((userId: string) =>
    apiRequest<void>(`${clientPath(clientId)}/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
  );

/** The staff member's own video projects matching `q` (a template can be copied from one), most recently changed first. */
export const useOwnProjects = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ["prod-clients", "own-projects", q],
    enabled,
    queryFn: async () => (await apiRequest<ContentPage>(`/api/v1/content?${new URLSearchParams({ q, sort: "recent", limit: "20" })}`)).data,
  });
