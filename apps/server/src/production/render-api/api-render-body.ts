import { ASPECT_RATIOS, MODIFICATION_LIMITS } from "@framewise/scene";
import type { ApiRenderRequest } from "@framewise/contracts";
import { z } from "zod";

/** Metadata is echoed in every answer and webhook: kept small. */
export const METADATA_MAX_BYTES = 4096;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export const apiRenderBody = z
  .strictObject({
    template: z.string().min(1).max(64).optional().describe("A client template's id (`GET /api/v1/client/templates`)."),
    // validateContent checks it, each problem at its JSON path: described here, not parsed.
    document: z
      .unknown()
      .meta({ type: "object", description: "A whole content document (`@framewise/scene`'s Content) instead of a template." })
      .optional(),
    aspectRatio: z.enum(ASPECT_RATIOS).optional().describe("Render in this shape instead of the template's."),
    modifications: z
      .record(z.string().max(MODIFICATION_LIMITS.keyLength), z.union([z.string(), z.number(), z.array(z.string()), z.null()]))
      .optional()
      .describe(
        "Creatomate-style keys: a variable (`productName`), a slot in every scene (`Headline.text`, `Photo.source`, `Bullets.items`), " +
          "one scene's slot (`scenes.0.headline.text`, scenes counted from 0), a scene's length (`scenes.0.duration`), `title`, " +
          "`soundtrack.source`, `brandKit.logo`, `brandKit.colors.primary`. `null` empties a slot.",
      ),
    resolution: z
      .int()
      .min(144)
      .max(4320)
      .optional()
      .describe(
        "The video's shorter side in pixels (1080 for 1080×1920), at most the document's own; by default the largest the client's plan renders, up to full size.",
      ),
    webhook: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional()
      .describe("Where this render's webhook goes instead of the client's endpoint."),
    metadata: z
      .record(z.string().max(100), z.unknown())
      .refine((value) => jsonBytes(value) <= METADATA_MAX_BYTES, `at most ${METADATA_MAX_BYTES} bytes of JSON`)
      .optional()
      .describe(`Anything to get back with the render and its webhook (at most ${METADATA_MAX_BYTES} bytes of JSON).`),
    dry_run: z.boolean().optional().describe("Validate and describe the render without rendering it or counting it against the quota."),
  })
  .refine((body) => (body.template === undefined) !== (body.document === undefined), {
    message: "Send either template or document.",
    path: ["template"],
  })
  .meta({
    examples: [
      {
        template: "8d0c6a4e-2f8b-4c3e-9a51-0f6e2d1b7c90",
        modifications: {
          productName: "Summit boot",
          "Headline.text": "Built for the trail",
          "Photo.source": "https://example.com/boot.jpg",
        },
        metadata: { order: "A-1042" },
      },
      { template: "8d0c6a4e-2f8b-4c3e-9a51-0f6e2d1b7c90", aspectRatio: "1:1", modifications: { "scenes.0.duration": 4 }, dry_run: true },
    ],
  }) satisfies z.ZodType<ApiRenderRequest, unknown>;
export type ApiRenderBody = z.infer<typeof apiRenderBody>;

export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, "printable ASCII without spaces")
    .optional()
    .describe("Any unique string (a UUID): the same key and body within 24 hours answers the first answer again and never renders twice."),
});
