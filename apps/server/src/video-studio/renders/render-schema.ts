import type { RenderSummary } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";

/** A render as the API answers it (`renderView`). */
export const renderSchema = z
  .strictObject({
    id: z.string(),
    number: z
      .number()
      .nullable()
      .describe("Its number among the video's renders in the order they were asked for (1, 2, 3…); null for a bare document."),
    status: z.enum(["queued", "rendering", "done", "failed", "cancelled"]),
    progress: z.number().describe("0 to 1."),
    frames_per_second: z.number().nullable(),
    seconds_left: z.number().nullable(),
    error: z.string().nullable().describe("Why it failed, for people."),
    duration_seconds: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    bytes: z.number().nullable(),
    content_id: z.string().nullable().describe("The project rendered, when it was one (not a bare document)."),
    content_version: z.number().nullable(),
    created_at: timestamp,
    video_url: z.string().nullable().describe("Once done."),
    poster_url: z.string().nullable().describe("Once done."),
  })
  .meta({ id: "Render" }) satisfies z.ZodType<RenderSummary>;
