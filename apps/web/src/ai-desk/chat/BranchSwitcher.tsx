import { ActionIcon, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { ChatMessageBranch } from "@framewise/contracts";

/** "< 2/3 >": flips between the versions of a message (edited questions, regenerated answers). */
export function BranchSwitcher({
  branch,
  onSwitch,
  disabled,
}: {
  branch: ChatMessageBranch;
  onSwitch: (id: string) => void;
  disabled: boolean;
}) {
  const { sibling_ids: ids, index } = branch;
  if (ids.length < 2) return null;
  return (
    <Group gap={2} wrap="nowrap" aria-label="Versions">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Previous version"
        disabled={disabled || index === 0}
        onClick={() => onSwitch(ids[index - 1]!)}
      >
        <IconChevronLeft size={14} />
      </ActionIcon>
      <Text size="xs" c="dimmed">
        {index + 1}/{ids.length}
      </Text>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Next version"
        disabled={disabled || index === ids.length - 1}
        onClick={() => onSwitch(ids[index + 1]!)}
      >
        <IconChevronRight size={14} />
      </ActionIcon>
    </Group>
  );
}
