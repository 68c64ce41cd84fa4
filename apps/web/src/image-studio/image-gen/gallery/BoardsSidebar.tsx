import { ActionIcon, Alert, Badge, Button, Group, Menu, Modal, NavLink, Stack, Text, TextInput } from "@mantine/core";
import { IconDots, IconPlus } from "@tabler/icons-react";
import { IMAGE_GEN_LIMITS, type ImageBoard } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { ConfirmDelete } from "../../../ui/ConfirmDelete";
import { useImageBoards } from "../image-gen-api";
import { useCreateBoard, useDeleteBoard, useRenameBoard } from "./gallery-api";

interface Props {
  /** The board the gallery shows; "" for every image. */
  boardId: string;
  onChoose: (boardId: string) => void;
}

/** One name field with its submit button, for creating and renaming. */
function BoardNameForm({
  initial,
  label,
  pending,
  error,
  onSubmit,
}: {
  initial: string;
  label: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput
          aria-label="Board name"
          placeholder="Board name"
          value={name}
          maxLength={IMAGE_GEN_LIMITS.boardName}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        {error && <Alert color="red">{error.message}</Alert>}
        <Button type="submit" loading={pending} disabled={!name.trim()}>
          {label}
        </Button>
      </Stack>
    </form>
  );
}

/** The user's boards with their counts: choose one to filter by, create, rename, delete. */
export function BoardsSidebar({ boardId, onChoose }: Props) {
  const boards = useImageBoards();
  const create = useCreateBoard();
  const rename = useRenameBoard();
  const remove = useDeleteBoard();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ImageBoard | null>(null);
  const [deleting, setDeleting] = useState<ImageBoard | null>(null);

  return (
    <Stack gap={4} w={220} style={{ flexShrink: 0 }} component="nav" aria-label="Boards">
      <Group justify="space-between" px="xs">
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          Boards
        </Text>
        <ActionIcon variant="subtle" aria-label="New board" onClick={() => (create.reset(), setCreating(true))}>
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
      <NavLink label="All images" active={!boardId} onClick={() => onChoose("")} />
      {boards.error && <Alert color="red">{boards.error.message}</Alert>}
      {boards.data?.map((board) => (
        <NavLink
          key={board.id}
          label={board.name}
          active={board.id === boardId}
          onClick={() => onChoose(board.id)}
          rightSection={
            <Group gap={4} wrap="nowrap">
              <Badge size="sm" variant="light" aria-label={`${board.images} images`}>
                {board.images}
              </Badge>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Board ${board.name} actions`}
                    onClick={(event) => event.stopPropagation()}
                  >
                    <IconDots size={14} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
                  <Menu.Item onClick={() => (rename.reset(), setRenaming(board))}>Rename</Menu.Item>
                  <Menu.Item color="red" onClick={() => (remove.reset(), setDeleting(board))}>
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          }
        />
      ))}

      <Modal opened={creating} onClose={() => setCreating(false)} title="New board">
        <BoardNameForm
          initial=""
          label="Create board"
          pending={create.isPending}
          error={create.error}
          onSubmit={(name) => create.mutate(name, { onSuccess: () => setCreating(false) })}
        />
      </Modal>
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename board">
        {renaming && (
          <BoardNameForm
            initial={renaming.name}
            label="Rename"
            pending={rename.isPending}
            error={rename.error}
            onSubmit={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
          />
        )}
      </Modal>
      <ConfirmDelete
        opened={deleting !== null}
        title="Delete board"
        error={remove.error}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (deleting.id === boardId) onChoose("");
              setDeleting(null);
            },
          })
        }
      >
        <Text size="sm">Delete “{deleting?.name}”? Its images stay in All images, on no board.</Text>
      </ConfirmDelete>
    </Stack>
  );
}
