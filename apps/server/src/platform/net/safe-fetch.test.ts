import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { isIP } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FetchFailedError, safeFetch, safeFetchToFile, UnsafeUrlError } from "./safe-fetch.ts";

// Traffic goes to 127.0.0.1 only. Private and reserved addresses appear solely as answers of
// injected resolvers, and those answers are refused before any socket connects.

type TestServer = {
  port: number;
  /** Connections accepted since the current test began. */
  connections: number;
  /** Connections accepted since the server started. */
  total: number;
  reset: () => void;
  url: (path?: string) => string;
  close: () => Promise<void>;
};

/** A loopback HTTP server that counts the connections it accepts. */
async function serve(handler: http.RequestListener): Promise<TestServer> {
  const server = http.createServer(handler);
  let connections = 0;
  let total = 0;
  server.on("connection", () => {
    connections++;
    total++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get connections() {
      return connections;
    },
    get total() {
      return total;
    },
    reset: () => {
      connections = 0;
    },
    url: (path = "/") => `http://127.0.0.1:${port}${path}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A resolver that knows only the names it is given, and never asks real DNS. */
function resolver(names: Record<string, string | string[]>): LookupFunction {
  return (hostname, _options, callback) => {
    const answer = names[hostname];
    if (answer === undefined) return callback(Object.assign(new Error(`unknown test name ${hostname}`), { code: "ENOTFOUND" }), "");
    callback(
      null,
      [answer].flat().map((address) => ({ address, family: isIP(address) })),
    );
  };
}

async function failure(attempt: Promise<unknown>): Promise<Error & { code?: string; status?: number }> {
  try {
    await attempt;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error("Expected the fetch to fail.");
}

const loopback = { allowLoopbackForTests: true };
let loopRequests = 0;

let main: TestServer;
/** Must never see a connection: every test that names it expects to be refused first. */
let untouched: TestServer;
let directory: string;

beforeAll(async () => {
  main = await serve((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const step = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (url.pathname === "/hello") {
      response.writeHead(200, { "content-type": "text/plain; charset=utf-8", "x-accept": request.headers.accept ?? "" });
      response.end("hello world");
    } else if (step) {
      const left = Number(step[1]);
      if (left === 0) response.end("done");
      else response.writeHead(302, { location: `/redirect/${left - 1}` }).end();
    } else if (url.pathname === "/loop") {
      loopRequests++;
      response.writeHead(302, { location: "/loop" }).end();
    } else if (url.pathname === "/to") {
      response.writeHead(307, { location: url.searchParams.get("location") ?? "/" }).end();
    } else if (url.pathname === "/bytes") {
      response.writeHead(200, { "content-length": url.searchParams.get("n") ?? "0" }).end("x".repeat(Number(url.searchParams.get("n"))));
    } else if (url.pathname === "/chunked") {
      // No Content-Length: the size is only known while reading.
      for (let i = 0; i < 20; i++) response.write("y".repeat(100));
      response.end();
    } else if (url.pathname === "/declared-only") {
      // Declares a large body, then sends nothing: the header alone must fail the fetch.
      response.writeHead(200, { "content-length": "1000000" });
      response.flushHeaders();
    } else if (url.pathname === "/slow") {
      response.writeHead(200, { "content-type": "application/octet-stream" });
      const drip = setInterval(() => response.write("z"), 50);
      response.on("close", () => clearInterval(drip));
    } else {
      response.writeHead(404).end("not here");
    }
  });
  untouched = await serve((_request, response) => response.end("should never be reached"));
  directory = await mkdtemp(join(tmpdir(), "safe-fetch-test-"));
});

// Counts per test, so a connection that should not have happened fails the test that made it.
beforeEach(() => {
  main.reset();
  untouched.reset();
});

afterAll(async () => {
  expect(untouched.total).toBe(0);
  await Promise.all([main.close(), untouched.close()]);
  await rm(directory, { recursive: true, force: true });
});

describe("safeFetch succeeds", () => {
  it("returns a normal 200 body with its headers", async () => {
    const result = await safeFetch(main.url("/hello"), { ...loopback, accept: "text/plain" });
    expect(result).toMatchObject({ url: main.url("/hello"), status: 200, contentType: "text/plain; charset=utf-8" });
    expect(result.body.toString()).toBe("hello world");
    expect(result.headers["x-accept"]).toBe("text/plain");
  });

  it("reaches a host name through the injected resolver, in either callback shape", async () => {
    const all = await safeFetch(`http://media.test:${main.port}/hello`, { ...loopback, lookup: resolver({ "media.test": "127.0.0.1" }) });
    expect(all.body.toString()).toBe("hello world");
    const single: LookupFunction = (_hostname, _options, callback) => callback(null, "127.0.0.1", 4);
    const one = await safeFetch(`http://media.test:${main.port}/hello`, { ...loopback, lookup: single });
    expect(one.body.toString()).toBe("hello world");
  });

  it("resolves localhost with the default resolver when loopback is allowed", async () => {
    const result = await safeFetch(`http://localhost:${main.port}/hello`, loopback);
    expect(result.body.toString()).toBe("hello world");
  });

  it("follows a redirect chain within the limit, resolving relative locations", async () => {
    const result = await safeFetch(main.url("/redirect/3"), loopback);
    expect(result.url).toBe(main.url("/redirect/0"));
    expect(result.body.toString()).toBe("done");
    await expect(safeFetch(main.url("/redirect/2"), { ...loopback, maxRedirects: 2 })).resolves.toMatchObject({ status: 200 });
  });

  it("accepts a body of exactly maxBytes", async () => {
    const result = await safeFetch(main.url("/bytes?n=100"), { ...loopback, maxBytes: 100 });
    expect(result.body.length).toBe(100);
  });
});

describe("safeFetch refuses before connecting", () => {
  const spellings = [
    "http://127.0.0.1:PORT/",
    "http://2130706433:PORT/",
    "http://0x7f.0.0.1:PORT/",
    "http://0x7f.1:PORT/",
    "http://0177.0.0.1:PORT/",
    "http://127.1:PORT/",
    "http://[::ffff:127.0.0.1]:PORT/",
    "http://localhost:PORT/", // default resolver, answered from /etc/hosts
  ];

  it.each(spellings)("refuses %s without the loopback switch", async (spelling) => {
    const error = await failure(safeFetch(spelling.replace("PORT", String(untouched.port))));
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect(error.code).toBe("blocked_address");
    expect(untouched.connections).toBe(0);
  });

  it("says which URL and which address it refused", async () => {
    const error = await failure(safeFetch(untouched.url("/x")));
    expect(error.message).toBe(`"http://127.0.0.1:${untouched.port}/x" is refused: it points to a private or local address (127.0.0.1).`);
    expect(error).toMatchObject({ url: untouched.url("/x") });
  });

  it.each(["http://[::ffff:127.0.0.1]:PORT/", "http://0.0.0.0:PORT/", "http://[::]:PORT/"])(
    "refuses %s even with the loopback switch, which allows 127.0.0.0/8 and ::1 only",
    async (spelling) => {
      const error = await failure(safeFetch(spelling.replace("PORT", String(untouched.port)), loopback));
      expect(error).toMatchObject({ name: "UnsafeUrlError", code: "blocked_address" });
      expect(untouched.connections).toBe(0);
    },
  );

  it.each([
    "10.0.0.5",
    "169.254.169.254",
    "192.168.1.1",
    "172.16.0.1",
    "100.64.0.1",
    "fc00::1",
    "fe80::1",
    "::ffff:10.0.0.1",
    "64:ff9b::a9fe:a9fe",
  ])("refuses a name that resolves to %s", async (address) => {
    const error = await failure(
      safeFetch(`http://evil.test:${untouched.port}/`, { ...loopback, lookup: resolver({ "evil.test": address }) }),
    );
    expect(error).toMatchObject({ name: "UnsafeUrlError", code: "blocked_address" });
    expect(error.message).toContain(`(${address})`);
    expect(untouched.connections).toBe(0);
  });

  it("refuses a name when any one of its addresses is not allowed", async () => {
    // Were only the first answer checked, the socket would reach the loopback server and be counted.
    const lookup = resolver({ "mixed.test": ["127.0.0.1", "10.0.0.7"] });
    const error = await failure(safeFetch(`http://mixed.test:${untouched.port}/`, { ...loopback, lookup }));
    expect(error).toMatchObject({ code: "blocked_address", message: expect.stringContaining("10.0.0.7") as string });
    expect(untouched.connections).toBe(0);
  });

  it("checks the address actually used to connect, so DNS rebinding fails", async () => {
    let calls = 0;
    const rebinding: LookupFunction = (_hostname, _options, callback) => {
      calls++;
      callback(null, [{ address: calls === 1 ? "127.0.0.1" : "10.0.0.9", family: 4 }]);
    };
    // A separate pre-check would get the first answer, which the loopback switch lets through…
    const precheck = await new Promise<unknown>((resolve) => rebinding("rebind.test", { all: true }, (_error, answer) => resolve(answer)));
    expect(precheck).toEqual([{ address: "127.0.0.1", family: 4 }]);
    // …but the socket's own lookup gets the second, and that is the one checked.
    const error = await failure(safeFetch(`http://rebind.test:${main.port}/hello`, { ...loopback, lookup: rebinding }));
    expect(error).toMatchObject({
      name: "UnsafeUrlError",
      code: "blocked_address",
      message: expect.stringContaining("(10.0.0.9)") as string,
    });
    expect(calls).toBe(2);
    expect(main.connections).toBe(0);
    expect(untouched.connections).toBe(0);
  });

  it.each([
    "file:///etc/passwd",
    "ftp://127.0.0.1:PORT/x",
    "data:text/plain,hello",
    "gopher://127.0.0.1:PORT/",
    "javascript:alert(1)",
    "ws://127.0.0.1:PORT/",
  ])("refuses the scheme of %s", async (spelling) => {
    const error = await failure(safeFetch(spelling.replace("PORT", String(untouched.port)), loopback));
    expect(error).toMatchObject({ name: "UnsafeUrlError", code: "bad_scheme" });
    expect(untouched.connections).toBe(0);
  });

  it.each(["http://user:secret@127.0.0.1:PORT/", "http://user@127.0.0.1:PORT/", "http://:secret@127.0.0.1:PORT/"])(
    "refuses credentials in %s and does not repeat them",
    async (spelling) => {
      const error = await failure(safeFetch(spelling.replace("PORT", String(untouched.port)), loopback));
      expect(error).toMatchObject({ name: "UnsafeUrlError", code: "credentials" });
      expect(error.message).not.toMatch(/user[:@]|secret/);
      expect(untouched.connections).toBe(0);
    },
  );

  it("refuses text that is not a URL", async () => {
    await expect(safeFetch("not a url")).rejects.toMatchObject({ name: "UnsafeUrlError", code: "invalid_url" });
  });
});

describe("safeFetch redirects", () => {
  const via = (location: string) => `http://public.test:${main.port}/to?location=${encodeURIComponent(location)}`;
  const lookup = resolver({ "public.test": "127.0.0.1", "internal.test": "10.0.0.7" });

  it("gives up on a redirect loop after maxRedirects hops", async () => {
    loopRequests = 0;
    const error = await failure(safeFetch(main.url("/loop"), loopback));
    expect(error).toMatchObject({ name: "UnsafeUrlError", code: "too_many_redirects" });
    expect(loopRequests).toBe(6); // the first request and five redirects
    await expect(safeFetch(main.url("/redirect/3"), { ...loopback, maxRedirects: 2 })).rejects.toMatchObject({
      code: "too_many_redirects",
    });
  });

  it("re-checks each hop: a name resolving to a private address", async () => {
    const error = await failure(safeFetch(via(`http://internal.test:${untouched.port}/`), { ...loopback, lookup }));
    expect(error).toMatchObject({ name: "UnsafeUrlError", code: "blocked_address" });
    expect(error.message).toBe(`"http://internal.test:${untouched.port}/" is refused: it points to a private or local address (10.0.0.7).`);
    expect(untouched.connections).toBe(0);
  });

  it("re-checks each hop: an IP literal outside the loopback switch", async () => {
    const error = await failure(safeFetch(via(`http://[::ffff:127.0.0.1]:${untouched.port}/`), { ...loopback, lookup }));
    expect(error).toMatchObject({ code: "blocked_address" });
    expect(untouched.connections).toBe(0);
  });

  it("re-checks each hop: the scheme", async () => {
    await expect(safeFetch(via("file:///etc/passwd"), { ...loopback, lookup })).rejects.toMatchObject({
      name: "UnsafeUrlError",
      code: "bad_scheme",
    });
  });

  it("re-checks each hop: credentials", async () => {
    const error = await failure(safeFetch(via(`http://user:pw@127.0.0.1:${untouched.port}/`), { ...loopback, lookup }));
    expect(error).toMatchObject({ code: "credentials" });
    expect(error.message).not.toContain("pw");
    expect(untouched.connections).toBe(0);
  });
});

describe("safeFetch limits", () => {
  it("fails when Content-Length declares more than maxBytes, without waiting for the body", async () => {
    const error = await failure(safeFetch(main.url("/declared-only"), { ...loopback, maxBytes: 1000 }));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error.code).toBe("too_large");
    await expect(safeFetch(main.url("/bytes?n=101"), { ...loopback, maxBytes: 100 })).rejects.toMatchObject({ code: "too_large" });
  });

  it("fails when a body without a length grows past maxBytes", async () => {
    const error = await failure(safeFetch(main.url("/chunked"), { ...loopback, maxBytes: 1000 }));
    expect(error).toMatchObject({ name: "FetchFailedError", code: "too_large", message: expect.stringContaining("1000 bytes") as string });
  });

  it("fails a slow body once timeoutMs has passed", async () => {
    const started = performance.now();
    const error = await failure(safeFetch(main.url("/slow"), { ...loopback, timeoutMs: 300 }));
    expect(error).toMatchObject({ name: "FetchFailedError", code: "timeout" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("fails on a non-2xx final status", async () => {
    const error = await failure(safeFetch(main.url("/missing"), loopback));
    expect(error).toMatchObject({ name: "FetchFailedError", code: "http_status", status: 404 });
    expect(error.message).toBe(`"${main.url("/missing")}" could not be fetched: the server answered 404.`);
  });

  it("reports a refused connection as a network failure", async () => {
    const closed = await serve(() => undefined);
    await closed.close();
    await expect(safeFetch(closed.url("/"), loopback)).rejects.toMatchObject({ name: "FetchFailedError", code: "network" });
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(safeFetch(main.url("/slow"), { ...loopback, signal: controller.signal }));
    expect(error.name).toBe("AbortError");
  });
});

describe("safeFetchToFile", () => {
  it("streams the body into place and leaves nothing else behind", async () => {
    const folder = await mkdtemp(join(directory, "ok-"));
    const target = join(folder, "clip.bin");
    const result = await safeFetchToFile(main.url("/redirect/1"), target, loopback);
    expect(result).toMatchObject({ url: main.url("/redirect/0"), status: 200, path: target, bytes: 4 });
    expect(await readFile(target, "utf8")).toBe("done");
    expect(await readdir(folder)).toEqual(["clip.bin"]);
  });

  it.each([
    ["a declared oversize body", "/declared-only"],
    ["an oversize body without a length", "/chunked"],
    ["a slow body", "/slow"],
  ])("keeps the previous file and leaves no temporary file after %s", async (_case, path) => {
    const folder = await mkdtemp(join(directory, "fail-"));
    const target = join(folder, "clip.bin");
    await writeFile(target, "previous");
    const error = await failure(safeFetchToFile(main.url(path), target, { ...loopback, maxBytes: 1000, timeoutMs: 300 }));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(await readFile(target, "utf8")).toBe("previous");
    expect(await readdir(folder)).toEqual(["clip.bin"]);
  });

  it("creates no file at all when the URL is refused", async () => {
    const folder = await mkdtemp(join(directory, "refused-"));
    await expect(safeFetchToFile(`http://127.1:${untouched.port}/`, join(folder, "clip.bin"))).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(await readdir(folder)).toEqual([]);
    expect(untouched.connections).toBe(0);
  });
});
