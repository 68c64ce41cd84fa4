import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { requireSignIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { findLibraryDefinition, listLibraryDefinitions } from "../../../workspace/library/library-queries.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
}

const idParams = z.object({ id: z.string().min(1).max(64).describe("The template's or layout's id, such as `bold-brand`.") });
const definition = (what: string) =>
  z
    .looseObject({ id: z.string() })
    .describe(`The ${what} definition: \`@framewise/scene\`'s ${what === "template" ? "Template" : "Layout"}.`);

/** The template and layout library every signed-in user picks from (staff curate it later). */
export const libraryRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, viewers }) => {
  requireSignIn(app, viewers);
  for (const [plural, what] of [
    ["templates", "template"],
    ["layouts", "layout"],
  ] as const) {
    const tags = ["library"];
    app.get(
      `/api/v1/${plural}`,
      {
        schema: {
          tags,
          summary: `Every ${what}, in the library's order`,
          response: { 200: data(z.array(definition(what))), ...errors(401) },
        },
      },
      async () => ({ data: await listLibraryDefinitions(db, what) }),
    );
    app.get(
      `/api/v1/${plural}/:id`,
      { schema: { tags, summary: `One ${what}`, params: idParams, response: { 200: data(definition(what)), ...errors(400, 401, 404) } } },
      async (request) => {
        const found = await findLibraryDefinition(db, what, request.params.id);
        if (!found) throw notFound(what === "template" ? "That template" : "That layout");
        return { data: found };
      },
    );
  }
};
