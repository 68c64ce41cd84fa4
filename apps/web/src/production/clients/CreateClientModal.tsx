import { Alert, Button, Group, Modal, MultiSelect, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTemplates } from "../../video-studio/content/content-api";
import { useCreateClient } from "../shared/clients-api";
import { fieldErrors } from "../../api/field-errors";

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** A new client: its name and the library templates it may use; everything else is set on its page. */
export function CreateClientModal({ opened, onClose }: Props) {
  const [name, setName] = useState("");
  const [templateIds, setTemplateIds] = useState<string[]>([]);
  const templates = useTemplates();
  const create = useCreateClient();
  const navigate = useNavigate();
  const fields = fieldErrors(create.error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate({ name, template_ids: templateIds }, { onSuccess: (client) => void navigate(`/prod/clients/${client.id}`) });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New client">
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Name"
            required
            maxLength={100}
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fields.name}
          />
          <MultiSelect
            label="Templates it may use"
            description="Library templates the client's videos may be made with."
            data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            value={templateIds}
            onChange={setTemplateIds}
            searchable
          />
          {create.error && !fields.name && <Alert color="red">{create.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
              Create client
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
