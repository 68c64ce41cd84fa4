import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { data, errors, fileAnswer } from "../../../kernel/api-schemas.ts";
import { DomainError } from "../../../kernel/errors.ts";
import { requireSignIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { FetchFailedError, UnsafeUrlError } from "../../../platform/net/safe-fetch.ts";
import { fetchPageImage, PREVIEW_TYPES } from "../../../video-studio/url-import/fetch-page-image.ts";
import { fetchPageFacts } from "../../../video-studio/url-import/fetch-page.ts";
import { pageFactsSchema, pageImageSchema } from "../../../video-studio/url-import/page-facts.ts";

interface Deps {
  viewers: ViewerResolver;
  /** Tests only: lets the fixture shop on 127.0.0.1 be fetched. */
  allowLoopbackForTests: boolean;
}

const tags = ["url import"];

const importBody = z
  .strictObject({
    url: z
      .string()
      .trim()
      .min(1, "Paste the address of a web page.")
      .max(2048)
      .describe("A public http(s) address; `https://` is assumed without a scheme."),
  })
  .meta({ examples: [{ url: "https://shop.example/products/canvas-tote" }] });

const imageQuery = z.strictObject({
  url: pageImageSchema.shape.url.describe("One of the page's pictures, as `POST /api/v1/url-import` answered it."),
});

/** The safe fetcher's refusals, said next to the address field. */
function asImportError(error: unknown, what: string): never {
  if (error instanceof UnsafeUrlError)
    throw new DomainError("invalid", "unsafe_url", `That address cannot be fetched: ${error.message}`, {
      url: "Use a public http or https address.",
    });
  if (error instanceof FetchFailedError)
    throw new DomainError("unprocessable", "fetch_failed", `The ${what} could not be fetched: ${error.message}`, {
      url: "Check the address and try again.",
    });
  throw error;
}

/**
 * `POST /api/v1/url-import`: a page's title, text, images, logo, price and colour, for the user to
 * prune before planning; `GET /api/v1/url-import/image`: one of its pictures, for the form's thumbnails.
 */
export const urlImportRoutes: FastifyPluginAsyncZod<Deps> = async (app, { viewers, allowLoopbackForTests }) => {
  requireSignIn(app, viewers);
  app.post(
    "/api/v1/url-import",
    {
      schema: {
        tags,
        summary: "Read a web page's facts for a video",
        body: importBody,
        response: { 200: data(pageFactsSchema), ...errors(400, 401, 422) },
      },
    },
    async (request) => {
      const { url } = request.body;
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
      return { data: await fetchPageFacts(withScheme, { allowLoopbackForTests }).catch((error) => asImportError(error, "page")) };
    },
  );

  app.get(
    "/api/v1/url-import/image",
    {
      schema: {
        tags,
        summary: "A page's picture, for a thumbnail",
        description:
          "Fetched by the server through the safe fetcher and sent back as the bytes show it (raster pictures only), so the form never hot-links the page's addresses.",
        querystring: imageQuery,
        response: { 200: fileAnswer("The picture.", ...PREVIEW_TYPES), ...errors(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const image = await fetchPageImage(request.query.url, { allowLoopbackForTests }).catch((error) => asImportError(error, "picture"));
      // Private: the answer is for this viewer's form; a while, so the grid re-renders without refetching.
      return reply.type(image.type).header("cache-control", "private, max-age=600").send(image.bytes);
    },
  );
};
