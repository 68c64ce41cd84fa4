import { Alert, Anchor, Button, Group, SegmentedControl, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconSparkles, IconX } from "@tabler/icons-react";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { ApiError } from "../../api/http";
import { AspectPicker } from "./AspectPicker";
import { providerOf, useImageBoards, useImageProviders, useStartGeneration } from "./image-gen-api";
import { OfflineLabel } from "./OfflineLabel";
import { PromptField } from "./PromptField";
import { QuotaLine } from "./QuotaLine";
import type { CreateFormSeed } from "./recipe-params";
import { ReferencePicker } from "./ReferencePicker";
import { SeedField } from "./SeedField";
import { useCreateForm } from "./use-create-form";
import { VibePicker } from "./VibePicker";

const COUNTS = ["1", "2", "3", "4"];

/** Prompt, negative, vibe, aspect, count, seed, references, provider and board: everything a generation asks for. */
export function CreateForm({ start }: { start: CreateFormSeed }) {
  const providers = useImageProviders();
  const boards = useImageBoards();
  const generate = useStartGeneration();
  const { values, set, request } = useCreateForm(start);
  const provider = providerOf(providers.data, values.providerId);
  const can = (capability: string) => provider?.capabilities.some((declared) => declared === capability) ?? false;
  const quota = providers.data?.quota;
  const fields = generate.error instanceof ApiError ? generate.error.fields : undefined;
  // The offline preview counts against no quota, so it stays open when the month's generations are used.
  const free = provider?.offline_preview ?? false;
  const ready = Boolean(values.prompt.trim()) && Boolean(provider) && (free || (quota?.left ?? 0) > 0) && !generate.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (ready) generate.mutate(request(provider));
  };

  return (
    <Stack gap="md" component="form" onSubmit={submit} aria-label="Create images">
      <PromptField value={values.prompt} onChange={set.prompt} onSubmit={submit} error={fields?.prompt} />
      {can("negative") && (
        <Textarea
          label="Negative prompt"
          description="What the image should not have."
          autosize
          minRows={1}
          maxRows={6}
          maxLength={IMAGE_GEN_LIMITS.negativeLength}
          value={values.negative}
          onChange={(event) => set.negative(event.currentTarget.value)}
          error={fields?.negative_prompt}
        />
      )}
      {values.remixOf && (
        <Group gap={6}>
          <Text size="sm">
            Remixing{" "}
            <Anchor component={Link} to={`/image-gen/${values.remixOf}`}>
              an image
            </Anchor>
            : the new ones are linked to it.
          </Text>
          <Button size="compact-xs" variant="subtle" leftSection={<IconX size={12} />} onClick={() => set.remixOf(null)}>
            Unlink
          </Button>
        </Group>
      )}
      <VibePicker value={values.vibeId} onChange={(vibe) => set.vibeId(vibe?.id ?? null)} />
      <AspectPicker value={values.aspect} onChange={set.aspect} />
      <Group gap="xl" align="flex-start">
        <Stack gap={6}>
          <Text fw={500} size="sm">
            Images
          </Text>
          <SegmentedControl aria-label="Images" data={COUNTS} value={String(values.count)} onChange={(count) => set.count(Number(count))} />
        </Stack>
        {can("seed") && <SeedField seed={values.seed} onChange={set.seed} />}
      </Group>
      {can("reference") && <ReferencePicker ids={values.references} onChange={set.references} />}
      {(providers.data?.providers.length ?? 0) > 1 && (
        <Select
          label="Provider"
          data={providers.data!.providers.map((option) => ({ value: option.id, label: `${option.label} · ${option.model}` }))}
          value={provider?.id ?? null}
          onChange={set.providerId}
          allowDeselect={false}
        />
      )}
      {Boolean(boards.data?.length) && (
        <Select
          label="Board"
          placeholder="No board"
          data={boards.data!.map((board) => ({ value: board.id, label: board.name }))}
          value={values.boardId}
          onChange={set.boardId}
          clearable
        />
      )}
      {providers.isError && <Alert color="red">{providers.error.message}</Alert>}
      {generate.isError && !fields && <Alert color="red">{generate.error.message}</Alert>}
      <Group gap="sm">
        <Button type="submit" leftSection={<IconSparkles size={16} />} disabled={!ready} loading={generate.isPending}>
          Generate
        </Button>
        {free ? (
          <Text size="sm" c="dimmed" data-testid="quota">
            Offline previews are free: they count against no quota
          </Text>
        ) : (
          quota && <QuotaLine quota={quota} />
        )}
      </Group>
      {provider?.offline_preview && <OfflineLabel />}
    </Stack>
  );
}
