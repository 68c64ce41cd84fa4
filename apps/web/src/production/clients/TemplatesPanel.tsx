import { ActionIcon, Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { AddTemplateModal } from "./AddTemplateModal";
import { useClientTemplates, useDeleteTemplate, useRenameTemplate, type Client, type ClientTemplate } from "../shared/clients-api";
import { TemplateThumbnail } from "./TemplateThumbnail";

/** The name, renamed in place: Enter or leaving the field saves it. */
function TemplateName({ clientId, template }: { clientId: string; template: ClientTemplate }) {
  const rename = useRenameTemplate(clientId);
  const [name, setName] = useState(template.name);
  const save = () => name.trim() && name !== template.name && rename.mutate({ id: template.id, name: name.trim() });
  return (
    <TextInput
      aria-label="Template name"
      size="xs"
      maxLength={100}
      value={name}
      error={rename.error?.message}
      onChange={(event) => setName(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === "Enter" && save()}
    />
  );
}

/** The documents the client renders with (the API's `template`, pipelines, campaigns), each as a live thumbnail. */
export function TemplatesPanel({ client }: { client: Client }) {
  const templates = useClientTemplates(client.id);
  const library = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  const remove = useDeleteTemplate(client.id);
  const [adding, adder] = useDisclosure(false);
  const [removing, setRemoving] = useState<ClientTemplate | null>(null);
  return (
    <Card withBorder component="section" aria-label="Templates">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Templates</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={adder.open}>
            New template
          </Button>
        </Group>
        {templates.error && <Alert color="red">{templates.error.message}</Alert>}
        {templates.isPending && <Loader size="sm" aria-label="Loading the templates" />}
        {templates.data?.length === 0 && (
          <Text c="dimmed">No templates yet. Start one from a library template, copy one of your projects, or paste a document.</Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {templates.data?.map((template) => (
            <Stack key={template.id} gap={6} data-testid="client-template">
              <TemplateThumbnail template={template} library={library.data ?? []} layouts={layouts.data ?? {}} fontsReady={fontsReady} />
              <Group gap={4} wrap="nowrap">
                <TemplateName clientId={client.id} template={template} />
                <Tooltip label="Delete">
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${template.name}`} onClick={() => setRemoving(template)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Text size="xs" c="dimmed">
                {template.template_id} · {template.aspect_ratio} · {template.document.scenes.length} scenes
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      {adding && <AddTemplateModal client={client} opened onClose={adder.close} />}
      <ConfirmDelete
        opened={removing !== null}
        title={`Delete “${removing?.name}”?`}
        error={remove.error}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      >
        <Text>API requests naming this template will fail. A template a pipeline or campaign uses cannot be deleted.</Text>
      </ConfirmDelete>
    </Card>
  );
}
