import type { FastifyInstance } from "fastify";
import type { Auth } from "../auth/auth.ts";
import { sendWebResponse, toWebRequest } from "../http/web-request.ts";
import { authErrorResponse } from "../http/auth-errors.ts";

/** Better Auth's endpoints under /api/auth/*, bridged from Fastify to the Fetch API. */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  // Better Auth parses bodies itself (JSON, and forms for OAuth form_post callbacks).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const response = await auth.handler(toWebRequest(request));
      return sendWebResponse(reply, (await authErrorResponse(response)) ?? response);
    },
  });
}
