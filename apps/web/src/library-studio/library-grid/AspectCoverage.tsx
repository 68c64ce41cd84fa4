import { Group, Tooltip } from "@mantine/core";
import { CHECKLIST_ASPECTS, type ChecklistAspect } from "@framewise/contracts";

const SIDE = 16;

/** The four ratios as small frames of their shape, those covered filled. */
export function AspectCoverage({ covered }: { covered: ChecklistAspect[] }) {
  const label = covered.length ? `Covers ${covered.join(", ")}` : "Covers no aspect ratio";
  return (
    <Group gap={4} align="flex-end" role="img" aria-label={label} wrap="nowrap">
      {CHECKLIST_ASPECTS.map((aspect) => {
        const [w, h] = aspect.split(":").map(Number) as [number, number];
        const scale = SIDE / Math.max(w, h);
        const on = covered.includes(aspect);
        return (
          <Tooltip key={aspect} label={`${aspect}${on ? "" : " not covered"}`}>
            <div
              data-covered={on}
              style={{
                width: Math.round(w * scale),
                height: Math.round(h * scale),
                borderRadius: 2,
                border: `1px solid var(--mantine-color-${on ? "blue-6" : "gray-4"})`,
                background: on ? "var(--mantine-color-blue-6)" : "transparent",
              }}
            />
          </Tooltip>
        );
      })}
    </Group>
  );
}
