import type { FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER } from "../platform/auth/auth.ts";

/** Request headers as Web `Headers`, with the client IP Fastify determined (never the client's claim). */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** The Fastify request as a Web `Request` (Better Auth's handler speaks the Fetch API). */
export function toWebRequest(request: FastifyRequest): Request {
  // `request.host` keeps the port; with TRUST_PROXY both come from X-Forwarded-* headers.
  const origin = `${request.protocol}://${request.host}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers: toWebHeaders(request),
    body: hasBody ? (typeof request.body === "string" ? request.body : JSON.stringify(request.body)) : undefined,
  });
}

/** Copies a Web `Response` onto the Fastify reply, keeping every Set-Cookie header. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
