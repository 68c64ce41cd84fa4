import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "../http/errors.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import { FetchFailedError, UnsafeUrlError } from "../net/safe-fetch.ts";
import { fetchPageFacts } from "../url-import/fetch-page.ts";

interface Deps {
  viewers: ViewerResolver;
  /** Tests only: lets the fixture shop on 127.0.0.1 be fetched. */
  allowLoopbackForTests: boolean;
}

const importBody = z.strictObject({ url: z.string().trim().min(1, "Paste the address of a web page.").max(2048) });

/** `POST /api/v1/url-import`: a page's title, text, images, logo, price and colour, for the user to prune before planning. */
export async function urlImportRoutes(app: FastifyInstance, { viewers, allowLoopbackForTests }: Deps) {
  app.post("/api/v1/url-import", async (request) => {
    await viewers.requireUser(request);
    const { url } = importBody.parse(request.body);
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
    try {
      return { data: await fetchPageFacts(withScheme, { allowLoopbackForTests }) };
    } catch (error) {
      if (error instanceof UnsafeUrlError) throw new HttpError(400, "unsafe_url", `That address cannot be fetched: ${error.message}`, { url: "Use a public http or https address." });
      if (error instanceof FetchFailedError) throw new HttpError(422, "fetch_failed", `The page could not be fetched: ${error.message}`, { url: "Check the address and try again." });
      throw error;
    }
  });
}
