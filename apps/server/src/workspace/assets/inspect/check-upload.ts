import type { AssetKind } from "@framewise/contracts";
import type { AssetLimits } from "../../../platform/config/config.ts";
import { checkMedia } from "./check-media.ts";
import { describeMedia } from "./describe-media.ts";
import { readImageHeader } from "./image-header.ts";
import { MAX_STREAMS } from "./inspect-asset.ts";

/**
 * The cheap checks an upload passes before it is stored, so a refusal comes as the answer and
 * not later as a failed asset: an image's pixel count from its header, a video's or sound's
 * length and streams from ffmpeg's description. Fonts are read whole by the processing job.
 */
export async function checkUpload(file: string, kind: AssetKind, limits: AssetLimits): Promise<void> {
  switch (kind) {
    case "image":
      await readImageHeader(file, limits.maxPixels);
      return;
    case "video":
    case "audio":
      checkMedia(await describeMedia(file), kind, { maxSeconds: limits.maxSeconds, maxStreams: MAX_STREAMS });
      return;
    case "font":
      return;
  }
}
