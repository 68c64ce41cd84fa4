import type { LibraryKind } from "@framewise/contracts";
import { Button, Group, Popover, Stack, TextInput } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/http";
import { useDuplicateItem } from "../studio/studio-api";
import { itemPagePath } from "./item-links";

interface Props {
  kind: LibraryKind;
  id: string;
  name: string;
}

/** A new draft item from the latest version, under a new id and name; opens its page. */
export function DuplicateButton({ kind, id, name }: Props) {
  const duplicate = useDuplicateItem(kind, id);
  const navigate = useNavigate();
  const [copyId, setCopyId] = useState(`${id}-copy`);
  const [copyName, setCopyName] = useState(`${name} (copy)`);
  const fields = duplicate.error instanceof ApiError ? duplicate.error.fields : undefined;
  return (
    <Popover width={320} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconCopy size={16} />}>
          Duplicate
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            duplicate.mutate(
              { id: copyId.trim(), name: copyName.trim() },
              { onSuccess: (copy) => void navigate(itemPagePath(kind, copy.id)) },
            );
          }}
        >
          <Stack gap="xs">
            <TextInput
              label="New id"
              description="Lower-case letters, digits and dashes"
              value={copyId}
              maxLength={64}
              error={fields?.id ?? (duplicate.error && !fields ? duplicate.error.message : undefined)}
              onChange={(event) => setCopyId(event.currentTarget.value)}
            />
            <TextInput
              label="Name"
              value={copyName}
              maxLength={200}
              error={fields?.name}
              onChange={(event) => setCopyName(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={duplicate.isPending} disabled={!copyId.trim() || !copyName.trim()}>
                Make the copy
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
