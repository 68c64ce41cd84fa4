import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../../test/helpers/s3-server.ts";
import { useTempFolder } from "../../../test/helpers/temp-folder.ts";
import { LocalStorage } from "./local-storage.ts";
import { S3Storage } from "./s3-storage.ts";
import { checkKey, type Storage } from "./storage.ts";

const folder = useTempFolder("storage");
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.stop());

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function localFile(name: string, content: Uint8Array): Promise<string> {
  const file = path.join(folder(), name);
  await writeFile(file, content);
  return file;
}

const stores: [string, () => Storage][] = [
  ["a local folder", () => new LocalStorage(path.join(folder(), "files"))],
  [
    "an S3 bucket (s3rver)",
    () =>
      new S3Storage({
        bucket: s3.bucket,
        region: "us-east-1",
        endpoint: s3.endpoint,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
        directDownloads: true,
      }),
  ],
];

describe.each(stores)("storage in %s", (name, create) => {
  let storage: Storage;
  const prefix = `assets/${name.replace(/\W/g, "")}/`;
  beforeAll(() => {
    storage = create();
  });

  it("stores a file, then answers its size, its bytes, a span of them and a local copy", async () => {
    const content = randomBytes(10_000);
    await storage.putFile(`${prefix}one/original`, await localFile("one", content), "image/png");
    expect(await storage.stat(`${prefix}one/original`)).toEqual({ size: 10_000 });
    expect((await bytesOf((await storage.read(`${prefix}one/original`))!.stream)).equals(content)).toBe(true);
    expect(
      (await bytesOf((await storage.read(`${prefix}one/original`, { start: 100, end: 199 }))!.stream)).equals(content.subarray(100, 200)),
    ).toBe(true);
    const copy = path.join(folder(), `copy-${name.length}`);
    await storage.download(`${prefix}one/original`, copy);
    expect((await readFile(copy)).equals(content)).toBe(true);
  });

  it("replaces an object stored under the same key", async () => {
    await storage.putFile(`${prefix}two/original`, await localFile("two-a", Buffer.from("first")), "text/plain");
    await storage.putFile(`${prefix}two/original`, await localFile("two-b", Buffer.from("second!")), "text/plain");
    expect((await bytesOf((await storage.read(`${prefix}two/original`))!.stream)).toString()).toBe("second!");
  });

  it("stores a file larger than one upload part (multipart on S3) intact", async () => {
    const content = randomBytes(40 * 1024 * 1024);
    await storage.putFile(`${prefix}big/original`, await localFile("big", content), "video/mp4");
    expect(await storage.stat(`${prefix}big/original`)).toEqual({ size: content.length });
    const copy = path.join(folder(), `big-copy-${name.length}`);
    await storage.download(`${prefix}big/original`, copy);
    expect((await readFile(copy)).equals(content)).toBe(true);
  });

  it("answers undefined for an object that is not there, and fails to download it", async () => {
    expect(await storage.stat(`${prefix}missing/original`)).toBeUndefined();
    expect(await storage.read(`${prefix}missing/original`)).toBeUndefined();
    await expect(storage.download(`${prefix}missing/original`, path.join(folder(), "nothing"))).rejects.toThrow();
  });

  it("lists the folders that hold objects, and deletes one folder without touching its neighbours", async () => {
    for (const key of ["f/a/original", "f/a/thumb-small.webp", "f/ab/original", "f/b/original"])
      await storage.putFile(`${prefix}${key}`, await localFile("small", Buffer.from("x")), "image/png");
    const before = [];
    for await (const stored of storage.listFolders(`${prefix}f/`)) before.push(stored);
    expect(before.map((f) => f.prefix).sort()).toEqual([`${prefix}f/a/`, `${prefix}f/ab/`, `${prefix}f/b/`]);
    expect(before.every((f) => Date.now() - f.lastModified.getTime() < 60_000)).toBe(true);

    await storage.deletePrefix(`${prefix}f/a/`);
    expect(await storage.stat(`${prefix}f/a/original`)).toBeUndefined();
    expect(await storage.stat(`${prefix}f/a/thumb-small.webp`)).toBeUndefined();
    expect(await storage.stat(`${prefix}f/ab/original`)).toEqual({ size: 1 });
    const after = [];
    for await (const stored of storage.listFolders(`${prefix}f/`)) after.push(stored.prefix);
    expect(after.sort()).toEqual([`${prefix}f/ab/`, `${prefix}f/b/`]);
    await storage.deletePrefix(`${prefix}nothing-here/`);
  });

  it("refuses keys that could leave their folder", async () => {
    const file = await localFile("evil", Buffer.from("x"));
    for (const key of ["../outside", "assets/../../outside", "assets//double", "assets/./here", "assets/a\\b", ""])
      await expect(storage.putFile(key, file, "text/plain"), key).rejects.toThrow(/Not a storage key/);
  });
});

describe("a local folder", () => {
  // /dev/shm is a memory disk: a file there cannot be renamed into the folder and is copied.
  it.runIf(existsSync("/dev/shm"))("stores a file from another disk, and downloads to another disk, by copying", async () => {
    const source = await mkdtemp("/dev/shm/framewise-storage-");
    try {
      const file = path.join(source, "elsewhere");
      await writeFile(file, "from another disk");
      const storage: Storage = new LocalStorage(path.join(folder(), "files"));
      await storage.putFile("assets/elsewhere/original", file, "text/plain");
      expect((await bytesOf((await storage.read("assets/elsewhere/original"))!.stream)).toString()).toBe("from another disk");
      await storage.download("assets/elsewhere/original", path.join(source, "back"));
      expect(await readFile(path.join(source, "back"), "utf8")).toBe("from another disk");
    } finally {
      await rm(source, { recursive: true, force: true });
    }
  });
});

describe("download links", () => {
  it("a local folder offers none: its files are streamed by the server", async () => {
    expect(await stores[0]![1]().downloadUrl("assets/x/original", { fileName: "x.png", contentType: "image/png" })).toBeUndefined();
  });

  it("an S3 bucket presigns a short-lived link that downloads the object under its name", async () => {
    const storage = stores[1]![1]();
    const content = randomBytes(2048);
    await storage.putFile("assets/links/original", await localFile("linked", content), "image/png");
    const url = await storage.downloadUrl("assets/links/original", { fileName: "Café logo.png", contentType: "image/png" });
    expect(url).toMatch(/X-Amz-Signature=/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Caf_ logo.png"; filename*=UTF-8''Caf%C3%A9%20logo.png`);
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });

  it("an S3 bucket with direct downloads turned off offers none", async () => {
    const storage = new S3Storage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      directDownloads: false,
    });
    expect(await storage.downloadUrl("assets/links/original", { fileName: "x.png", contentType: "image/png" })).toBeUndefined();
  });
});

describe("checkKey", () => {
  it("splits a key made of safe segments", () => {
    expect(checkKey("assets/u1/a-2/thumb-small.webp")).toEqual(["assets", "u1", "a-2", "thumb-small.webp"]);
    expect(checkKey("assets/")).toEqual(["assets"]);
  });
});
