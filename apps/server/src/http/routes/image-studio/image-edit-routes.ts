import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { z } from "zod";
import type { AssetLimits } from "../../../platform/config/config.ts";
import { ownedImage } from "../../../platform/access/access.ts";
import { DomainError, tooLarge } from "../../../kernel/errors.ts";
import { data, errors, idParams } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { EDIT_MODES } from "../../../image-studio/image-gen/edit/edit-params.ts";
import { startEdit, type EditInput } from "../../../image-studio/image-gen/edit/start-edit.ts";
import { generationViews } from "../../../image-studio/image-gen/find-generation-view.ts";
import type { ImageGenDeps } from "../../../image-studio/image-gen/image-gen-deps.ts";
import { generationSchema } from "../../../image-studio/image-gen/image-gen-view.ts";

interface Deps extends ImageGenDeps {
  viewers: ViewerResolver;
  /** Masks are capped like image uploads to the asset library. */
  limits: AssetLimits;
}

/** Longest side of a crop rectangle or an extend margin; the pixel cap bounds their product. */
const MAX_SIDE = 16_384;
/** Room for the text fields beside the mask. */
const FIELD_BYTES = 16 * 1024;

const pixels = z.number().int().min(0).max(MAX_SIDE);
/** crop and extend arrive as JSON text in their form fields. */
const json = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
const instruction = z.string().trim().min(1, "Say what to change.").max(IMAGE_GEN_LIMITS.instructionLength);
const provider = z.string().max(60).optional();
const editFields = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("instruction"), prompt: instruction, provider }),
  z.strictObject({ mode: z.literal("inpaint"), prompt: instruction, provider }),
  z.strictObject({
    mode: z.literal("crop"),
    crop: json(z.strictObject({ left: pixels, top: pixels, width: pixels.min(1), height: pixels.min(1) })),
  }),
  z.strictObject({
    mode: z.literal("extend"),
    extend: json(z.strictObject({ top: pixels, right: pixels, bottom: pixels, left: pixels })),
    prompt: instruction.optional(),
    provider,
  }),
]);

const formDescription = {
  type: "object",
  properties: {
    mode: { type: "string", enum: EDIT_MODES },
    prompt: {
      type: "string",
      maxLength: IMAGE_GEN_LIMITS.instructionLength,
      description: "The instruction (what to change); for extend, what to fill the margins with.",
    },
    mask: { type: "string", format: "binary", description: "inpaint only: a PNG the image's exact size, white where it may change." },
    crop: { type: "string", description: 'crop only: JSON {"left","top","width","height"} in pixels.' },
    extend: { type: "string", description: 'extend only: JSON {"top","right","bottom","left"} margins in pixels.' },
    provider: { type: "string", description: "A provider id from `GET /providers`; the default when absent." },
  },
  required: ["mode"],
};

/** Editing an image: instruction, inpaint with a mask, crop, extend canvas. */
export const imageEditRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  const maskLimits = { maxBytes: deps.limits.maxBytes.image, maxPixels: deps.limits.maxPixels };
  await app.register(multipart, {
    limits: { files: 1, fields: 6, parts: 7, fileSize: maskLimits.maxBytes, fieldSize: FIELD_BYTES, headerPairs: 100 },
  });

  app.post(
    "/api/v1/image-gen/images/:id/edits",
    {
      schema: {
        tags: ["image-gen"],
        summary: "Edit one of your images",
        description:
          "multipart/form-data. `instruction` edits the whole picture from `prompt`; `inpaint` repaints where `mask` is white (outside it the pixels stay exactly the original's); `crop` is made at once (answered succeeded, costs no quota); `extend` adds margins filled by the provider's outpainting (422 `unsupported_edit` when it has none). The others are queued like any generation and count against the quota. 422 `invalid_mask` for a mask that is not a PNG or not the image's size; 413 `too_large` for one past the image upload cap.",
        consumes: ["multipart/form-data"],
        // Parsed from the multipart stream by the handler (the mask capped as it arrives): described, not validated.
        body: z.any().meta(formDescription),
        params: idParams,
        response: { 202: data(generationSchema), ...errors(400, 401, 404, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      // Theirs before anything is read: another person's image answers 404 whatever was sent.
      const image = await ownedImage(deps.db, viewer, request.params.id);
      const input = await readEditForm(request, maskLimits.maxBytes).catch((error: unknown) => {
        // Refused while the mask was still arriving: the rest of the body is not wanted.
        if (error instanceof DomainError && error.kind === "too_large") reply.header("Connection", "close");
        throw error;
      });
      const row = await startEdit({ ...deps, maskLimits }, viewer, image, input);
      const [view] = await generationViews(deps.db, viewer.id, [row]);
      return reply.status(202).send({ data: view! });
    },
  );
};

/** The form's fields checked for shape and length, and the mask's bytes (capped at `maxMaskBytes` while they arrive). */
async function readEditForm(request: FastifyRequest, maxMaskBytes: number): Promise<EditInput> {
  if (!request.isMultipart()) throw new DomainError("invalid", "invalid_request", "Send the edit as multipart/form-data.");
  const fields: Record<string, unknown> = {};
  let mask: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "mask") throw invalid({ [part.fieldname]: "Only a file named mask is taken." });
        mask = await part.toBuffer();
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // The multipart parser's own 413 would answer in its words; ours names the field and the cap.
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge("The mask", maxMaskBytes, "mask");
    throw error;
  }
  const parsed = editFields.safeParse(fields);
  if (!parsed.success)
    throw invalid(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "mode", issue.message])));
  const edit = parsed.data;
  if (edit.mode === "inpaint") {
    if (!mask) throw invalid({ mask: "Paint a mask: inpainting needs one." });
    return { ...edit, mask };
  }
  if (mask) throw invalid({ mask: "Only inpainting takes a mask." });
  return edit;
}

const invalid = (fields: Record<string, string>) => new DomainError("invalid", "invalid_request", "Some fields are not valid.", fields);
