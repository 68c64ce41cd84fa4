import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { useClientAction, useDeleteClient, type Client } from "../shared/clients-api";

/** Suspending (reversible: keys answer 403, pipelines stop) and deleting (everything, after typing the client's name). */
export function DangerZone({ client }: { client: Client }) {
  const action = useClientAction(client.id);
  const remove = useDeleteClient(client.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState("");
  const suspended = client.status === "suspended";
  return (
    <Card withBorder component="section" aria-label="Danger zone" style={{ borderColor: "var(--mantine-color-red-4)" }}>
      <Stack>
        <Title order={3}>Danger zone</Title>
        <Group justify="space-between">
          <Text size="sm">
            {suspended
              ? "The client is suspended: its keys answer 403 and its pipelines do not run."
              : "Suspend: its keys answer 403 and its pipelines stop; nothing is deleted."}
          </Text>
          <Button
            variant="outline"
            color={suspended ? "green" : "orange"}
            loading={action.isPending}
            onClick={() => action.mutate(suspended ? "resume" : "suspend")}
          >
            {suspended ? "Resume client" : "Suspend client"}
          </Button>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Delete the client with its account, videos, renders, files, keys, templates and pipelines.</Text>
          <Button color="red" onClick={() => setDeleting(true)}>
            Delete client
          </Button>
        </Group>
      </Stack>
      <ConfirmDelete
        opened={deleting}
        title={`Delete ${client.name}?`}
        confirmLabel="Delete everything"
        error={remove.error}
        pending={remove.isPending}
        confirmDisabled={typed !== client.name}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate("/prod/clients") })}
      >
        <Text size="sm">
          This deletes every video, render and file made for the client, and its keys stop working. It cannot be undone.
        </Text>
        <TextInput
          label={`Type “${client.name}” to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          data-autofocus
        />
      </ConfirmDelete>
    </Card>
  );
}
