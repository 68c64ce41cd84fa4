import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, Progress, Stack, Text, Textarea } from "@mantine/core";
import { IMAGE_ASPECT_RATIOS, IMAGE_GEN_LIMITS, type ImageAspectRatio, type ImageGeneration } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useGeneration, useStartGeneration } from "../image-gen-api";
import { V1Nav } from "./V1Nav";

/** The generation just started, followed by the live events until its images are there. */
function V1Generation({ started }: { started: ImageGeneration }) {
  const { data: generation = started } = useGeneration(started.id, started);
  if (generation.status === "failed" || generation.status === "canceled")
    return <Alert color="red">{generation.error ?? `The generation was ${generation.status}.`}</Alert>;
  if (generation.status !== "succeeded")
    return (
      <Stack gap={4}>
        <Text size="sm">{generation.status === "queued" ? "Waiting to start…" : "Generating…"}</Text>
        <Progress value={(generation.progress ?? 0) * 100} animated aria-label="Generation progress" />
      </Stack>
    );
  return (
    <Group gap="sm">
      {generation.images.map((image, index) => (
        <Anchor key={image.id} component={Link} to={`/image-gen/v1/${image.id}`}>
          <img
            src={image.thumbnails.small}
            alt={`Image ${index + 1}: ${image.recipe.prompt}`}
            width={128}
            height={128}
            style={{ objectFit: "cover" }}
          />
        </Anchor>
      ))}
    </Group>
  );
}

/** The older one-form studio: a prompt, an aspect and a count, over the same API as the current one. */
export default function V1CreatePage() {
  const [prompt, setPrompt] = useState("");
  const [aspect, setAspect] = useState<ImageAspectRatio>("1:1");
  const [count, setCount] = useState<number>(1);
  const start = useStartGeneration();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ prompt: prompt.trim(), aspect_ratio: aspect, count });
  };
  return (
    <Stack gap="md" maw={640}>
      <V1Nav title="Image generation (v1)" />
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Textarea
            label="Prompt"
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            maxLength={IMAGE_GEN_LIMITS.promptLength}
            rows={4}
            required
          />
          <Group grow>
            <NativeSelect
              label="Aspect ratio"
              data={[...IMAGE_ASPECT_RATIOS]}
              value={aspect}
              onChange={(event) => setAspect(event.currentTarget.value as ImageAspectRatio)}
            />
            <NumberInput
              label="Images"
              min={IMAGE_GEN_LIMITS.count.min}
              max={IMAGE_GEN_LIMITS.count.max}
              clampBehavior="strict"
              allowDecimal={false}
              value={count}
              onChange={(value) => setCount(typeof value === "number" ? value : IMAGE_GEN_LIMITS.count.min)}
            />
          </Group>
          {start.error && <Alert color="red">{start.error.message}</Alert>}
          <Group>
            <Button type="submit" loading={start.isPending} disabled={!prompt.trim()}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
      {start.data && <V1Generation key={start.data.id} started={start.data} />}
    </Stack>
  );
}
