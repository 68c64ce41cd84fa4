import { Alert, Button, Group, Menu, Paper, Text } from "@mantine/core";
import { IconDownload, IconFolderSymlink, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDelete } from "../../../ui/ConfirmDelete";
import { useImageBoards } from "../image-gen-api";
import { BULK_MAX, useBulkImages, useDownloadZip } from "./gallery-api";

interface Props {
  ids: string[];
  onDone: () => void;
}

/** What can be done to the selected images: move to a board, download as a zip, delete (asked first). */
export function BulkBar({ ids, onDone }: Props) {
  const boards = useImageBoards();
  const bulk = useBulkImages();
  const zip = useDownloadZip();
  const [confirming, setConfirming] = useState(false);
  const move = (boardId: string | null) => bulk.mutate({ action: "move", ids, boardId }, { onSuccess: onDone });
  const tooManyForZip = ids.length > BULK_MAX;
  return (
    <Paper withBorder p="xs" role="toolbar" aria-label="Selected images">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {ids.length} selected
        </Text>
        <Menu withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFolderSymlink size={14} />}
              loading={bulk.isPending && bulk.variables?.action === "move"}
            >
              Move to board
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {boards.data?.map((board) => (
              <Menu.Item key={board.id} onClick={() => move(board.id)}>
                {board.name}
              </Menu.Item>
            ))}
            {boards.data?.length === 0 && <Menu.Label>No boards yet: create one on the left</Menu.Label>}
            <Menu.Divider />
            <Menu.Item onClick={() => move(null)}>No board</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={zip.isPending}
          disabled={tooManyForZip}
          title={tooManyForZip ? `A zip holds at most ${BULK_MAX} images` : undefined}
          onClick={() => zip.mutate(ids)}
        >
          Download zip
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => (bulk.reset(), setConfirming(true))}
        >
          Delete
        </Button>
        <Button size="xs" variant="subtle" leftSection={<IconX size={14} />} onClick={onDone}>
          Clear selection
        </Button>
      </Group>
      {(zip.error ?? (bulk.variables?.action === "move" ? bulk.error : null)) && (
        <Alert color="red" mt="xs">
          {(zip.error ?? bulk.error)?.message}
        </Alert>
      )}
      <ConfirmDelete
        opened={confirming}
        title={`Delete ${ids.length} ${ids.length === 1 ? "image" : "images"}`}
        error={bulk.variables?.action === "delete" ? bulk.error : null}
        pending={bulk.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => bulk.mutate({ action: "delete", ids }, { onSuccess: () => (setConfirming(false), onDone()) })}
      >
        <Text size="sm">The images and their files are deleted for good. Images made from them keep their own copies.</Text>
      </ConfirmDelete>
    </Paper>
  );
}
