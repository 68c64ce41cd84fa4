import type { AssetKind, ThumbnailSize } from "@framewise/contracts";
import type { AssetLimits } from "../../../platform/config/config.ts";
import { inspectAudio } from "./audio.ts";
import { inspectFont } from "./font.ts";
import { inspectImage } from "./image.ts";
import { inspectVideo } from "./video.ts";

/** What processing learns of an asset, and its derivatives' local files. */
export interface AssetFacts {
  width?: number;
  height?: number;
  durationSeconds?: number;
  videoCodec?: string | null;
  audioCodec?: string | null;
  fontFamily?: string;
  peaks?: number[];
  thumbnails?: Record<ThumbnailSize, string>;
}

/** Full inspection by kind: metadata plus thumbnails (images, video posters) or peaks (audio). */
export async function inspectAsset(kind: AssetKind, file: string, options: AssetLimits & { outputDir: string }): Promise<AssetFacts> {
  const limits = { maxSeconds: options.maxSeconds, maxStreams: MAX_STREAMS, outputDir: options.outputDir };
  switch (kind) {
    case "image":
      return inspectImage(file, { maxPixels: options.maxPixels, outputDir: options.outputDir });
    case "video":
      return inspectVideo(file, limits);
    case "audio":
      return inspectAudio(file, limits);
    case "font":
      return { fontFamily: (await inspectFont(file)).family };
  }
}

/** More streams than this is not a clip or a song (and makes decoders work for nothing). */
export const MAX_STREAMS = 8;
