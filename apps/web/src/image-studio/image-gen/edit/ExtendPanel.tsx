import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { useState } from "react";

type Side = "top" | "right" | "bottom" | "left";
const SIDES: Side[] = ["top", "right", "bottom", "left"];
const MAX_MARGIN = 2048;

interface Props {
  image: { url: string; width: number; height: number };
  busy: boolean;
  onSubmit: (extend: Record<Side, number>, prompt: string) => void;
}

/** A larger canvas: margins on each side, filled by the provider's outpainting; the picture itself stays as it is. */
export function ExtendPanel({ image, busy, onSubmit }: Props) {
  const [margins, setMargins] = useState<Record<Side, number>>({ top: 0, right: 0, bottom: 0, left: 0 });
  const [prompt, setPrompt] = useState("");
  const width = image.width + margins.left + margins.right;
  const height = image.height + margins.top + margins.bottom;
  const grows = width > image.width || height > image.height;
  return (
    <Stack gap="sm">
      <img src={image.url} alt="The image being extended" style={{ width: "100%", height: "auto" }} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {SIDES.map((side) => (
          <NumberInput
            key={side}
            label={`${side[0]!.toUpperCase()}${side.slice(1)} (px)`}
            min={0}
            max={MAX_MARGIN}
            step={64}
            value={margins[side]}
            onChange={(value) =>
              setMargins((old) => ({ ...old, [side]: Math.min(MAX_MARGIN, Math.max(0, Math.round(Number(value) || 0))) }))
            }
          />
        ))}
      </SimpleGrid>
      <TextInput
        label="What to fill the new area with (optional)"
        placeholder="The image's own prompt when empty"
        value={prompt}
        maxLength={IMAGE_GEN_LIMITS.instructionLength}
        onChange={(event) => setPrompt(event.currentTarget.value)}
      />
      <Group>
        <Button onClick={() => onSubmit(margins, prompt.trim())} loading={busy} disabled={!grows}>
          Extend the canvas
        </Button>
        <Text size="sm" c="dimmed">
          {grows ? `New size ${width} × ${height} pixels.` : "Add a margin to at least one side."}
        </Text>
      </Group>
    </Stack>
  );
}
