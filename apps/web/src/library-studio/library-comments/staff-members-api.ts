import type { StaffMember } from "@framewise/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";

export const STAFF_MEMBERS_API = "/api/v1/staff/members";

/** Every staff account (owner pickers, mention suggestions); staff change rarely, so it is kept a few minutes. */
export const useStaffMembers = () =>
  useQuery({
    queryKey: ["staff-members"],
    queryFn: async () => (await apiRequest<{ data: StaffMember[] }>(STAFF_MEMBERS_API)).data,
    staleTime: 5 * 60_000,
  });
