import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../platform/config/config.ts";
import { sendError } from "../error-handler.ts";
import { appConfigScript } from "./app-config-script.ts";
import { statusPage } from "./status-page.ts";

/** Vite's `build.assetsDir`: content-hashed files, safe to cache forever. */
const HASHED_ASSETS_DIR = "_app";

/**
 * The built web app: hashed assets cached for a year, index.html for every other path (the
 * router decides), JSON 404 for unknown /api paths, and the hidden public status page.
 */
interface Deps {
  config: Config;
  distDir: string;
  /** Extra head tags for a page (a shared video's Open Graph tags), or undefined. */
  headTags?: (pathname: string, request: FastifyRequest) => Promise<string | undefined>;
}

export async function webRoutes(app: FastifyInstance, { config, distDir, headTags }: Deps) {
  const indexHtml = await readFile(path.join(distDir, "index.html"), "utf8").catch(() => undefined);
  const files = await builtFiles(distDir);
  // The files are sent from the not-found handler below: a route each (a thousand and more, with
  // the compressed copies and source maps) took most of a second of every start to register.
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    // The build wrote .br and .gz copies of every hashed file (apps/web/scripts/precompress.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}${HASHED_ASSETS_DIR}${path.sep}`);
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  app.get("/app-config.js", async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("Cache-Control", "no-store").send(appConfigScript(config)),
  );

  if (config.publicSecretPath)
    app.get(config.publicSecretPath, async (_request, reply) =>
      reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(statusPage()),
    );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/"))
      return sendError(reply, 404, "not_found", `No API route ${request.method} ${pathname}.`);
    if (request.method !== "GET" && request.method !== "HEAD") return sendError(reply, 404, "not_found", "Not found.");
    if (files.has(pathname)) return reply.sendFile(pathname.slice(1));
    // A missing hashed asset is a real 404: answering HTML would break the retry-then-reload logic.
    if (pathname.startsWith(`/${HASHED_ASSETS_DIR}/`) || !indexHtml) return reply.status(404).type("text/plain").send("Not found");
    const extra = await headTags?.(pathname, request);
    const html = extra ? indexHtml.replace("</head>", `    ${extra}\n  </head>`) : indexHtml;
    return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(html);
  });
}

/** The build's files by the path a browser asks for ("/_app/index-3f2a.js"), dot files left out. */
async function builtFiles(distDir: string): Promise<Set<string>> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep));
  return new Set(paths.filter((parts) => !parts.some((part) => part.startsWith("."))).map((parts) => `/${parts.join("/")}`));
}
