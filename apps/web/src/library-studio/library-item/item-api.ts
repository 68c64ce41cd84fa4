import { QueryObserver, queryOptions, useQuery, useQueryClient, type QueryObserverResult } from "@tanstack/react-query";
import type { Checklist, ChecklistAspect, LibraryKind } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { itemPath, studioKeys } from "../studio/studio-api";

/** While the checklist job runs, the page asks again this often (the job takes about a second, up to a few). */
const RUNNING_POLL_MS = 1000;

export type VersionChecklist = Checklist & { version: number };

const checklistPath = (kind: LibraryKind, id: string, version?: number) =>
  `${itemPath(kind, id)}/checklist${version ? `?version=${version}` : ""}`;

const fetchChecklist = async (kind: LibraryKind, id: string, version?: number) =>
  (await apiRequest<{ data: VersionChecklist }>(checklistPath(kind, id, version))).data;

/** A version's checklist, read again every second while its job runs and no more once it ended. */
const checklistQuery = (kind: LibraryKind, id: string, version?: number) =>
  queryOptions({
    // The studio's shared key, so a run, a tick or a stage change elsewhere refreshes it too.
    queryKey: studioKeys.checklist(kind, id, version),
    queryFn: () => fetchChecklist(kind, id, version),
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
  });

export const useItemChecklist = (kind: LibraryKind, id: string, version?: number) => useQuery(checklistQuery(kind, id, version));

/** Resolves with the checklist once its job is no longer running, as the query above reads it. */
export function useChecklistSettled(kind: LibraryKind, id: string) {
  const client = useQueryClient();
  return (version: number) =>
    new Promise<VersionChecklist>((resolve, reject) => {
      const observer = new QueryObserver(client, checklistQuery(kind, id, version));
      const settle = (result: QueryObserverResult<VersionChecklist>) => {
        if (result.error) reject(result.error);
        else if (result.data && !result.data.running && !result.isFetching) resolve(result.data);
        else return;
        unsubscribe();
      };
      const unsubscribe = observer.subscribe(settle);
      settle(observer.getCurrentResult());
    });
}

export interface ComparisonFigures {
  aspect: ChecklistAspect;
  template: string;
  over_percent: number;
  mean_difference: number;
  threshold: number;
  frames: number[];
}

/** Records the browser's agreement with the server in one aspect ratio (`browser_matches_server`). */
export const postBrowserComparison = async (kind: LibraryKind, id: string, version: number, figures: ComparisonFigures) =>
  (
    await apiRequest<{ data: VersionChecklist }>(`${itemPath(kind, id)}/checklist/browser-comparison`, {
      method: "POST",
      body: { version, ...figures },
    })
  ).data;
