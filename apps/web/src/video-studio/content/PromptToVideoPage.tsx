import { Alert, Button, Group, Input, SegmentedControl, Select, Stack, Textarea, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { ASPECT_RATIOS, type AspectRatio } from "@framewise/scene";
import { PlannerNote } from "../shared/PlannerNote";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/http";
import { useCreateFromPrompt, useTemplates } from "./content-api";
import { EXAMPLE_PROMPT } from "./example-prompt";
import { usePrefetchEditor } from "./prefetch-editor";

const AUTOMATIC = "auto";

/** Describe a video; the planner turns the text into a storyboard, opened in the editor. */
export default function PromptToVideoPage() {
  usePrefetchEditor();
  const [prompt, setPrompt] = useState("");
  // "auto": the server reads the ratio from the platform the brief names ("a TikTok" → 9:16, "for YouTube" → 16:9).
  const [aspectRatio, setAspectRatio] = useState<AspectRatio | typeof AUTOMATIC>(AUTOMATIC);
  // "auto": the server picks the template whose mood suits the brief's tone ("Tone: warm" → Soft Calm).
  const [chosenTemplate, setChosenTemplate] = useState<string>(AUTOMATIC);
  const templates = useTemplates();
  const create = useCreateFromPrompt();
  const navigate = useNavigate();
  const templateId = chosenTemplate === AUTOMATIC ? undefined : chosenTemplate;
  const empty = !prompt.trim();

  const plan = async () => {
    if (empty || create.isPending) return;
    const content = await create.mutateAsync({ prompt, templateId, ...(aspectRatio === AUTOMATIC ? {} : { aspectRatio }) });
    void navigate(`/content/${content.id}/edit`);
  };
  const submit = () => plan().catch(() => undefined); // The error shows from the mutation's state.
  const fields = create.error instanceof ApiError ? create.error.fields : undefined;

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        Prompt to video
      </Title>
      <PlannerNote textPlan="the storyboard is planned from your text: what you ask (length, platform, tone, “End with: …”) shapes the plan without showing on screen, what you name opens it, each point or sentence becomes a scene, bullet points a list, numbers with their unit a stat, and your call to action ends it." />
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
            data={[{ value: AUTOMATIC, label: "Auto" }, ...ASPECT_RATIOS]}
            value={aspectRatio}
            onChange={setAspectRatio}
            display="flex"
          />
        </Input.Wrapper>
        <Select
          label="Template"
          data={[
            { value: AUTOMATIC, label: "Automatic, from the tone or trade" },
            ...(templates.data?.map((template) => ({ value: template.id, label: template.name })) ?? []),
          ]}
          value={chosenTemplate}
          onChange={(value) => setChosenTemplate(value ?? AUTOMATIC)}
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
