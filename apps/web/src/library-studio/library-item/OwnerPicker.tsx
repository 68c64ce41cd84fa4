import type { LibraryKind } from "@framewise/contracts";
import { Select } from "@mantine/core";
import { useStaffMembers } from "../library-comments/staff-members-api";
import { useAssignOwner } from "../studio/studio-api";

interface Props {
  kind: LibraryKind;
  id: string;
  ownerEmail: string | null;
}

/** The item's owner, picked among staff (the server refuses anyone else); cleared to leave it unowned. */
export function OwnerPicker({ kind, id, ownerEmail }: Props) {
  const staff = useStaffMembers();
  const assign = useAssignOwner(kind, id);
  const options = (staff.data ?? []).map((member) => ({
    value: member.email,
    label: member.name ? `${member.name} (${member.email})` : member.email,
  }));
  // The owner is shown even before the staff list arrives.
  if (ownerEmail && !options.some((option) => option.value === ownerEmail)) options.unshift({ value: ownerEmail, label: ownerEmail });
  return (
    <Select
      label="Owner"
      placeholder={staff.isPending ? "Loading staff…" : "Nobody"}
      data={options}
      value={ownerEmail}
      searchable
      clearable
      w={280}
      disabled={assign.isPending}
      error={assign.error?.message ?? (staff.error ? "The staff list could not be loaded" : undefined)}
      onChange={(email) => assign.mutate(email)}
    />
  );
}
