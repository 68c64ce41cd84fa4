import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Textarea } from "@mantine/core";
import { IMAGE_ASPECT_RATIOS, IMAGE_GEN_LIMITS, type ImageAspectRatio } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { useStartGeneration } from "../image-gen-api";
import { V1Generation } from "./V1Generation";
import { V1Nav } from "./V1Nav";

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
      {start.data && <V1Generation key={start.data.id} started={start.data} working="Generating…" />}
    </Stack>
  );
}
