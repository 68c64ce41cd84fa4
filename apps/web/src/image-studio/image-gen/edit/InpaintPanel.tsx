import { ActionIcon, Button, Group, SegmentedControl, Slider, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp, IconContrast2, IconEraser } from "@tabler/icons-react";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { useState } from "react";
import { MaskCanvas, type MaskTool } from "./MaskCanvas";
import { isEmptyMask } from "./mask-raster";
import { maskToPng } from "./mask-png";
import { useMaskHistory } from "./use-mask-history";

interface Props {
  image: { url: string; width: number; height: number };
  busy: boolean;
  onSubmit: (prompt: string, mask: Blob) => void;
}

/** Paint where the picture may change (brush, eraser, size, undo, invert, clear), say what goes there, repaint. */
export function InpaintPanel({ image, busy, onSubmit }: Props) {
  const history = useMaskHistory(image.width, image.height);
  const [tool, setTool] = useState<MaskTool>("brush");
  const [size, setSize] = useState(Math.round(Math.max(image.width, image.height) / 16));
  const [prompt, setPrompt] = useState("");
  const empty = isEmptyMask(history.mask);

  const submit = async () => onSubmit(prompt.trim(), await maskToPng(history.mask, image.width, image.height));

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Tool"
          value={tool}
          onChange={setTool}
          data={[
            { value: "brush", label: "Brush" },
            { value: "eraser", label: "Eraser" },
          ]}
        />
        <Stack gap={0} style={{ flex: "1 1 10rem", maxWidth: "16rem" }}>
          <Text size="xs" c="dimmed" id="brush-size-label">
            Brush size ({size} px)
          </Text>
          <Slider
            aria-labelledby="brush-size-label"
            min={4}
            max={Math.max(8, Math.round(Math.max(image.width, image.height) / 4))}
            value={size}
            onChange={setSize}
          />
        </Stack>
        <Tooltip label="Undo (Ctrl+Z)">
          <ActionIcon variant="default" aria-label="Undo" disabled={!history.canUndo} onClick={history.undo}>
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Redo (Ctrl+Shift+Z)">
          <ActionIcon variant="default" aria-label="Redo" disabled={!history.canRedo} onClick={history.redo}>
            <IconArrowForwardUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Button variant="default" size="xs" leftSection={<IconContrast2 size={16} />} onClick={history.invert}>
          Invert
        </Button>
        <Button variant="default" size="xs" leftSection={<IconEraser size={16} />} onClick={history.clear} disabled={empty}>
          Clear
        </Button>
      </Group>
      <MaskCanvas imageUrl={image.url} width={image.width} height={image.height} history={history} tool={tool} size={size} />
      <Textarea
        label="What goes in the painted area"
        placeholder="a red sailing boat"
        value={prompt}
        maxLength={IMAGE_GEN_LIMITS.instructionLength}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        rows={2}
      />
      <Group>
        <Button onClick={() => void submit()} loading={busy} disabled={empty || !prompt.trim()}>
          Repaint the masked area
        </Button>
        {empty && (
          <Text size="sm" c="dimmed">
            Paint over the part of the picture to change.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
