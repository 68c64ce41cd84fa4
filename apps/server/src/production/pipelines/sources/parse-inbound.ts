import { z } from "zod";
import { flatFields, itemKey, SOURCE_LIMITS, type SourceItem } from "./source-item.ts";

/** Items pushed in one request: at most this many. */
export const MAX_PUSHED_ITEMS = 100;

const fieldValue = z.union([z.string().max(SOURCE_LIMITS.fieldLength), z.number(), z.boolean(), z.null()]);

/** What a client system pushes: flat items, each with the key field (`id` unless the pipeline names another). */
export const pushedItemsSchema = z.strictObject({
  items: z
    .array(
      z
        .record(z.string().min(1).max(SOURCE_LIMITS.fieldName), fieldValue)
        .refine((item) => Object.keys(item).length <= SOURCE_LIMITS.fieldsPerItem, `At most ${SOURCE_LIMITS.fieldsPerItem} fields.`),
    )
    .min(1)
    .max(MAX_PUSHED_ITEMS),
});

/** Pushed items as source items, keyed by the key field (`id` by default); one without it is a `SourceError`. */
export function inboundItems(items: Record<string, string | number | boolean | null>[], keyField = "id"): SourceItem[] {
  return items.map((item) => {
    const fields = flatFields(item);
    return { key: itemKey(fields, [], keyField), fields };
  });
}
