import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { downloadQuery, errors, fileAnswer } from "../kernel/api-schemas.ts";
import { DomainError } from "../kernel/errors.ts";
import type { Storage } from "../platform/storage/storage.ts";
import { renderKeys } from "../video-studio/renders/render-files.ts";
import { sendStoredFile } from "./send-stored.ts";

/** A finished render's two files, by the last segment of their routes. */
export const RENDER_FILES = [
  ["video", "video/mp4"],
  ["poster", "image/jpeg"],
] as const;
export type RenderFileKind = (typeof RENDER_FILES)[number][0];

/** The query and answers of a render file's route (its 4xx: `statuses`, which always include 409 and 416). */
export const renderFileSchema = (kind: RenderFileKind, type: string, statuses: number[]) => ({
  querystring: downloadQuery,
  response: {
    200: fileAnswer(`The ${kind}.`, type),
    206: fileAnswer("The range asked for.", type),
    302: z.undefined().describe("With `?download` when the files are in a bucket: to a presigned link."),
    ...errors(...statuses, 409, 416),
  },
});

/** Sends a done render's video or poster (ranges, `?download` as an attachment); 409 before it is done. */
export function sendRenderFile(
  request: FastifyRequest<{ Querystring: { download?: string } }>,
  reply: FastifyReply,
  storage: Storage,
  row: { id: string; userId: string; status: string },
  kind: RenderFileKind,
) {
  if (row.status !== "done") throw new DomainError("conflict", "not_ready", "This render has no video yet.");
  const download = request.query.download !== undefined;
  return sendStoredFile(request, reply, storage, renderKeys(row.userId, row.id)[kind], {
    contentType: RENDER_FILES.find(([each]) => each === kind)![1],
    download,
    attachmentName: download ? `framewise-${row.id}.${kind === "video" ? "mp4" : "jpg"}` : undefined,
  });
}
