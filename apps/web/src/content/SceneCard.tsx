import { Badge, Card, Group, NumberInput, Stack, Text } from "@mantine/core";
import type { RenderAssets } from "@framewise/renderer";
import { LIMITS, type Content, type Scene } from "@framewise/scene";
import { setSceneDuration, setSlotText, slotText, textSlots } from "./document-edits";
import { SceneThumbnail } from "./SceneThumbnail";
import { SlotField } from "./SlotField";
import type { Edit } from "./use-document-history";

interface Props {
  content: Content;
  scene: Scene;
  index: number;
  assets: RenderAssets;
  fontsReady: boolean;
  onEdit: (edit: Edit, field: string) => void;
}

/** One scene of the storyboard: its picture, its layout, its words and how long it lasts. */
export function SceneCard({ content, scene, index, assets, fontsReady, onEdit }: Props) {
  const layout = assets.layouts[scene.layoutId];
  const field = (name: string) => `${scene.id}/${name}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="scene-card" data-layout={scene.layoutId}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <SceneThumbnail content={content} index={index} assets={assets} fontsReady={fontsReady} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              Scene {index + 1}
            </Badge>
            <Text fw={600} data-testid="scene-layout">
              {layout?.name ?? scene.layoutId}
            </Text>
          </Group>
          {!layout && <Text c="red">This scene's layout is missing from the library.</Text>}
          {layout &&
            textSlots(layout).map((slot) => (
              <SlotField key={slot.name} slot={slot} value={slotText(scene, slot)} onChange={(text) => onEdit((doc) => setSlotText(doc, scene.id, slot, text), field(slot.name))} />
            ))}
          {typeof scene.duration === "number" && (
            <NumberInput
              label="Duration (seconds)"
              w={160}
              min={0.5}
              max={LIMITS.sceneSeconds}
              step={0.5}
              decimalScale={1}
              clampBehavior="blur"
              value={scene.duration}
              // Only a length the document allows is applied; the field clamps the rest on blur.
              onChange={(value) => typeof value === "number" && value >= 0.5 && value <= LIMITS.sceneSeconds && onEdit((doc) => setSceneDuration(doc, scene.id, value), field("duration"))}
            />
          )}
        </Stack>
      </Group>
    </Card>
  );
}
