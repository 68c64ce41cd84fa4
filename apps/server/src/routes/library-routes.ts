import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { layout, template } from "../db/schema.ts";
import { data, errors } from "../http/api-schemas.ts";
import { notFound } from "../http/errors.ts";
import { requireSignIn } from "../http/signed-in.ts";
import type { ViewerResolver } from "../http/viewer.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
}

const idParams = z.object({ id: z.string().min(1).max(64).describe("The template's or layout's id, such as `bold-brand`.") });
const definition = (what: string) =>
  z
    .looseObject({ id: z.string() })
    .describe(`The ${what} definition: \`@framewise/scene\`'s ${what === "template" ? "Template" : "Layout"}.`);

/** What the seed stored (`library/starter-seed.ts`): a template or layout the scene package validated. */
type LibraryDefinition = { id: string };

/** The template and layout library every signed-in user picks from (staff curate it later). */
export const libraryRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, viewers }) => {
  requireSignIn(app, viewers);
  for (const [plural, table, what] of [
    ["templates", template, "template"],
    ["layouts", layout, "layout"],
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
      async () => {
        const rows = await db.select().from(table).orderBy(asc(table.position), asc(table.id));
        return { data: rows.map((row) => row.definition as LibraryDefinition) };
      },
    );
    app.get(
      `/api/v1/${plural}/:id`,
      { schema: { tags, summary: `One ${what}`, params: idParams, response: { 200: data(definition(what)), ...errors(400, 401, 404) } } },
      async (request) => {
        const [row] = await db.select().from(table).where(eq(table.id, request.params.id)).limit(1);
        if (!row) throw notFound(what === "template" ? "That template" : "That layout");
        return { data: row.definition as LibraryDefinition };
      },
    );
  }
};
