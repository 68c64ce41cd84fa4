import { CHECKLIST_ASPECTS, type ChecklistAspect, type LibraryKind } from "@framewise/contracts";
import type { Layout, Template } from "@framewise/scene";
import { Alert, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ChangeDiff } from "../../ui/change-diff/ChangeDiff";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";
import { useVersionComparison } from "../studio/studio-api";
import type { PreviewPair } from "./preview-pairs";

interface Props {
  kind: LibraryKind;
  id: string;
  from: number;
  to: number;
  pair: PreviewPair | undefined;
  fontsReady: boolean;
}

/** A version's definition in place of the item's own in the preview pair: what that version looked like. */
const drawnPair = (kind: LibraryKind, pair: PreviewPair, definition: unknown) =>
  kind === "layout" ? { layout: definition as Layout, template: pair.template } : { layout: pair.layout, template: definition as Template };

/** Two versions side by side: their frames in one aspect ratio, and a readable diff of their JSON. */
export function VersionCompare({ kind, id, from, to, pair, fontsReady }: Props) {
  const comparison = useVersionComparison(kind, id, from, to);
  const [aspect, setAspect] = useState<ChecklistAspect>("9:16");
  if (comparison.error)
    return (
      <Alert color="red" title="The versions could not be compared">
        {comparison.error.message}
      </Alert>
    );
  if (!comparison.data) return <Skeleton height={200} radius="md" aria-label="Loading the comparison" />;
  const sides = [comparison.data.from, comparison.data.to];
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Version ${from} against ${to}`} role="region">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>
            Version {from} → {to}
          </Title>
          <SegmentedControl size="xs" data={[...CHECKLIST_ASPECTS]} value={aspect} onChange={setAspect} />
        </Group>
        {pair && (
          <Group align="flex-start" gap="lg">
            {sides.map((side) => {
              const drawn = drawnPair(kind, pair, side.definition);
              return (
                <Stack key={side.version} gap={4} align="center">
                  <LibraryThumbnail
                    layout={drawn.layout}
                    template={drawn.template}
                    aspectRatio={aspect}
                    fontsReady={fontsReady}
                    width={200}
                  />
                  <Text size="sm">Version {side.version}</Text>
                </Stack>
              );
            })}
          </Group>
        )}
        <Text size="sm" fw={500}>
          {comparison.data.changes.length} change{comparison.data.changes.length === 1 ? "" : "s"} in the JSON
        </Text>
        <ChangeDiff before={comparison.data.from.definition} after={comparison.data.to.definition} />
      </Stack>
    </Paper>
  );
}
