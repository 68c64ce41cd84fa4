import sharp from "sharp";
import type { ThumbnailSize } from "@framewise/contracts";
import { checkMedia, type MediaLimits } from "./check-media.ts";
import { describeMedia } from "./describe-media.ts";
import { takePoster } from "./poster.ts";
import { writeThumbnails } from "./thumbnails.ts";

export interface VideoFacts {
  width: number;
  height: number;
  durationSeconds: number;
  videoCodec: string;
  audioCodec: string | null;
  thumbnails: Record<ThumbnailSize, string>;
}

/**
 * A video's size, length and codecs, refused past the limits or without a picture, and WebP
 * thumbnails of its poster frame in `outputDir` (made like an image's).
 */
export async function inspectVideo(file: string, options: MediaLimits & { outputDir: string }): Promise<VideoFacts> {
  const description = await describeMedia(file);
  const { main, durationSeconds } = checkMedia(description, "video", options);
  const poster = await takePoster(file, durationSeconds, options.outputDir);
  return {
    width: main.width!,
    height: main.height!,
    durationSeconds,
    videoCodec: main.codec,
    audioCodec: description.streams.find((stream) => stream.type === "audio")?.codec ?? null,
    thumbnails: await writeThumbnails(sharp(poster), options.outputDir),
  };
}
