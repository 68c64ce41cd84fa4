import { Alert, Badge, Button, Grid, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy } from "@tabler/icons-react";
import type { AspectRatio, Layout } from "@framewise/scene";
import { useCallback, useReducer, useState } from "react";
import { ApiError } from "../../api/http";
import { useLeaveWarning } from "../../video-studio/shared/use-leave-warning";
import { useSaveVersion, type StudioItem } from "../studio/studio-api";
import { STAGE_LABELS } from "../studio/stage-labels";
import { BackgroundSection } from "./BackgroundSection";
import { errorsOutside } from "./field-errors";
import { FontsSection, TextStylesSection } from "./FontsSection";
import { LayoutsSection } from "./LayoutsSection";
import { AnimationsSection, MusicSection, TransitionSection } from "./MotionSection";
import { PaletteSection } from "./PaletteSection";
import { PreviewGrid } from "./PreviewGrid";
import { canRedoStyle, canUndoStyle, isUnsaved, startStyle, styleReducer, type StyleEdit } from "./style-history";
import { withFontFiles } from "./template-fonts";
import { useEditorKeys } from "./use-editor-keys";
import { useFamilyPicker } from "./use-family-picker";
import { useFontChoices } from "./use-font-choices";

/** The definition's paths the sections show the server's problems under. */
const SECTION_PATHS = ["palette", "fonts", "textStyles", "background", "transition", "animations", "musicMood", "layouts"].map(
  (field) => `definition.${field}`,
);

interface Props {
  item: StudioItem<"template">;
  /** The published layouts, by id. */
  layouts: Record<string, Layout>;
  fontsReady: boolean;
}

/** The style editor of one template, started from its latest version; every save is a new draft version. */
export function StyleConfigEditor({ item, layouts, fontsReady }: Props) {
  const [state, dispatch] = useReducer(styleReducer, item.definition, startStyle);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("9:16");
  const save = useSaveVersion("template", item.id);
  const choices = useFontChoices();
  const picker = useFamilyPicker(choices);
  const template = state.history.present;
  const unsaved = isUnsaved(state);
  useLeaveWarning(unsaved);

  const onEdit: StyleEdit = useCallback((change, key) => dispatch({ type: "edit", change, key }), []);
  const saveDraft = useCallback(() => {
    if (!unsaved || save.isPending) return;
    // The font files follow from the families used, so they are worked out as the template is sent
    // (from its own while the library is unknown); the template shown is what counts as saved.
    // A version saved before templates named their fonts has no fontFiles.
    const sent = withFontFiles(template, choices.library ?? template.fontFiles ?? []);
    save.mutate({ definition: sent, note: "Style changes" }, { onSuccess: () => dispatch({ type: "saved", template }) });
  }, [unsaved, save, template, choices.library]);
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  useEditorKeys({ save: saveDraft, undo, redo });

  const fields = save.error instanceof ApiError ? save.error.fields : undefined;
  const elsewhere = errorsOutside(fields, SECTION_PATHS);
  const sectionProps = { template, fields, onEdit };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Style of {template.name}</Title>
          <Group gap="xs">
            <Badge variant="light">
              Version {item.latest_version} · {STAGE_LABELS[item.stage].toLowerCase()}
            </Badge>
            <Text size="sm" c="dimmed" aria-live="polite">
              {save.isPending
                ? "Saving…"
                : unsaved
                  ? "Unsaved changes"
                  : save.isSuccess
                    ? `Saved as version ${save.data.latest_version} (draft)`
                    : "No changes yet"}
            </Text>
          </Group>
        </div>
        <Group gap="xs">
          <Tooltip label="Undo (Ctrl+Z)">
            <Button variant="default" leftSection={<IconArrowBackUp size={16} />} disabled={!canUndoStyle(state)} onClick={undo}>
              Undo
            </Button>
          </Tooltip>
          <Tooltip label="Redo (Ctrl+Shift+Z)">
            <Button variant="default" leftSection={<IconArrowForwardUp size={16} />} disabled={!canRedoStyle(state)} onClick={redo}>
              Redo
            </Button>
          </Tooltip>
          <Tooltip label="Saves a new draft version (Ctrl+S)">
            <Button leftSection={<IconDeviceFloppy size={16} />} disabled={!unsaved} loading={save.isPending} onClick={saveDraft}>
              Save draft
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {save.error && (
        <Alert color="red" title="The draft was not saved">
          {!fields
            ? save.error.message
            : elsewhere.length
              ? elsewhere.join("; ")
              : "The server refused some values; they are marked in their sections."}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <PaletteSection palette={template.palette} fields={fields} onEdit={onEdit} />
            <BackgroundSection background={template.background} palette={template.palette} fields={fields} onEdit={onEdit} />
            <FontsSection {...sectionProps} choices={choices} picker={picker} />
            <TextStylesSection {...sectionProps} choices={choices} picker={picker} palette={template.palette} />
            <TransitionSection {...sectionProps} />
            <AnimationsSection {...sectionProps} />
            <MusicSection {...sectionProps} />
            <LayoutsSection {...sectionProps} layouts={layouts} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <div style={{ position: "sticky", top: 16 }}>
            <PreviewGrid
              template={template}
              layouts={layouts}
              aspectRatio={aspectRatio}
              onAspectRatio={setAspectRatio}
              fontsReady={fontsReady}
            />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
