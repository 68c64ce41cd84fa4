import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { ASPECT_RATIOS, type AspectRatio } from "@framewise/scene";
import { useState } from "react";
import { useTemplates } from "../../video-studio/content/content-api";
import { useCreateTemplate, useOwnProjects, type Client, type NewTemplate } from "../shared/clients-api";
import { fieldErrors } from "../../api/field-errors";

type Source = NewTemplate["from"];

interface Props {
  client: Client;
  opened: boolean;
  onClose: () => void;
}

/** The document a JSON paste stands for; a paste that is not JSON is sent as text, and the server names the problem. */
function parsePasted(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A new client template: one of the library templates the client may use, a copy of one of your projects, or a pasted document. */
export function AddTemplateModal({ client, opened, onClose }: Props) {
  const create = useCreateTemplate(client.id);
  const library = useTemplates();
  const [source, setSource] = useState<Source>("library");
  const [name, setName] = useState("");
  const [templateId, setTemplateId] = useState<string | null>(client.template_ids[0] ?? null);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("9:16");
  const [search, setSearch] = useState("");
  const [contentId, setContentId] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  const projects = useOwnProjects(search, opened && source === "project");
  const fields = fieldErrors(create.error);
  const documentProblems = Object.entries(fields).filter(([key]) => key.startsWith("document"));

  const body = (): NewTemplate | undefined => {
    const named = name.trim() ? { name: name.trim() } : {};
    if (source === "library")
      return templateId ? { from: "library", template_id: templateId, aspect_ratio: aspectRatio, ...named } : undefined;
    if (source === "project") return contentId ? { from: "project", content_id: contentId, ...named } : undefined;
    return pasted.trim() ? { from: "document", document: parsePasted(pasted), ...named } : undefined;
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = body();
    if (wanted) create.mutate(wanted, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New template" size="lg">
      <form onSubmit={submit}>
        <Stack>
          <SegmentedControl
            aria-label="Start from"
            value={source}
            onChange={(value) => setSource(value)}
            data={[
              { value: "library", label: "Library template" },
              { value: "project", label: "One of my projects" },
              { value: "document", label: "Paste a document" },
            ]}
          />
          {source === "library" && client.template_ids.length === 0 && (
            <Alert color="yellow" title="This client may use no library template yet">
              Choose the library templates it may use in its settings (the Overview tab, &ldquo;Templates it may use&rdquo;), then come
              back; or start from one of your projects, or paste a document.
            </Alert>
          )}
          {source === "library" && client.template_ids.length > 0 && (
            <Group grow>
              <Select
                label="Library template"
                description="Only the templates the client may use."
                data={(library.data ?? [])
                  .filter((item) => client.template_ids.includes(item.id))
                  .map((item) => ({ value: item.id, label: item.name }))}
                value={templateId}
                onChange={setTemplateId}
                nothingFoundMessage="Add templates to the client first"
              />
              <Select
                label="Aspect ratio"
                data={[...ASPECT_RATIOS]}
                value={aspectRatio}
                allowDeselect={false}
                onChange={(value) => value && setAspectRatio(value)}
              />
            </Group>
          )}
          {source === "project" && (
            <Select
              label="Project"
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={(projects.data ?? []).map((project) => ({ value: project.id, label: project.title }))}
              value={contentId}
              onChange={setContentId}
              nothingFoundMessage={projects.isPending ? "Loading…" : "No project of yours matches"}
              error={fields.content_id}
            />
          )}
          {source === "document" && (
            <Textarea
              label="Content document (JSON)"
              autosize
              minRows={6}
              maxRows={16}
              value={pasted}
              onChange={(event) => setPasted(event.currentTarget.value)}
              styles={{ input: { fontFamily: "monospace" } }}
            />
          )}
          <TextInput
            label="Name"
            description="Left empty: the document's title."
            maxLength={100}
            value={name}
            error={fields.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {create.error && (
            <Alert color="red" title={create.error.message}>
              {documentProblems.slice(0, 8).map(([path, problem]) => (
                <div key={path}>
                  {path}: {problem}
                </div>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!body()}>
              Add template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
