import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useClientTemplates } from "../shared/clients-api";
import type { PipelineDraft } from "./pipeline-draft";

interface Props {
  draft: PipelineDraft;
  change: (changes: Partial<PipelineDraft>) => void;
  errors: Record<string, string>;
  fields: string[];
}

/**
 * The client's template and how items fill it: modification keys (`Headline.text`, a variable's
 * name) with `{{field}}` values, or a prompt for the planner. The preview beside it redraws as it changes.
 */
export function MappingStep({ draft, change, errors, fields }: Props) {
  const templates = useClientTemplates(draft.clientId);
  const setRow = (index: number, row: [string, string]) =>
    change({ modifications: draft.modifications.map((each, at) => (at === index ? row : each)) });
  return (
    <Stack gap="sm">
      <Select
        label="Template"
        placeholder="One of the client's templates"
        data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
        value={draft.templateId || null}
        onChange={(templateId) => change({ templateId: templateId ?? "" })}
        error={errors.client_template_id}
      />
      <SegmentedControl
        aria-label="How items become storyboards"
        data={[
          { value: "fields", label: "Map fields onto the template" },
          { value: "planner", label: "The planner writes each storyboard" },
        ]}
        value={draft.mappingKind}
        onChange={(kind) => change({ mappingKind: kind })}
      />
      {fields.length > 0 && (
        <Text size="xs" c="dimmed">
          Item fields: {fields.map((field) => `{{${field}}}`).join(" ")}
        </Text>
      )}
      {draft.mappingKind === "planner" ? (
        <Textarea
          label="Prompt per item"
          autosize
          minRows={3}
          value={draft.prompt}
          onChange={(event) => change({ prompt: event.currentTarget.value })}
          error={errors["mapping.prompt"]}
        />
      ) : (
        <Stack gap={6}>
          {draft.modifications.map(([key, value], index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={`Key ${index + 1}`}
                placeholder="Headline.text"
                value={key}
                onChange={(event) => setRow(index, [event.currentTarget.value, value])}
                w={200}
              />
              <TextInput
                aria-label={`Value ${index + 1}`}
                placeholder="{{title}}"
                value={value}
                onChange={(event) => setRow(index, [key, event.currentTarget.value])}
                error={errors[`mapping.modifications.${key}`]}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${key || "row"}`}
                onClick={() => change({ modifications: draft.modifications.filter((_, at) => at !== index) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            w="fit-content"
            onClick={() => change({ modifications: [...draft.modifications, ["", ""]] })}
          >
            Add a key
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
