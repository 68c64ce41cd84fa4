import { z } from "zod";
import { mappingSettingsSchema } from "./mapping/mapping-settings.ts";
import { sourceSettingsSchema } from "./sources/source-settings.ts";

/** A storage folder under the client's deliveries: segments of letters, digits, `.`, `_` and `-`. */
const storagePrefix = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/, "Use folder names of letters, digits, '.', '_' and '-', separated by '/'.");

/**
 * Where finished videos go: nowhere else (kept in the client's videos), the client's webhook
 * (`pipeline.item.rendered`), a landing page presenting the video, or a copy of the MP4 in the
 * storage layer under `deliveries/<client>/<prefix>/` (the S3 bucket when storage is S3).
 */
export const deliverySettingsSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("none") }),
  z.strictObject({ kind: z.literal("webhook") }),
  z.strictObject({ kind: z.literal("landing_page"), published: z.boolean().default(true) }),
  z.strictObject({ kind: z.literal("storage"), prefix: storagePrefix }),
]);
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

const schedule = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .nullable()
  .describe("A cron expression (UTC), e.g. `0 * * * *` for hourly; null runs only when asked or pushed to.");

/** What staff set when they create a pipeline. */
export const pipelineBody = z.strictObject({
  client_id: z.string().min(1).max(64),
  name: z.string().trim().min(1, "Name the pipeline.").max(120),
  source: sourceSettingsSchema,
  client_template_id: z.string().min(1).max(64),
  mapping: mappingSettingsSchema,
  schedule: schedule.default(null),
  approval: z.boolean().default(true),
  delivery: deliverySettingsSchema.default({ kind: "none" }),
});
export type PipelineBody = z.infer<typeof pipelineBody>;

/** What staff may change later: anything but the client. */
export const pipelineChanges = pipelineBody.omit({ client_id: true }).partial();
export type PipelineChangesBody = z.infer<typeof pipelineChanges>;
