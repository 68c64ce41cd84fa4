import type { ChecklistAspect, LibraryCommentPin } from "@framewise/contracts";
import { Box, Stack, Text } from "@mantine/core";
import { PlaybackBar } from "../../video-studio/content/preview/PlaybackBar";
import type { Playback } from "../../video-studio/content/preview/use-playback";
import { PinOverlay } from "../library-comments/PinOverlay";
import type { PinnedComment } from "../library-comments/comments-api";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";
import type { PreviewPair } from "./preview-pairs";

interface Props {
  pair: PreviewPair;
  aspect: ChecklistAspect;
  fontsReady: boolean;
  playback: Playback;
  /** The version's pinned comments, shown where they point; a click on the frame picks a new pin. */
  pins: PinnedComment[];
  onPick: (pin: LibraryCommentPin) => void;
  onSelectPin: (comment: PinnedComment) => void;
}

/** One preview played or scrubbed frame by frame, to see its animation; comments are pinned on it. */
export function ItemPlayer({ pair, aspect, fontsReady, playback, pins, onPick, onSelectPin }: Props) {
  const { frame, fps } = playback;
  return (
    <Stack gap="xs" align="center">
      <Box pos="relative" style={{ lineHeight: 0 }}>
        <LibraryThumbnail
          layout={pair.layout}
          template={pair.template}
          aspectRatio={aspect}
          fontsReady={fontsReady}
          width={aspect === "16:9" ? 420 : 260}
          frame={frame}
        />
        <PinOverlay comments={pins} aspect={aspect} time={frame / fps} onPick={onPick} onSelect={onSelectPin} />
      </Box>
      <PlaybackBar playback={playback} timeTestId="player-time" />
      <Text size="xs" c="dimmed">
        {pair.label} · {aspect} · click the frame to pin a comment there
      </Text>
    </Stack>
  );
}
