import { Alert, Button, Group, Modal, Stack } from "@mantine/core";

interface Props {
  opened: boolean;
  title: string;
  /** What deleting does, in words. */
  children: React.ReactNode;
  error: Error | null;
  pending: boolean;
  confirmLabel?: string;
  /** Until the person has confirmed what the dialog asks (typing a name), the button stays off. */
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before deleting, says what will happen, and keeps the dialog open with the reason if it fails. */
export function ConfirmDelete({
  opened,
  title,
  children,
  error,
  pending,
  confirmLabel = "Delete",
  confirmDisabled,
  onCancel,
  onConfirm,
}: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        {children}
        {error && <Alert color="red">{error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={pending} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
