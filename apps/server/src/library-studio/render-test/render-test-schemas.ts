import { ASPECT_RATIOS } from "@framewise/scene";
import { z } from "zod";

/** The longest side of a compared frame, in pixels. */
export const MAX_SIDE = 1920;
/** Frames in one comparison: each is drawn twice and diffed, so a run stays within a minute or so. */
export const MAX_FRAMES = 60;
/** A pasted document: about the size of a long video with its template and layouts. */
export const MAX_DOCUMENT_BYTES = 1_000_000;

const libraryId = z.string().min(1).max(100);

/** What to draw: a saved video (anyone's), a library layout under a template with sample content, or a pasted document. */
export const sourceSchema = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("content"), content_id: z.string().min(1).max(100) }),
    z.strictObject({
      kind: z.literal("library"),
      template_id: libraryId,
      layout_id: libraryId,
      aspect_ratio: z.enum(ASPECT_RATIOS),
    }),
    z.strictObject({
      kind: z.literal("json"),
      document: z
        .unknown()
        .describe("`{ content, template, layouts }`, checked like a render request; problems answered at their JSON paths."),
    }),
  ])
  .meta({ id: "RenderTestSource" });
export type RenderTestSource = z.infer<typeof sourceSchema>;

const frameIndex = z.number().int().min(0).max(1_000_000);

export const frameRangeSchema = z.strictObject({
  from: frameIndex,
  to: frameIndex,
  step: z.number().int().min(1).max(10_000).default(1),
});

export const resolveBody = z.strictObject({
  source: sourceSchema,
  range: frameRangeSchema,
  width: z.number().int().min(16).max(MAX_SIDE),
});

export const frameBody = z.strictObject({
  source: sourceSchema,
  frame: frameIndex,
  width: z.number().int().min(16).max(MAX_SIDE),
});

/** The document both sides draw, the frames to compare and where the browser loads each medium. */
export const resolvedSchema = z
  .strictObject({
    document: z.strictObject({
      content: z.unknown(),
      template: z.unknown(),
      layouts: z.array(z.unknown()),
    }),
    media_lengths: z.unknown().describe("Voiceover and clip lengths the timeline follows (`MediaLengths`)."),
    media_urls: z.record(z.string(), z.string()).describe("Where the browser loads each medium the server draws, by source."),
    missing_media: z.array(z.string()).describe("Sources neither side has: both draw the renderer's placeholder."),
    total_frames: z.number().int(),
    fps: z.number(),
    frames: z.array(z.number().int()).max(MAX_FRAMES),
    width: z.number().int(),
    height: z.number().int(),
    title: z.string(),
  })
  .meta({ id: "RenderTestResolved" });

export const videoSearchQuery = z.object({ q: z.string().trim().max(200).default("") });

export const videoHitSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  aspect_ratio: z.string(),
  owner_email: z.string(),
  updated_at: z.string(),
});
