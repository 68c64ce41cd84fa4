import { Badge, Card, Grid, Group, NavLink, Slider, Stack, Text } from "@mantine/core";
import { ASPECT_RATIOS, SLOT_KINDS, type AspectRatio, type Layout } from "@framewise/scene";
import { useState } from "react";
import { useLayouts } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import type { StudioItem } from "../studio/studio-api";
import { templateReducer } from "./animation-edits";
import { AnimationPreview } from "./AnimationPreview";
import { EditorHeader, LoadingOrError, PlaybackControls, type Back } from "./EditorChrome";
import { PresetList } from "./PresetList";
import { useAnimationDraft } from "./use-animation-draft";
import { useAnimationItem } from "./use-animation-item";
import { useEditorKeys } from "./use-editor-keys";
import { useLoopingPlayhead } from "./use-looping-playhead";

const KINDS = [...SLOT_KINDS, "default"] as const;
type Kind = (typeof KINDS)[number];
/** Layouts previewed at once: enough to see the entrances on different compositions. */
const PREVIEWED_LAYOUTS = 3;

/** `templates-pipeline/:templateId/animation`: a template's entrance presets per slot kind, previewed on its layouts. */
export default function TemplateAnimationPage() {
  const { id, loaded, error, back } = useAnimationItem("template", useLayouts());
  if (!loaded) return <LoadingOrError what="template" error={error} back={back} />;
  return <TemplateAnimationEditor key={id} item={loaded.item} layouts={loaded.library} back={back} />;
}

interface EditorProps {
  item: StudioItem<"template">;
  /** The published layouts by id. */
  layouts: Record<string, Layout>;
  back: Back;
}

function TemplateAnimationEditor({ item, layouts, back }: EditorProps) {
  const draft = useAnimationDraft("template", item, templateReducer);
  const template = draft.history.present;
  const fontsReady = useRendererFonts();
  const [kind, setKind] = useState<Kind>("headline");
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("16:9");
  const [duration, setDuration] = useState(3);
  const playhead = useLoopingPlayhead(duration);
  const previewed = template.layouts
    .flatMap((id) => layouts[id] ?? [])
    .filter((layout) => layout.aspectRatios.includes(aspectRatio))
    .slice(0, PREVIEWED_LAYOUTS);

  useEditorKeys({ togglePlay: playhead.toggle, undo: draft.undo, redo: draft.redo });

  return (
    <Stack gap="md">
      <EditorHeader
        back={back}
        title={`Animation · ${template.name}`}
        subtitle={`Template ${template.id}: the entrance each slot kind plays unless a layout's element has its own. Each save is a new draft version.`}
        draft={draft}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding={0}>
            {KINDS.map((each) => (
              <NavLink
                key={each}
                active={each === kind}
                label={each}
                onClick={() => setKind(each)}
                rightSection={
                  <Badge size="xs" variant="light">
                    {template.animations[each]?.length ?? 0}
                  </Badge>
                }
              />
            ))}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="sm">
            <PresetList
              owner={kind}
              presets={template.animations[kind] ?? []}
              max={4}
              onEdit={draft.edit}
              emptyText={
                kind === "default"
                  ? "None: elements without their own entrance just appear."
                  : "None: this kind plays the default entrance."
              }
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs">
            <PlaybackControls
              playhead={playhead}
              duration={duration}
              onDuration={setDuration}
              aspectRatio={aspectRatio}
              aspectRatios={ASPECT_RATIOS}
              onAspectRatio={setAspectRatio}
            />
            <Slider
              aria-label="Playhead"
              min={0}
              max={duration}
              step={1 / 30}
              value={playhead.time}
              onChange={playhead.seek}
              label={(value) => `${value.toFixed(2)} s`}
            />
            {previewed.length === 0 && (
              <Text size="sm" c="dimmed">
                None of this template's published layouts covers {aspectRatio}: nothing to preview.
              </Text>
            )}
            <Group gap="xs" align="flex-start">
              {previewed.map((layout) => (
                <AnimationPreview
                  key={layout.id}
                  layout={layout}
                  template={template}
                  aspectRatio={aspectRatio}
                  duration={duration}
                  time={playhead.time}
                  fontsReady={fontsReady}
                  width={aspectRatio === "9:16" ? 120 : 200}
                />
              ))}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
