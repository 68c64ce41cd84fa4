import { ActionIcon, Group, Slider, Text, Tooltip } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { timecode } from "./timecode";
import type { Playback } from "./use-playback";

interface Props {
  playback: Playback;
  /** The key that plays and pauses, named in the button's tooltip. */
  keyHint?: string;
  /** Frames marked on the scrubber (each scene's start). */
  marks?: { value: number }[];
  /** Also say the whole length after the current time. */
  showLength?: boolean;
  timeTestId: string;
}

/** Play/pause, a scrubber over every frame and the frame-accurate time: the controls under every played preview. */
export function PlaybackBar({ playback, keyHint, marks, showLength = false, timeTestId }: Props) {
  const { frame, fps, frames } = playback;
  const action = playback.playing ? "Pause" : "Play";
  return (
    <Group gap="sm" wrap="nowrap" w="100%">
      <Tooltip label={keyHint ? `${action} (${keyHint})` : action}>
        <ActionIcon variant="filled" radius="xl" size="lg" aria-label={action} onClick={playback.toggle}>
          {playback.playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
        </ActionIcon>
      </Tooltip>
      <Slider
        style={{ flex: 1 }}
        thumbLabel="Playhead"
        min={0}
        max={Math.max(0, frames - 1)}
        step={1}
        value={frame}
        marks={marks}
        label={(value) => timecode(value, fps)}
        // Scrubbing pauses, as in every editor: the frame under the thumb is the one shown.
        onChange={(value) => {
          playback.pause();
          playback.seek(value);
        }}
      />
      <Text size="sm" ff="monospace" data-testid={timeTestId} style={{ whiteSpace: "nowrap" }}>
        {timecode(frame, fps)}
        {showLength && ` / ${timecode(frames, fps)}`}
      </Text>
    </Group>
  );
}
