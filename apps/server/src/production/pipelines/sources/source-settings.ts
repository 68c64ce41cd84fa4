import type { PipelineSourceKind } from "@framewise/contracts";
import { z } from "zod";

/** An uploaded CSV is kept in the pipeline's row: at most this many characters. */
export const MAX_UPLOADED_CSV = 2 * 1024 * 1024;

const feedUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/\S+$/, "Give an http or https address.");
const keyField = z.string().trim().min(1).max(100).optional();

/** A source's settings by kind: where to read it and which field keys its items. */
export const sourceSettingsSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("rss"), url: feedUrl, key_field: keyField }),
  z.strictObject({ kind: z.literal("json_feed"), url: feedUrl, key_field: keyField }),
  z.strictObject({ kind: z.literal("catalogue"), url: feedUrl, key_field: keyField }),
  z
    .strictObject({
      kind: z.literal("csv"),
      url: feedUrl.optional(),
      csv: z.string().max(MAX_UPLOADED_CSV).optional(),
      key_field: keyField,
    })
    .refine((source) => (source.url === undefined) !== (source.csv === undefined), {
      message: "Give either the CSV's address or the uploaded file, not both.",
      path: ["url"],
    }),
  z.strictObject({ kind: z.literal("inbound"), key_field: keyField }),
]);
export type SourceSettings = z.infer<typeof sourceSettingsSchema>;

/** The settings stored in a pipeline's row, read back with its kind. */
export const storedSource = (kind: PipelineSourceKind, source: Record<string, unknown>): SourceSettings =>
  sourceSettingsSchema.parse({ ...source, kind });
