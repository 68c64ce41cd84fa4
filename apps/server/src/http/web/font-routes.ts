import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fontFileName, RENDERER_FONT_FILES } from "@framewise/renderer";
import { errors, fileAnswer } from "../../kernel/api-schemas.ts";
import { sendError } from "../error-handler.ts";

const require = createRequire(import.meta.url);

/**
 * The renderer's font files at `/fonts/<file>`, for the browser host (editor preview): the same
 * @fontsource files Skia draws with on the server, fallback fonts for other scripts and emoji
 * included. Only those files; no sign-in (fonts are public).
 */
export const fontRoutes: FastifyPluginAsyncZod = async (app) => {
  // Found on the first font asked for: resolving every font module took a tenth of a second of each start.
  let files: Map<string, string> | undefined;
  const fileOf = (name: string) =>
    (files ??= new Map(RENDERER_FONT_FILES.map((font) => [fontFileName(font.module), require.resolve(font.module)]))).get(name);
  app.get(
    "/fonts/:file",
    {
      schema: {
        tags: ["public"],
        summary: "A font file the renderer draws with",
        security: [],
        params: z.object({ file: z.string().describe("One of the renderer's font files, such as `inter-latin-400-normal.woff2`.") }),
        response: { 200: fileAnswer("The font.", "font/woff2"), ...errors(404) },
      },
    },
    async (request, reply) => {
      const file = fileOf(request.params.file);
      if (!file) return sendError(reply, 404, "not_found", "No such font.");
      // The file names carry no hash, so a day's cache, revalidated after a release.
      return reply.type("font/woff2").header("Cache-Control", "public, max-age=86400").send(createReadStream(file));
    },
  );
};
