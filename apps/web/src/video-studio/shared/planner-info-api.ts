import { useQuery } from "@tanstack/react-query";
import type { PlannerInfo } from "@framewise/contracts";
import { apiRequest } from "../../api/http";

/** Which planner writes storyboards (the server's configuration: fetched once per visit). */
export function usePlannerInfo() {
  return useQuery({
    queryKey: ["planner"],
    staleTime: Infinity,
    queryFn: async () => (await apiRequest<{ data: PlannerInfo }>("/api/v1/planner")).data,
  });
}
