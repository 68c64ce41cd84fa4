import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../../../platform/auth/auth.ts";
import { errors, redirect } from "../../../kernel/api-schemas.ts";
import { sendWebResponse, toWebRequest } from "../../web-request.ts";
import { authErrorResponse } from "../../auth-errors.ts";

/** Better Auth's endpoints under /api/auth/*, bridged from Fastify to the Fetch API. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  // Better Auth parses bodies itself (JSON, and forms for OAuth form_post callbacks).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: {
      tags: ["auth (Better Auth)"],
      summary: "Better Auth's endpoints",
      description:
        "Sign-up and sign-in by email (`/api/auth/sign-up/email`, `/api/auth/sign-in/email`), OpenID providers (`/api/auth/sign-in/social`, " +
        "`/api/auth/callback/{provider}`), `/api/auth/get-session`, `/api/auth/sign-out`, password reset, email verification and change, " +
        "sessions and account deletion: Better Auth's own endpoints with its bodies and answers (see its documentation), bridged unchanged. " +
        "Errors answer this API's error shape. Not every path exists for every method.",
      security: [],
      params: z.object({ "*": z.string().describe("Better Auth's endpoint path, such as `sign-in/email`.") }),
      response: {
        200: {
          description: "Better Auth's answer (usually JSON; may set the session cookie).",
          content: { "application/json": { schema: z.unknown() } },
        },
        302: redirect("A redirect (OpenID callbacks, verification links)."),
        // 502: deleting an account whose Stripe subscription could not be canceled.
        ...errors(400, 401, 403, 404, 429, 502),
      },
    },
    // Better Auth's answers pass through as it wrote them (any status, a body or none): described, not checked.
    serializerCompiler: () => (payload) => JSON.stringify(payload),
    handler: async (request, reply) => {
      const response = await auth.handler(toWebRequest(request));
      return sendWebResponse(reply, (await authErrorResponse(response)) ?? response);
    },
  });
};
