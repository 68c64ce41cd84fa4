import { ActionIcon, Alert, Button, Group, Menu, Modal, Stack, Text } from "@mantine/core";
import { IconArchive, IconCopy, IconDots, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { exportHref, useChangeStage, useDuplicateItem } from "../studio/studio-api";
import type { GridItem } from "./grid-api";
import { ItemFormModal } from "./ItemFormModal";

/** A card's menu: duplicate (new id and name), export the latest version as JSON, retire a published item (confirmed). */
export function ItemActions({ item }: { item: GridItem }) {
  const [open, setOpen] = useState<"duplicate" | "retire" | null>(null);
  const duplicate = useDuplicateItem(item.kind, item.id);
  const stage = useChangeStage();
  const close = () => {
    setOpen(null);
    duplicate.reset();
    stage.reset();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => setOpen("duplicate")}>
            Duplicate
          </Menu.Item>
          <Menu.Item
            leftSection={<IconDownload size={16} />}
            component="a"
            href={exportHref(item.kind, item.id)}
            download={`${item.kind}-${item.id}.json`}
          >
            Export JSON
          </Menu.Item>
          {item.stage === "published" && (
            <Menu.Item leftSection={<IconArchive size={16} />} color="red" onClick={() => setOpen("retire")}>
              Retire
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {open === "duplicate" && (
        <ItemFormModal
          title={`Duplicate ${item.name}`}
          submitLabel="Duplicate"
          initial={{ id: `${item.id}-copy`.slice(0, 64), name: `${item.name} (copy)` }}
          pending={duplicate.isPending}
          error={duplicate.error}
          onSubmit={(body) => duplicate.mutate(body, { onSuccess: close })}
          onClose={close}
        />
      )}
      <Modal opened={open === "retire"} onClose={close} title={`Retire ${item.name}?`}>
        <Stack>
          <Text size="sm">
            It leaves users' pickers at once. Videos already made with it keep rendering; bringing it back means a new draft through review.
          </Text>
          {stage.error && <Alert color="red">{stage.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={stage.isPending}
              onClick={() => stage.mutate({ kind: item.kind, id: item.id, to: "retired" }, { onSuccess: close })}
            >
              Retire
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
