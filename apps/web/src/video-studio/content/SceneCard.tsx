import { ActionIcon, Badge, Card, Group, Menu, NumberInput, Select, Stack, Text, Textarea, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconCopy, IconDots, IconTrash } from "@tabler/icons-react";
import type { RenderAssets } from "@framewise/renderer";
import { LIMITS, paletteOf, type Content, type Layout, type MediaLengths, type Scene } from "@framewise/scene";
import { memo } from "react";
import { BackgroundField } from "./BackgroundField";
import {
  clearSlot,
  listNumbered,
  mediaSlots,
  setListNumbered,
  setSceneDuration,
  setSlotMedia,
  setSlotText,
  slotText,
  textSlots,
} from "./document-edits";
import { MediaField } from "./MediaField";
import { canAddScene, deleteScene, duplicateScene, moveScene, setSceneLayout } from "./scene-edits";
import { sceneLength } from "./scene-length";
import { SceneThumbnail } from "./SceneThumbnail";
import { SlotField } from "./SlotField";
import { VoiceField } from "./VoiceField";
import { setRecording, setScript } from "./voice-edits";
import type { Edit } from "./use-document-history";
import type { PlayheadReader } from "./use-playhead-reader";

interface Props {
  content: Content;
  scene: Scene;
  index: number;
  assets: RenderAssets;
  /** The lengths of the media the scenes follow, as the preview times them. */
  media: MediaLengths;
  /** The layouts this scene may switch to (the template's, for the video's aspect ratio). */
  layoutChoices: Layout[];
  fontsReady: boolean;
  /** The playhead is in this scene. */
  current: boolean;
  /** The scene's length in seconds, as the preview times it. */
  length: number;
  playhead: PlayheadReader;
  onEdit: (edit: Edit, field: string | null) => void;
  /** Shows scene `index`: the playhead to its start. */
  onShow: (index: number) => void;
}

/** The card's element id, so the scene strip can bring it into view. */
export const sceneCardId = (sceneId: string) => `scene-card-${sceneId}`;

/** One scene of the storyboard: its picture, layout, words, media, voiceover and length. */
// Memoised: the editor re-renders on every preview frame, the cards only when their props change.
export const SceneCard = memo(function SceneCard({
  content,
  scene,
  index,
  assets,
  media,
  layoutChoices,
  fontsReady,
  current,
  length,
  playhead,
  onEdit,
  onShow,
}: Props) {
  const layout = assets.layouts[scene.layoutId];
  const field = (name: string) => `${scene.id}/${name}`;
  const last = content.scenes.length - 1;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="scene-card"
      data-layout={scene.layoutId}
      data-current={current || undefined}
      id={sceneCardId(scene.id)}
      style={{ borderColor: current ? "var(--mantine-color-blue-4)" : undefined, scrollMarginTop: 72 }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} align="center">
          <UnstyledButton onClick={() => onShow(index)} aria-label={`Show scene ${index + 1} in the preview`}>
            <SceneThumbnail content={content} index={index} assets={assets} media={media} fontsReady={fontsReady} />
          </UnstyledButton>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move scene ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onEdit((doc) => moveScene(doc, index, index - 1), null)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move scene ${index + 1} down`}
              disabled={index === last}
              onClick={() => onEdit((doc) => moveScene(doc, index, index + 1), null)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`More for scene ${index + 1}`}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconCopy size={14} />}
                  disabled={!canAddScene(content)}
                  onClick={() => onEdit((doc) => duplicateScene(doc, index), null)}
                >
                  Duplicate scene
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  disabled={content.scenes.length === 1}
                  onClick={() => onEdit((doc) => deleteScene(doc, index), null)}
                >
                  Delete scene
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Stack>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color="gray">
              Scene {index + 1}
            </Badge>
            <Select
              aria-label={`Layout of scene ${index + 1}`}
              size="xs"
              data-testid="scene-layout"
              data={layoutChoices.map((choice) => ({ value: choice.id, label: choice.name }))}
              value={scene.layoutId}
              allowDeselect={false}
              onChange={(layoutId) => layoutId && onEdit((doc) => setSceneLayout(doc, index, assets.layouts, layoutId), null)}
            />
          </Group>
          {!layout && <Text c="red">This scene's layout is missing from the library.</Text>}
          {layout &&
            textSlots(layout).map((slot) => (
              <SlotField
                key={slot.name}
                slot={slot}
                value={slotText(scene, slot)}
                onChange={(text) => onEdit((doc) => setSlotText(doc, scene.id, slot, text), field(slot.name))}
                numbered={listNumbered(scene, slot)}
                onNumberedChange={(numbered) => onEdit((doc) => setListNumbered(doc, scene.id, slot, numbered), null)}
              />
            ))}
          {layout &&
            mediaSlots(layout).map((slot) => {
              const value = scene.slots[slot.name];
              return (
                <MediaField
                  key={slot.name}
                  label={slot.label}
                  value={value && "src" in value ? value.src : undefined}
                  kinds={slot.kind === "video" ? ["video"] : ["image"]}
                  onChange={(src) => onEdit((doc) => (src ? setSlotMedia(doc, scene.id, slot, src) : clearSlot(doc, scene.id, slot)), null)}
                />
              );
            })}
          <BackgroundField
            scene={scene}
            index={index}
            palette={paletteOf(assets.template, content)}
            length={length}
            current={current}
            playhead={playhead}
            onEdit={onEdit}
          />
          <Textarea
            label="Voiceover script"
            description="What is said over this scene."
            autosize
            minRows={1}
            maxLength={LIMITS.textLength}
            value={scene.voiceover?.text ?? ""}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onEdit((doc) => setScript(doc, scene.id, text), field("voiceover"));
            }}
          />
          <VoiceField scene={scene} index={index} onEdit={onEdit} />
          <MediaField
            label="Voiceover recording"
            value={scene.voiceover?.src}
            kinds={["audio"]}
            onChange={(src) => onEdit((doc) => setRecording(doc, scene.id, src), null)}
          />
          {typeof scene.duration !== "number" && (
            <Text size="sm" data-testid="scene-length">
              Length: {sceneLength(scene, length)}
            </Text>
          )}
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
              onChange={(value) =>
                typeof value === "number" &&
                value >= 0.5 &&
                value <= LIMITS.sceneSeconds &&
                onEdit((doc) => setSceneDuration(doc, scene.id, value), field("duration"))
              }
            />
          )}
        </Stack>
      </Group>
    </Card>
  );
});
