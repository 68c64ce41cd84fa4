import { Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { dragRect, type Rect } from "./crop-rect";
import type { MaskPoint } from "./mask-raster";

const PRESETS = [
  { value: "free", label: "Free", aspect: undefined },
  { value: "1:1", label: "1:1", aspect: 1 },
  { value: "16:9", label: "16:9", aspect: 16 / 9 },
  { value: "9:16", label: "9:16", aspect: 9 / 16 },
  { value: "4:5", label: "4:5", aspect: 4 / 5 },
  { value: "3:2", label: "3:2", aspect: 3 / 2 },
  { value: "2:3", label: "2:3", aspect: 2 / 3 },
];

interface Props {
  image: { url: string; width: number; height: number };
  busy: boolean;
  onSubmit: (crop: Rect) => void;
}

/** Drag a rectangle over the picture (free, or held to an aspect ratio) and keep only that. */
export function CropPanel({ image, busy, onSubmit }: Props) {
  const [preset, setPreset] = useState("free");
  const [rect, setRect] = useState<Rect | undefined>();
  const start = useRef<MaskPoint | undefined>(undefined);
  const aspect = PRESETS.find((entry) => entry.value === preset)?.aspect;

  const pointOf = (event: React.PointerEvent<HTMLDivElement>): MaskPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * image.width) / (box.width || image.width),
      y: ((event.clientY - box.top) * image.height) / (box.height || image.height),
    };
  };
  const percent = (value: number, whole: number) => `${(value / whole) * 100}%`;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Aspect ratio"
        value={preset}
        onChange={(value) => (setPreset(value), setRect(undefined))}
        data={PRESETS}
      />
      <div
        data-testid="crop-area"
        style={{ position: "relative", lineHeight: 0, cursor: "crosshair", touchAction: "none", userSelect: "none" }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          start.current = pointOf(event);
        }}
        onPointerMove={(event) => start.current && setRect(dragRect(start.current, pointOf(event), image, aspect))}
        onPointerUp={() => (start.current = undefined)}
      >
        <img src={image.url} alt="The image being cropped" style={{ width: "100%", height: "auto" }} draggable={false} />
        {rect && (
          <div
            style={{
              position: "absolute",
              left: percent(rect.left, image.width),
              top: percent(rect.top, image.height),
              width: percent(rect.width, image.width),
              height: percent(rect.height, image.height),
              outline: "2px solid white",
              boxShadow: "0 0 0 9999px rgba(0, 0, 0, 0.5)",
            }}
          />
        )}
      </div>
      <Group>
        <Button onClick={() => rect && onSubmit(rect)} loading={busy} disabled={!rect}>
          Crop
        </Button>
        <Text size="sm" c="dimmed">
          {rect ? `${rect.width} × ${rect.height} pixels from ${rect.left}, ${rect.top}` : "Drag over the picture to choose what to keep."}
        </Text>
      </Group>
    </Stack>
  );
}
