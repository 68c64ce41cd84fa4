import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTemplates } from "../../video-studio/content/content-api";
import { useClientAction, useUpdateClient, type Client } from "../shared/clients-api";
import { fieldErrors } from "../../api/field-errors";

/** The secret, to copy and hand to the client; rotating it re-signs every message from now on. */
function WebhookSecret({ client }: { client: Client }) {
  const rotate = useClientAction(client.id);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Signing secret
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ overflowWrap: "anywhere" }}>{client.webhook_secret}</Code>
        <CopyButton value={client.webhook_secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? "Copied" : "Copy the secret"}>
              <ActionIcon variant="subtle" aria-label="Copy the signing secret" onClick={copy}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label="Rotate: messages are signed with a new secret from now on">
          <ActionIcon
            variant="subtle"
            aria-label="Rotate the signing secret"
            loading={rotate.isPending}
            onClick={() => rotate.mutate("webhook-secret/rotate")}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed">
        Webhooks are signed per the Standard Webhooks specification with this secret.
      </Text>
    </Stack>
  );
}

/** The client's name, the templates it may use, its webhook endpoint and render concurrency. */
export function ClientSettingsForm({ client }: { client: Client }) {
  const templates = useTemplates();
  const update = useUpdateClient(client.id);
  const [draft, setDraft] = useState({
    name: client.name,
    template_ids: client.template_ids,
    webhook_url: client.webhook_url ?? "",
    max_concurrent_renders: client.max_concurrent_renders,
  });
  const fields = fieldErrors(update.error);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate({ ...draft, webhook_url: draft.webhook_url.trim() || null });
  };
  return (
    <Card withBorder component="section" aria-label="Settings">
      <form onSubmit={submit}>
        <Stack>
          <Title order={3}>Settings</Title>
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={draft.name}
            error={fields.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
          <MultiSelect
            label="Templates it may use"
            data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            value={draft.template_ids}
            error={fields.template_ids ?? Object.entries(fields).find(([key]) => key.startsWith("template_ids."))?.[1]}
            onChange={(template_ids) => setDraft({ ...draft, template_ids })}
            searchable
          />
          <TextInput
            label="Webhook URL"
            description="Where render events are sent: a public http(s) address."
            placeholder="https://example.com/hooks/framewise"
            maxLength={2048}
            value={draft.webhook_url}
            error={fields.webhook_url}
            onChange={(event) => setDraft({ ...draft, webhook_url: event.currentTarget.value })}
          />
          <WebhookSecret client={client} />
          <NumberInput
            label="Renders at once"
            description="Renders waiting or running together; more answer 429."
            min={1}
            max={50}
            value={draft.max_concurrent_renders}
            error={fields.max_concurrent_renders}
            onChange={(value) => setDraft({ ...draft, max_concurrent_renders: Number(value) || 1 })}
          />
          {update.error && !Object.keys(fields).length && <Alert color="red">{update.error.message}</Alert>}
          <Group justify="flex-end">
            {update.isSuccess && !update.isPending && (
              <Text size="sm" c="dimmed" role="status">
                Saved
              </Text>
            )}
            <Button type="submit" loading={update.isPending}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
