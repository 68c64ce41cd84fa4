import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useAuditEntry, useRevertChange, type AuditEntry } from "./audit-api";
import { entityLabel, entityName } from "./audit-labels";
import { ChangeDiff } from "../../ui/change-diff/ChangeDiff";

const REVERT_ACTIONS = {
  insert: "It was deleted since: it will be written back.",
  update: "These fields will be set back:",
  delete: "It did not exist before this change: it will be deleted.",
  none: "",
} as const;

/**
 * Confirms a revert: what it will write (read afresh from the server, since the entity may have
 * changed since the list loaded), a required reason, then the revert itself.
 */
export function RevertModal({ entry, onClose, onReverted }: { entry: AuditEntry; onClose: () => void; onReverted: () => void }) {
  const detail = useAuditEntry(entry.id);
  const revert = useRevertChange();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const preview = detail.data?.revert;
  const reasonError = touched && !reason.trim() ? "Say why this is reverted." : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!reason.trim()) return;
    revert.mutate({ id: entry.id, reason: reason.trim() }, { onSuccess: onReverted });
  };

  return (
    <Modal opened onClose={onClose} title="Revert to before this change" size="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            {entityLabel(entry.entity)} <b>{entityName(entry)}</b> goes back to how it was just before this change. Later changes to it are
            undone too. The revert is recorded in this trail with your reason.
          </Text>
          {detail.error && <Alert color="red">{detail.error.message}</Alert>}
          {!preview ? (
            !detail.error && (
              <Center py="md">
                <Loader size="sm" aria-label="Loading what will change" />
              </Center>
            )
          ) : !preview.possible ? (
            <Alert color="yellow" title="This change cannot be reverted">
              {preview.message}
            </Alert>
          ) : (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {REVERT_ACTIONS[preview.action ?? "none"]}
              </Text>
              <ChangeDiff before={preview.before} after={preview.after} />
            </Stack>
          )}
          <Textarea
            label="Reason"
            description="Kept with the revert in the audit trail."
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            data-autofocus
          />
          {revert.error && <Alert color="red">{revert.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={revert.isPending} disabled={!preview?.possible}>
              Revert
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
