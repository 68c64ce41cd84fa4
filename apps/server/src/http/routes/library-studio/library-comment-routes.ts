import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, noContent } from "../../../kernel/api-schemas.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { commentSchema, threadSchema } from "../../../library-studio/comments/comment-view.ts";
import { commentBody, createLibraryComment } from "../../../library-studio/comments/create-library-comment.ts";
import { deleteLibraryComment } from "../../../library-studio/comments/delete-library-comment.ts";
import { resolveBody, resolveLibraryThread } from "../../../library-studio/comments/resolve-library-thread.ts";
import { listVersionComments } from "../../../library-studio/comments/version-comments.ts";
import { studioItem, studioVersion } from "../../../library-studio/items/studio-access.ts";
import type { Mailer } from "../../../platform/mail/mailer.ts";
import { studioItemParams } from "./library-studio-routes.ts";
import { staffMember } from "../../signed-in.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
  mailer: Mailer;
  /** Where mailed links start; the request's origin when not configured. */
  publicUrl: string | undefined;
}

const tags = ["staff"];
const versionParams = studioItemParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });
const commentParams = versionParams.extend({ commentId: z.string().min(1).max(64) });
const COMMENTS = "/library/:kind/:itemId/versions/:version/comments";

/**
 * Threaded comments on a library version (issue 21), optionally pinned to a moment and a point of
 * a frame, mentioning staff by mail. Inside the staff plugin, whose hook answers 401/403 first.
 */
export const libraryCommentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, viewers, mailer, publicUrl }) => {
  const deps = { db, mailer, staffDomains: viewers.staffDomains, log: app.log };
  const version = async (params: z.infer<typeof versionParams>) => {
    const item = await studioItem(db, params.kind, params.itemId);
    return { item, version: await studioVersion(db, item, params.version) };
  };

  app.get(
    COMMENTS,
    {
      schema: {
        tags,
        summary:
          "A version's comment threads (oldest first): each first comment with its answers, pin, mentions and whether it is resolved",
        params: versionParams,
        response: { 200: data(z.array(threadSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await listVersionComments(db, (await version(request.params)).version.id) }),
  );

  app.post(
    COMMENTS,
    {
      schema: {
        tags,
        summary: "Comment on a version, or answer a comment; optionally pinned to a frame and a point, mentioning staff",
        description:
          "Each mentioned staff member (by email) gets a mail linking to the item's page. 422 `not_staff` names each mention " +
          "that is not a staff member's (`fields.mentions.N`), `aspect_not_covered` a pin outside the version's aspect ratios; " +
          "404 for an unknown item, version or `parent_id`.",
        params: versionParams,
        body: commentBody,
        response: { 201: data(commentSchema), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = { ...(await version(request.params)), origin: publicUrl ?? `${request.protocol}://${request.host}` };
      return reply.status(201).send({ data: await createLibraryComment(deps, staff, target, request.body) });
    },
  );

  app.post(
    `${COMMENTS}/:commentId/resolve`,
    {
      schema: {
        tags,
        summary: "Resolve (or reopen) the thread a comment is in",
        params: commentParams,
        body: resolveBody,
        response: { 200: data(threadSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const target = await version(request.params);
      return { data: await resolveLibraryThread(db, staff, target.version.id, request.params.commentId, request.body) };
    },
  );

  app.delete(
    `${COMMENTS}/:commentId`,
    {
      schema: {
        tags,
        summary: "Delete one of your own comments (a thread's first comment takes its answers with it)",
        description: "404 for a comment that is missing or someone else's: staff delete only their own.",
        params: commentParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await version(request.params);
      await deleteLibraryComment(db, staff, target.version.id, request.params.commentId);
      return reply.status(204).send();
    },
  );
};
