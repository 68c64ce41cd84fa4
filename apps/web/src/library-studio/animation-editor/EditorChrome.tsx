import { ActionIcon, Alert, Anchor, Center, Group, Loader, SegmentedControl, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { AspectRatio } from "@framewise/scene";
import { IconArrowBackUp, IconArrowForwardUp, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { Link } from "react-router";
import { canRedo, canUndo } from "../../video-studio/content/edit-history";
import { SaveStatus } from "./SaveStatus";
import type { AnimationDraft } from "./use-animation-draft";
import type { LoopingPlayhead } from "./use-looping-playhead";
import { BoundedNumberInput } from "./BoundedNumberInput";

export interface Back {
  to: string;
  label: string;
}

/** While the item loads, or why it could not. */
export function LoadingOrError({ what, error, back }: { what: string; error: Error | null; back: Back }) {
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label={`Loading the ${what}`} />
      </Center>
    );
  return (
    <Alert color="red" title={`The ${what} could not be loaded`}>
      {error.message}{" "}
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Alert>
  );
}

interface HeaderProps {
  back: Back;
  title: string;
  subtitle: string;
  draft: Pick<AnimationDraft, "history" | "saveState" | "undo" | "redo">;
}

/** The editor's title, where its edits are saved, and undo/redo. */
export function EditorHeader({ back, title, subtitle, draft }: HeaderProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Anchor component={Link} to={back.to} size="sm">
          ← {back.label}
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {subtitle}
        </Text>
      </div>
      <Group gap="sm">
        <SaveStatus state={draft.saveState} />
        <Tooltip label="Undo (Ctrl+Z)">
          <ActionIcon variant="default" aria-label="Undo" disabled={!canUndo(draft.history)} onClick={draft.undo}>
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Redo (Shift+Ctrl+Z)">
          <ActionIcon variant="default" aria-label="Redo" disabled={!canRedo(draft.history)} onClick={draft.redo}>
            <IconArrowForwardUp size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

interface ControlsProps {
  playhead: LoopingPlayhead;
  duration: number;
  onDuration: (seconds: number) => void;
  aspectRatio: AspectRatio;
  aspectRatios: readonly AspectRatio[];
  onAspectRatio: (aspect: AspectRatio) => void;
}

/** Play/pause (loops), the sample's length and the aspect ratio previewed. */
export function PlaybackControls({ playhead, duration, onDuration, aspectRatio, aspectRatios, onAspectRatio }: ControlsProps) {
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <ActionIcon size="lg" aria-label={playhead.playing ? "Pause" : "Play"} onClick={playhead.toggle}>
          {playhead.playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
        <Text size="sm" ff="monospace" data-testid="playhead-time">
          {playhead.time.toFixed(2)} / {duration.toFixed(1)} s
        </Text>
        <BoundedNumberInput
          size="xs"
          w={110}
          aria-label="Sample length (s)"
          suffix=" s"
          min={1}
          max={10}
          step={0.5}
          decimalScale={1}
          value={duration}
          onValue={onDuration}
        />
      </Group>
      <SegmentedControl
        size="xs"
        aria-label="Aspect ratio"
        value={aspectRatio}
        onChange={(next) => onAspectRatio(next)}
        data={[...aspectRatios]}
      />
    </Stack>
  );
}
