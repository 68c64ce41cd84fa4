import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { createRequire } from "node:module";
import { FONT_FILES, fontFileName } from "@framewise/renderer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const require = createRequire(import.meta.url);

/** One request as Node's client sends it: the path untouched, and an answer even when the server's parser refused the request. */
function rawAnswer(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; type?: string; body: unknown }>((resolve, reject) => {
    const sent = request(base + path, { headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode, type: response.headers["content-type"], body: JSON.parse(text) }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("web app serving", () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer("pglite", {
      PUBLIC_SECRET_PATH: "/status-8f3kq2",
      IMAGE_BRAND_HOSTS: "images.example",
      IMAGE_BRAND_NAME: "Pixel Forge",
      IMAGE_BRAND_LOGO_URL: "https://cdn.example/logo.svg",
      IMAGE_BRAND_COLOR: "#0ea5e9",
      POSTHOG_KEY: "phc_test",
    });
    client = new TestClient(server.url);
  });
  afterAll(() => server?.destroy());

  it("answers unknown /api paths with a JSON 404", async () => {
    for (const path of ["/api/nope", "/api/v1/videos/123", "/api"]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe("not_found");
    }
    expect((await client.post("/api/v1/nothing", {})).body.error.code).toBe("not_found");
  });

  it("refuses a badly encoded path and headers over 16 KB in the one error shape", async () => {
    for (const path of ["/api/v1/content/%ED%A0%80", "/videos/%E0%A4%A"])
      expect(await rawAnswer(server.url, path), path).toEqual({
        status: 400,
        type: "application/json; charset=utf-8",
        body: { error: { code: "bad_url", message: "The address has a badly encoded character." } },
      });
    expect(await rawAnswer(server.url, "/api/health", { "x-padding": "a".repeat(17 * 1024) })).toEqual({
      status: 431,
      type: "application/json; charset=utf-8",
      body: { error: { code: "headers_too_large", message: "The request's headers are larger than 16 KB." } },
    });
  });

  it("serves the app for every other path, so the router decides", async () => {
    for (const path of ["/", "/videos", "/content/abc/edit?x=1", "/v0/videos/42", "/assets/asset-7"]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.body).toContain("Framewise test shell");
    }
  });

  it("answers a missing hashed asset with a real 404, and caches existing ones for a year", async () => {
    expect((await client.get("/_app/gone-123.js")).status).toBe(404);
    const asset = await client.get("/_app/app-test.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("hands the browser its runtime settings, and no secrets", async () => {
    const response = await client.get("/app-config.js");
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(response.body).toContain('"imageBrandHosts":["images.example"]');
    expect(response.body).toContain('"imageBrand":{"name":"Pixel Forge","logoUrl":"https://cdn.example/logo.svg","color":"#0ea5e9"}');
    expect(response.body).toContain('"key":"phc_test"');
    // The secret path is served by the server and never disclosed to browsers.
    expect(response.body).not.toMatch(/status-8f3kq2|AUTH_SECRET|authSecret|DATABASE/);
  });

  it("serves the public page at the secret path without sign-in", async () => {
    const response = await client.get("/status-8f3kq2");
    expect(response.status).toBe(200);
    expect(response.body).toContain("<html");
  });

  it("serves the renderer's font files for the browser preview, and nothing else under /fonts", async () => {
    for (const font of FONT_FILES) {
      const response = await fetch(new URL(`/fonts/${fontFileName(font.module)}`, server.url));
      expect(response.status, font.module).toBe(200);
      expect(response.headers.get("content-type")).toBe("font/woff2");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString("latin1"), font.module).toBe("wOF2");
      expect(bytes.equals(await readFile(require.resolve(font.module)))).toBe(true);
    }
    for (const path of ["/fonts/other.woff2", "/fonts/..%2Fpackage.json", "/fonts/%2E%2E%2F%2E%2E%2Fpackage.json"]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code, path).toBe("not_found");
    }
  });

  it("sends security headers", async () => {
    const response = await client.get("/");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });
});
