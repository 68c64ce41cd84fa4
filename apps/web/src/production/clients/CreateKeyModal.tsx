import { Alert, Button, Checkbox, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { API_KEY_SCOPES, type ApiKeyScope } from "@framewise/contracts";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useCreateKey } from "../shared/clients-api";
import { fieldErrors } from "../../api/field-errors";

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  render: "Render (and dry runs)",
  read: "Read renders and templates",
  pipelines: "Push items to pipelines",
};

interface Props {
  clientId: string;
  opened: boolean;
  onClose: () => void;
}

/** The key, this once, with a copy button: only its hash is kept, so it can never be shown again. */
function ShownOnce({ keyText, onClose }: { keyText: string; onClose: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Copy the key now">
        You won't see it again: only its hash is stored. If it is lost, revoke it and make another.
      </Alert>
      <Code block data-testid="new-api-key" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
        {keyText}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={keyText}>
          {({ copied, copy }) => (
            <Button variant={copied ? "light" : "filled"} onClick={copy}>
              {copied ? "Copied" : "Copy key"}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/** Names a new key, picks its scopes and an optional expiry, then shows the key once. */
export function CreateKeyModal({ clientId, opened, onClose }: Props) {
  const create = useCreateKey(clientId);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["render", "read"]);
  const [expires, setExpires] = useState("");
  const fields = fieldErrors(create.error);
  const close = () => {
    create.reset();
    setName("");
    setExpires("");
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes, expires_at: expires ? new Date(`${expires}T23:59:59Z`).toISOString() : null });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={create.data ? `Key “${create.data.api_key.name}”` : "New API key"}
      closeOnClickOutside={!create.data}
    >
      {create.data ? (
        <ShownOnce keyText={create.data.key} onClose={close} />
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label="Name"
              description="Where it is used, e.g. “Shop backend”."
              required
              maxLength={100}
              data-autofocus
              value={name}
              error={fields.name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Checkbox.Group label="Scopes" value={scopes} onChange={(value) => setScopes(value)} error={fields.scopes}>
              <Stack gap={6} mt={6}>
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <TextInput
              type="date"
              label="Expires"
              description="Optional: the key stops working after this day (UTC)."
              value={expires}
              error={fields.expires_at}
              onChange={(event) => setExpires(event.currentTarget.value)}
            />
            {create.error && !Object.keys(fields).length && <Alert color="red">{create.error.message}</Alert>}
            <Text size="xs" c="dimmed">
              The key is shown once, right after it is made.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!name.trim() || !scopes.length}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
