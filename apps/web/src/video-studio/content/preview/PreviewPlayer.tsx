import { Paper, Stack, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { clipMomentsAt, drawFrame, type FrameSource, type RenderAssets } from "@framewise/renderer";
import { offscreenLayers } from "@framewise/renderer/browser";
import { CANVAS_SIZES, timeline, type Content, type MediaLengths } from "@framewise/scene";
import { useLayoutEffect, useMemo, useRef } from "react";
import { sceneStartFrame } from "../thumbnail-frame";
import { PREVIEW_FRAME_MEASURE } from "./frame-measure";
import { PlaybackBar } from "./PlaybackBar";
import { PreviewSound } from "./PreviewSound";
import { timecode } from "./timecode";
import type { Playback } from "./use-playback";
import { usePreviewKeys } from "./use-preview-keys";

/** The preview never grows taller than this on screen, so a 9:16 video leaves room for its controls. */
const MAX_DISPLAY_HEIGHT = 460;

/** A clip that seeks before its frame can be drawn (the browser's <video> frame source), unlike a poster. */
type Seekable = FrameSource & { prepare: (time: number) => Promise<void> };
const seekClip = (source: FrameSource | undefined, time: number) =>
  source && "prepare" in source ? [(source as Seekable).prepare(time)] : [];

interface Props {
  content: Content;
  assets: RenderAssets;
  /** The lengths of the media the scenes follow: the timeline the playback runs over. */
  media: MediaLengths;
  fontsReady: boolean;
  /** Clips are still opening: the frame shows their posters for now. */
  mediaLoading: boolean;
  playback: Playback;
}

/**
 * The live preview: the shared renderer draws the current frame at the screen's real
 * resolution (up to the video's own), with play/pause, a scrubber marked at each scene and a
 * frame-accurate time. Its keys work wherever focus is not in a field: Space or K plays and
 * pauses, ←/→ step one frame (with Shift one second), Home and End jump to the ends.
 */
export function PreviewPlayer({ content, assets, media, fontsReady, mediaLoading, playback }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { ref: frameBox, width: boxWidth } = useElementSize();
  const size = CANVAS_SIZES[content.aspectRatio];
  const displayWidth = Math.min(boxWidth, (MAX_DISPLAY_HEIGHT * size.width) / size.height);
  const pixelRatio = typeof window === "undefined" ? 1 : window.devicePixelRatio || 1;
  const backingWidth = Math.max(1, Math.min(size.width, Math.round(displayWidth * pixelRatio)));
  const scale = backingWidth / size.width;
  const { frame, fps, frames } = playback;
  const layers = useMemo(() => offscreenLayers(), []);
  const line = useMemo(() => timeline(content, media), [content, media]);
  const sceneStarts = useMemo(() => line.scenes.map((_, index) => ({ value: sceneStartFrame(line, index) })), [line]);

  useLayoutEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx || !fontsReady) return;
    const draw = () => {
      const start = performance.now();
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      drawFrame(ctx, content, assets, frame, { scale, layer: layers, media });
      performance.measure(PREVIEW_FRAME_MEASURE, { start, end: performance.now() });
    };
    // Clips seek to this frame's moment first; a frame the playhead has left is not drawn.
    const seeks = clipMomentsAt(content, assets, frame, { media }).flatMap((moment) => seekClip(assets.videos?.[moment.src], moment.time));
    if (!seeks.length) return draw();
    let current = true;
    // Marked on the canvas (outside React's attributes) while the frame waits for its clips.
    ctx.canvas.dataset.seeking = "true";
    let redraw = 0;
    const drawIfCurrent = () => {
      if (!current) return;
      draw();
      // Chromium can hand drawImage the frame before a seek for a moment after `seeked`: the
      // frame is drawn once more on the next animation frame, when the sought one is there.
      redraw = requestAnimationFrame(() => {
        if (!current) return;
        draw();
        delete ctx.canvas.dataset.seeking;
      });
    };
    void Promise.all(seeks).then(drawIfCurrent, drawIfCurrent);
    return () => {
      current = false;
      cancelAnimationFrame(redraw);
    };
  }, [content, assets, media, fontsReady, frame, scale, layers]);

  // A fresh play starts a fresh record, so the buffer never grows with a long session.
  useLayoutEffect(() => {
    if (playback.playing) performance.clearMeasures(PREVIEW_FRAME_MEASURE);
  }, [playback.playing]);

  usePreviewKeys(playback);

  return (
    <Paper withBorder radius="md" p="sm" tabIndex={0} aria-label="Preview player" data-testid="preview-player">
      <Stack gap="xs">
        <div
          ref={frameBox}
          style={{ display: "flex", justifyContent: "center", background: "var(--mantine-color-dark-7)", borderRadius: 6 }}
        >
          <canvas
            ref={canvas}
            data-testid="preview-canvas"
            data-frame={frame}
            aria-busy={mediaLoading || undefined}
            width={backingWidth}
            height={Math.max(1, Math.round(size.height * scale))}
            role="img"
            aria-label={`Preview at ${timecode(frame, fps)}`}
            style={{ width: displayWidth, height: (displayWidth * size.height) / size.width, display: "block" }}
            onClick={playback.toggle}
          />
        </div>
        <PlaybackBar playback={playback} keyHint="Space" marks={sceneStarts} showLength timeTestId="preview-time" />
        <PreviewSound content={content} line={line} playback={playback} />
        <Text size="xs" c="dimmed" data-testid="preview-frame-number">
          Frame {frame + 1} of {frames} · {fps} fps · Space plays, ←/→ step a frame
        </Text>
      </Stack>
    </Paper>
  );
}
