import {
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { PROMPT_TEST_LIMITS as LIMITS, type PromptAspectRatio, type PromptTestPromptInput } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import { fromForm, toForm, type ExpectationsForm } from "./expectations-form";

export type EditedPrompt = PromptTestPromptInput & { id?: string };

const ASPECT_RATIOS = ["9:16", "1:1", "4:5", "16:9"];
const LANGUAGES = [
  ["en", "English"],
  ["de", "German"],
  ["fr", "French"],
  ["es", "Spanish"],
  ["it", "Italian"],
  ["pt", "Portuguese"],
  ["nl", "Dutch"],
  ["pl", "Polish"],
  ["ja", "Japanese"],
  ["zh", "Chinese"],
  ["ko", "Korean"],
  ["ar", "Arabic"],
].map(([value, label]) => ({ value: value!, label: `${label} (${value})` }));

interface Props {
  /** The prompt edited; null to add one. */
  prompt: EditedPrompt | null;
  opened: boolean;
  onClose: () => void;
  onSave: (prompt: EditedPrompt) => void;
}

/** Adds or edits one prompt of a suite: what is asked, and what its storyboard must be like. */
export function PromptFormModal({ prompt, opened, onClose, onSave }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={prompt ? `Edit “${prompt.name}”` : "New prompt"} size="xl">
      {/* Keyed so each opening starts from the prompt's own values. */}
      {opened && (
        <PromptForm
          key={prompt?.id ?? prompt?.name ?? "new"}
          prompt={prompt}
          onSave={(saved) => {
            onSave(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function PromptForm({ prompt, onSave }: { prompt: EditedPrompt | null; onSave: (prompt: EditedPrompt) => void }) {
  const [name, setName] = useState(prompt?.name ?? "");
  const [text, setText] = useState(prompt?.prompt ?? "");
  const [aspectRatio, setAspectRatio] = useState<string | null>(prompt?.aspect_ratio ?? null);
  const [templateId, setTemplateId] = useState<string | null>(prompt?.template_id ?? null);
  const [form, setForm] = useState<ExpectationsForm>(() => toForm(prompt?.expectations ?? { schema_valid: true }));
  const templates = useTemplates();
  const layouts = useLayouts();
  const layoutIds = Object.keys(layouts.data ?? {});
  const set =
    <Key extends keyof ExpectationsForm>(key: Key) =>
    (value: ExpectationsForm[Key]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const number = (value: string | number) => (typeof value === "number" ? value : "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      ...(prompt?.id ? { id: prompt.id } : {}),
      name: name.trim(),
      prompt: text.trim(),
      aspect_ratio: aspectRatio as PromptAspectRatio | null,
      template_id: templateId,
      expectations: fromForm(form),
    });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={LIMITS.promptName}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label="Prompt"
          description="What the planner is asked, as someone would type it on the create screen."
          required
          autosize
          minRows={3}
          maxLength={LIMITS.promptLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <SimpleGrid cols={2}>
          <Select
            label="Aspect ratio"
            placeholder="The brief decides"
            clearable
            data={ASPECT_RATIOS}
            value={aspectRatio}
            onChange={setAspectRatio}
          />
          <Select
            label="Template"
            placeholder="The brief decides"
            clearable
            data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            value={templateId}
            onChange={setTemplateId}
          />
        </SimpleGrid>
        <Divider label="Expectations" labelPosition="left" />
        <Checkbox
          label="A valid storyboard"
          checked={form.schemaValid}
          onChange={(event) => set("schemaValid")(event.currentTarget.checked)}
        />
        <SimpleGrid cols={4}>
          <NumberInput label="Scenes, at least" min={0} value={form.sceneMin} onChange={(value) => set("sceneMin")(number(value))} />
          <NumberInput label="Scenes, at most" min={0} value={form.sceneMax} onChange={(value) => set("sceneMax")(number(value))} />
          <NumberInput label="Seconds, at least" min={0} value={form.durationMin} onChange={(value) => set("durationMin")(number(value))} />
          <NumberInput label="Seconds, at most" min={0} value={form.durationMax} onChange={(value) => set("durationMax")(number(value))} />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <MultiSelect
            label="Layouts required"
            data={layoutIds}
            value={form.layoutsRequired}
            onChange={set("layoutsRequired")}
            searchable
          />
          <MultiSelect
            label="Layouts forbidden"
            data={layoutIds}
            value={form.layoutsForbidden}
            onChange={set("layoutsForbidden")}
            searchable
          />
          <TagsInput
            label="Words required"
            description="On screen or in the voiceover, as whole words."
            value={form.wordsRequired}
            onChange={set("wordsRequired")}
            maxTags={LIMITS.listItems}
          />
          <TagsInput
            label="Words forbidden"
            description="Such as the brief's instructions: “TikTok”, “30-second”."
            value={form.wordsForbidden}
            onChange={set("wordsForbidden")}
            maxTags={LIMITS.listItems}
          />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Pictures and clips
            </Text>
            <SegmentedControl
              data={[
                { value: "", label: "Not checked" },
                { value: "some", label: "Some" },
                { value: "none", label: "None" },
              ]}
              value={form.media}
              onChange={set("media")}
            />
          </Stack>
          <Select
            label="Language of the script"
            description="Told by a heuristic: reliable on a few sentences."
            placeholder="Not checked"
            clearable
            data={LANGUAGES}
            value={form.language || null}
            onChange={(value) => set("language")(value ?? "")}
          />
        </SimpleGrid>
        <Textarea
          label="Judge rubric"
          description="A judge model scores the storyboard against it, 1–5 with a reason. Shown as a judgement; it never decides pass or fail."
          autosize
          minRows={2}
          maxLength={LIMITS.rubric}
          value={form.judgeRubric}
          onChange={(event) => set("judgeRubric")(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit">{prompt ? "Keep changes" : "Add prompt"}</Button>
        </Group>
      </Stack>
    </form>
  );
}
