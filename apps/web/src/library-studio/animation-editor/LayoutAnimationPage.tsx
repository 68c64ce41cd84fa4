import { Alert, Card, Grid, Stack, Text } from "@mantine/core";
import type { AspectRatio, Template } from "@framewise/scene";
import { useState } from "react";
import { useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import type { StudioItem } from "../studio/studio-api";
import { FRAME_SECONDS, findElement, keyframeAt, layoutReducer, snapTime, type KeyframeKey, type LayoutEdit } from "./animation-edits";
import { AnimationPreview } from "./AnimationPreview";
import { EditorHeader, LoadingOrError, PlaybackControls, type Back } from "./EditorChrome";
import { KeyframeInspector } from "./KeyframeInspector";
import { PresetList } from "./PresetList";
import { Timeline } from "./Timeline";
import { useAnimationDraft } from "./use-animation-draft";
import { useAnimationItem } from "./use-animation-item";
import { useEditorKeys } from "./use-editor-keys";
import { useLoopingPlayhead } from "./use-looping-playhead";

/** `layouts-pipeline/:layoutId/animation`: a layout's keyframes and presets on a timeline, with the live preview. */
export default function LayoutAnimationPage() {
  const { id, loaded, error, back } = useAnimationItem("layout", useTemplates());
  if (!loaded) return <LoadingOrError what="layout" error={error} back={back} />;
  return <LayoutAnimationEditor key={id} item={loaded.item} templates={loaded.library} back={back} />;
}

interface EditorProps {
  item: StudioItem<"layout">;
  templates: Template[];
  back: Back;
}

function LayoutAnimationEditor({ item, templates, back }: EditorProps) {
  const draft = useAnimationDraft("layout", item, layoutReducer);
  const layout = draft.history.present;
  const fontsReady = useRendererFonts();
  const template = templates.find((each) => each.layouts.includes(layout.id)) ?? templates[0];
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>(layout.aspectRatios[0] ?? "16:9");
  const [duration, setDuration] = useState(4);
  const playhead = useLoopingPlayhead(duration);
  const [selectedElement, setSelectedElement] = useState<string | null>(
    () => layout.elements.find((element) => element.keyframes || element.animations)?.id ?? layout.elements[0]?.id ?? null,
  );
  const [chosen, setChosen] = useState<KeyframeKey | null>(null);
  // Undo may take the selected keyframe away.
  const selection = chosen && keyframeAt(layout, chosen) ? chosen : null;
  const keyframe = selection && keyframeAt(layout, selection);
  const element = selectedElement ? findElement(layout, selectedElement) : undefined;

  const edit = (change: LayoutEdit, mergeKey?: string) => {
    draft.edit(change, mergeKey);
    if (change.type === "add-keyframe") {
      const track = findElement(layout, change.element)?.keyframes?.[change.property] ?? [];
      // The new keyframe's place: after every one before it.
      const index = track.filter((frame) => frame.time < snapTime(change.time) - FRAME_SECONDS / 2).length;
      setChosen({ element: change.element, property: change.property, index });
    }
    if (change.type === "remove-keyframe") setChosen(null);
  };
  const selectKeyframe = (key: KeyframeKey) => {
    setChosen(key);
    setSelectedElement(key.element);
  };

  useEditorKeys({
    togglePlay: playhead.toggle,
    undo: draft.undo,
    redo: draft.redo,
    nudge: (frames) => {
      if (!selection || !keyframe) return;
      edit(
        { type: "move-keyframe", key: selection, time: keyframe.time + frames * FRAME_SECONDS },
        `nudge-${selection.element}-${selection.property}-${selection.index}`,
      );
    },
    remove: () => selection && edit({ type: "remove-keyframe", key: selection }),
  });

  return (
    <Stack gap="md">
      <EditorHeader
        back={back}
        title={`Animation · ${layout.name}`}
        subtitle={`Layout ${layout.id}: each save is a new draft version. Space plays, arrows nudge the selected keyframe a frame (Shift: ten), Delete removes it.`}
        draft={draft}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            {template ? (
              <AnimationPreview
                layout={layout}
                template={template}
                aspectRatio={aspectRatio}
                duration={duration}
                time={playhead.time}
                fontsReady={fontsReady}
                width={aspectRatio === "9:16" ? 220 : 520}
              />
            ) : (
              <Alert color="yellow">No published template to preview the layout under yet: publish one that offers it.</Alert>
            )}
            {template && (
              <Text size="xs" c="dimmed">
                Under {template.name}, each slot showing its label.
              </Text>
            )}
            <PlaybackControls
              playhead={playhead}
              duration={duration}
              onDuration={setDuration}
              aspectRatio={aspectRatio}
              aspectRatios={layout.aspectRatios}
              onAspectRatio={setAspectRatio}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card withBorder padding="sm">
              {selection && keyframe && element ? (
                <KeyframeInspector
                  selection={selection}
                  keyframe={keyframe}
                  isLast={selection.index === (element.keyframes?.[selection.property]?.length ?? 0) - 1}
                  elementStart={element.start}
                  onEdit={edit}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  Select a keyframe on the timeline to edit its value and easing, or add one at the playhead with a row's +.
                </Text>
              )}
            </Card>
            {element && (
              <Card withBorder padding="sm">
                <Text size="xs" c="dimmed" mb={4}>
                  {element.id}
                </Text>
                <PresetList
                  owner={element.id}
                  presets={element.animations ?? []}
                  max={8}
                  onEdit={edit}
                  emptyText={element.slot ? "None: the template's entrance for this slot's kind plays." : "None."}
                />
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="xs">
        <Timeline
          layout={layout}
          duration={duration}
          time={playhead.time}
          selectedElement={selectedElement}
          selection={selection}
          onSelectElement={setSelectedElement}
          onSelectKeyframe={selectKeyframe}
          onSeek={playhead.seek}
          onEdit={edit}
        />
      </Card>
    </Stack>
  );
}
