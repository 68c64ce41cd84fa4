import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IMAGE_ASPECT_RATIOS, type ImageAspectRatio } from "@framewise/contracts";

/** The longest side of the little shape drawn on each button. */
const SHAPE = 22;

function shapeOf(ratio: ImageAspectRatio) {
  const [w, h] = ratio.split(":").map(Number) as [number, number];
  return w >= h ? { width: SHAPE, height: Math.round((SHAPE * h) / w) } : { width: Math.round((SHAPE * w) / h), height: SHAPE };
}

/** One button per aspect ratio, each showing its shape. */
export function AspectPicker({ value, onChange }: { value: ImageAspectRatio; onChange: (ratio: ImageAspectRatio) => void }) {
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id="aspect-label">
        Aspect ratio
      </Text>
      <Group gap={6} role="radiogroup" aria-labelledby="aspect-label">
        {IMAGE_ASPECT_RATIOS.map((ratio) => {
          const chosen = ratio === value;
          return (
            <UnstyledButton
              key={ratio}
              role="radio"
              aria-checked={chosen}
              aria-label={ratio}
              onClick={() => onChange(ratio)}
              w={56}
              h={56}
              bd={`1px solid ${chosen ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`}
              bg={chosen ? "var(--mantine-primary-color-light)" : undefined}
              style={{ borderRadius: 8, display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 4 }}
            >
              <span aria-hidden style={{ ...shapeOf(ratio), border: "2px solid currentColor", borderRadius: 3, display: "block" }} />
              <Text size="xs">{ratio}</Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Stack>
  );
}
