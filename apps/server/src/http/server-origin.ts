import type { FastifyInstance } from "fastify";

/**
 * The origin this server is reached at: PUBLIC_URL when set, else the address it listens on
 * (a wildcard host shown as localhost). For links made outside a request, e.g. in a webhook.
 */
export function serverOrigin(config: { publicUrl: string | undefined; host: string; port: number }, app: FastifyInstance): string {
  if (config.publicUrl) return config.publicUrl;
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return `http://${host}:${port}`;
}
