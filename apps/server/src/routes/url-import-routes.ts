import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { data, errors } from "../http/api-schemas.ts";
import { HttpError } from "../http/errors.ts";
import { requireSignIn } from "../http/signed-in.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import { FetchFailedError, UnsafeUrlError } from "../net/safe-fetch.ts";
import { fetchPageFacts } from "../url-import/fetch-page.ts";
import { pageFactsSchema } from "../url-import/page-facts.ts";

interface Deps {
  viewers: ViewerResolver;
  /** Tests only: lets the fixture shop on 127.0.0.1 be fetched. */
  allowLoopbackForTests: boolean;
}

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

/** `POST /api/v1/url-import`: a page's title, text, images, logo, price and colour, for the user to prune before planning. */
export const urlImportRoutes: FastifyPluginAsyncZod<Deps> = async (app, { viewers, allowLoopbackForTests }) => {
  requireSignIn(app, viewers);
  app.post(
    "/api/v1/url-import",
    {
      schema: {
        tags: ["url import"],
        summary: "Read a web page's facts for a video",
        body: importBody,
        response: { 200: data(pageFactsSchema), ...errors(400, 401, 422) },
      },
    },
    async (request) => {
      const { url } = request.body;
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
      try {
        return { data: await fetchPageFacts(withScheme, { allowLoopbackForTests }) };
      } catch (error) {
        if (error instanceof UnsafeUrlError)
          throw new HttpError(400, "unsafe_url", `That address cannot be fetched: ${error.message}`, {
            url: "Use a public http or https address.",
          });
        if (error instanceof FetchFailedError)
          throw new HttpError(422, "fetch_failed", `The page could not be fetched: ${error.message}`, {
            url: "Check the address and try again.",
          });
        throw error;
      }
    },
  );
};
