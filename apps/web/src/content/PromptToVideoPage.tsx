import { Alert, Button, Group, Input, SegmentedControl, Select, Stack, Textarea, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { ASPECT_RATIOS, type AspectRatio } from "@framewise/scene";
import { PlannerNote } from "../create/PlannerNote";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../api/http";
import { useCreateFromPrompt, useTemplates } from "./content-api";
import { EXAMPLE_PROMPT } from "./example-prompt";
import { usePrefetchEditor } from "./prefetch-editor";

/** Describe a video; the planner turns the text into a storyboard, opened in the editor. */
export default function PromptToVideoPage() {
  usePrefetchEditor();
  const [prompt, setPrompt] = useState("");
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("9:16");
  const [chosenTemplate, setChosenTemplate] = useState<string | null>(null);
  const templates = useTemplates();
  const create = useCreateFromPrompt();
  const navigate = useNavigate();
  const templateId = chosenTemplate ?? templates.data?.[0]?.id;
  const empty = !prompt.trim();

  const plan = async () => {
    if (empty || create.isPending) return;
    const content = await create.mutateAsync({ prompt, aspectRatio, templateId });
    void navigate(`/content/${content.id}/edit`);
  };
  const submit = () => plan().catch(() => undefined); // The error shows from the mutation's state.
  const fields = create.error instanceof ApiError ? create.error.fields : undefined;

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        Prompt to video
      </Title>
      <PlannerNote textPlan="the storyboard is planned from your text: each sentence becomes a scene, bullet points a list, numbers a stat, and the last line the call to action." />
      <Textarea
        label="Describe your video"
        placeholder={`For example:\n${EXAMPLE_PROMPT}`}
        autosize
        minRows={7}
        maxLength={5000}
        value={prompt}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        error={fields?.prompt}
        description="Ctrl+Enter (⌘+Enter on a Mac) plans it."
      />
      <Group align="flex-end" gap="lg">
        <Input.Wrapper label="Aspect ratio">
          <SegmentedControl
            aria-label="Aspect ratio"
            data={[...ASPECT_RATIOS]}
            value={aspectRatio}
            onChange={setAspectRatio}
            display="flex"
          />
        </Input.Wrapper>
        <Select
          label="Template"
          data={templates.data?.map((template) => ({ value: template.id, label: template.name })) ?? []}
          value={templateId ?? null}
          onChange={setChosenTemplate}
          allowDeselect={false}
          disabled={!templates.data}
          error={templates.error?.message ?? fields?.templateId}
        />
      </Group>
      {create.isError && !fields?.prompt && !fields?.templateId && <Alert color="red">{create.error.message}</Alert>}
      <Group>
        <Button leftSection={<IconSparkles size={16} />} disabled={empty} loading={create.isPending} onClick={() => void submit()}>
          Plan my video
        </Button>
      </Group>
    </Stack>
  );
}
