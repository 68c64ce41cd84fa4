import { startFakePexels } from "@framewise/test-support/fake-pexels";
import { startFakePixabay } from "@framewise/test-support/fake-pixabay";
import { startFakeUnsplash, type FakeStockItem, type FakeStockService } from "@framewise/test-support/fake-unsplash";
import { afterEach, describe, expect, it } from "vitest";
import { pexelsService } from "./pexels.ts";
import { pixabayService } from "./pixabay.ts";
import { StockServiceError } from "./stock-http.ts";
import { unsplashService } from "./unsplash.ts";

const items: FakeStockItem[] = [
  { id: 101, kind: "image", words: ["coffee", "beans"], author: "Ana Silva", width: 4000, height: 6000 },
  { id: 102, kind: "image", words: ["coffee", "cup"], author: "Ben Ode", width: 6000, height: 4000 },
  { id: 103, kind: "image", words: ["mountain"], author: "Cy Park", width: 3000, height: 2000 },
  { id: 201, kind: "video", words: ["coffee", "pour"], author: "Dee Lane", width: 3840, height: 2160, duration: 14 },
];
const files = { image: Buffer.from("jpeg"), video: Buffer.from("mp4") };

let fake: FakeStockService | undefined;
afterEach(() => fake?.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof StockServiceError ? error.failure : error),
  );

describe("the Pexels client", () => {
  const start = async () => {
    fake = await startFakePexels({ items, files, apiKey: "pexels-key" });
    return pexelsService({ apiKey: "pexels-key", baseUrl: fake.url });
  };

  it("searches photos with the key in a bare Authorization header and reads photographer credit", async () => {
    const pexels = await start();
    const page = await pexels.search({ kind: "image", q: "coffee", page: 1, perPage: 1, orientation: "portrait" });
    const asked = fake!.requests[0]!;
    expect(asked.path).toBe("/v1/search");
    expect(asked.headers.authorization).toBe("pexels-key");
    expect(Object.fromEntries(asked.query)).toEqual({ query: "coffee", page: "1", per_page: "1", orientation: "portrait" });
    expect(page.hasMore).toBe(true);
    expect(page.files).toHaveLength(1);
    expect(page.files[0]!.item).toMatchObject({
      source: "pexels",
      kind: "image",
      id: "101",
      width: 4000,
      height: 6000,
      description: "coffee beans",
      attribution: { source: "pexels", author: "Ana Silva", author_url: "https://www.pexels.com/@ana-silva" },
    });
    expect(page.files[0]!.item.attribution.source_url).toBe("https://www.pexels.com/photo/coffee-beans-101/");
    expect(page.files[0]!.fileUrl).toContain("/files/image/101.jpg?auto=compress&cs=tinysrgb&dpr=2");
    expect((await pexels.search({ kind: "image", q: "coffee", page: 2, perPage: 1 })).hasMore).toBe(false);
  });

  it("searches videos and copies the rendition that reaches 1080p, not the 4K one", async () => {
    const pexels = await start();
    const page = await pexels.search({ kind: "video", q: "pour", page: 1, perPage: 10 });
    expect(fake!.requests[0]!.path).toBe("/videos/search");
    expect(page.files).toHaveLength(1);
    expect(page.files[0]!.item).toMatchObject({ kind: "video", id: "201", width: 1920, height: 1080, durationSeconds: 14 });
    expect(page.files[0]!.item.attribution).toMatchObject({
      author: "Dee Lane",
      source_url: "https://www.pexels.com/video/coffee-pour-201/",
    });
    expect(page.files[0]!.fileUrl).toMatch(/\/files\/video\/201-hd1920\.mp4$/);
  });

  it("finds one photo or video by id, and nothing for an unknown or malformed id", async () => {
    const pexels = await start();
    expect((await pexels.find("image", "102"))?.item.attribution.author).toBe("Ben Ode");
    expect(fake!.requests.at(-1)!.path).toBe("/v1/photos/102");
    expect((await pexels.find("video", "201"))?.item.durationSeconds).toBe(14);
    expect(fake!.requests.at(-1)!.path).toBe("/videos/videos/201");
    expect(await pexels.find("image", "999")).toBeUndefined();
    const before = fake!.requests.length;
    expect(await pexels.find("image", "../../operations/admin")).toBeUndefined();
    expect(fake!.requests).toHaveLength(before);
  });

  it("says when Pexels rate-limits or refuses the key", async () => {
    await start();
    const wrongKey = pexelsService({ apiKey: "wrong", baseUrl: fake!.url });
    expect(await refusal(wrongKey.search({ kind: "image", q: "coffee", page: 1, perPage: 5 }))).toBe("refused");
    fake!.overLimit = true;
    const pexels = pexelsService({ apiKey: "pexels-key", baseUrl: fake!.url });
    expect(await refusal(pexels.search({ kind: "image", q: "coffee", page: 1, perPage: 5 }))).toBe("rate_limited");
  });
});

describe("the Pixabay client", () => {
  const start = async () => {
    fake = await startFakePixabay({ items, files, apiKey: "pixabay-key" });
    return pixabayService({ apiKey: "pixabay-key", baseUrl: fake.url });
  };

  it("searches photos with the key as a query parameter, within Pixabay's page sizes", async () => {
    const pixabay = await start();
    const page = await pixabay.search({ kind: "image", q: "coffee", page: 1, perPage: 1, orientation: "landscape" });
    const asked = fake!.requests[0]!;
    expect(asked.path).toBe("/api/");
    expect(asked.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(asked.query)).toEqual({
      key: "pixabay-key",
      q: "coffee",
      page: "1",
      per_page: "3",
      safesearch: "true",
      image_type: "photo",
      orientation: "horizontal",
    });
    expect(page.hasMore).toBe(false);
    expect(page.files.map((file) => file.item.id)).toEqual(["101", "102"]);
    expect(page.files[0]!.item).toMatchObject({
      source: "pixabay",
      description: "coffee, beans",
      attribution: {
        source: "pixabay",
        author: "Ana Silva",
        author_url: "https://pixabay.com/users/Ana%20Silva-3101/",
        source_url: "https://pixabay.com/photos/coffee-beans-101/",
      },
    });
    expect(page.files[0]!.fileUrl).toMatch(/\/files\/image\/101\.jpg\?size=1280$/);
  });

  it("searches videos at /videos/ and copies the 1080p rendition", async () => {
    const pixabay = await start();
    const page = await pixabay.search({ kind: "video", q: "pour", page: 1, perPage: 10 });
    expect(fake!.requests[0]!.path).toBe("/api/videos/");
    expect(fake!.requests[0]!.query.get("video_type")).toBe("film");
    expect(page.files[0]!.item).toMatchObject({ kind: "video", id: "201", width: 1920, height: 1080, durationSeconds: 14 });
    expect(page.files[0]!.fileUrl).toMatch(/\/files\/video\/201-large\.mp4$/);
  });

  it("finds by the id parameter, and reads Pixabay's plain-text refusals", async () => {
    const pixabay = await start();
    expect((await pixabay.find("image", "103"))?.item.attribution.author).toBe("Cy Park");
    expect(fake!.requests.at(-1)!.query.get("id")).toBe("103");
    expect(await pixabay.find("image", "999")).toBeUndefined();
    const wrongKey = pixabayService({ apiKey: "wrong", baseUrl: fake!.url });
    expect(await refusal(wrongKey.search({ kind: "image", q: "coffee", page: 1, perPage: 5 }))).toBe("refused");
    fake!.overLimit = true;
    expect(await refusal(pixabay.search({ kind: "image", q: "coffee", page: 1, perPage: 5 }))).toBe("rate_limited");
  });
});

describe("the Unsplash client", () => {
  const start = async () => {
    fake = await startFakeUnsplash({ items, files, accessKey: "unsplash-key" });
    return unsplashService({ apiKey: "unsplash-key", baseUrl: fake.url, appName: "framewise_test" });
  };

  it("searches with Authorization: Client-ID, credits with utm links, and copies a resized raw photo", async () => {
    const unsplash = await start();
    const page = await unsplash.search({ kind: "image", q: "coffee", page: 1, perPage: 50, orientation: "square" });
    const asked = fake!.requests[0]!;
    expect(asked.path).toBe("/search/photos");
    expect(asked.headers.authorization).toBe("Client-ID unsplash-key");
    expect(asked.headers["accept-version"]).toBe("v1");
    expect(Object.fromEntries(asked.query)).toMatchObject({ query: "coffee", per_page: "30", orientation: "squarish" });
    expect(page.files.map((file) => file.item.id)).toEqual(["101", "102"]);
    expect(page.files[0]!.item.attribution).toEqual({
      source: "unsplash",
      author: "Ana Silva",
      author_url: "https://unsplash.com/@anasilva?utm_source=framewise_test&utm_medium=referral",
      source_url: "https://unsplash.com/photos/coffee-beans-101?utm_source=framewise_test&utm_medium=referral",
    });
    const file = new URL(page.files[0]!.fileUrl);
    expect(Object.fromEntries(file.searchParams)).toMatchObject({ ixid: "M3w1MDB8MHwxfHNlYXJjaHwx", w: "2160", fit: "max", fm: "jpg" });
  });

  it("calls the download endpoint when a photo is used, and offers no videos", async () => {
    const unsplash = await start();
    const found = await unsplash.find("image", "102");
    await unsplash.recordUse(found!);
    expect(fake!.requests.map((request) => request.path)).toEqual(["/photos/102", "/photos/102/download"]);
    expect(fake!.requests[1]!.headers.authorization).toBe("Client-ID unsplash-key");
    expect(await unsplash.find("video", "201")).toBeUndefined();
    expect(unsplash.kinds).toEqual(["image"]);
  });

  it("says when the hourly limit is spent (Unsplash answers 403) or the key is refused", async () => {
    const unsplash = await start();
    fake!.overLimit = true;
    expect(await refusal(unsplash.search({ kind: "image", q: "coffee", page: 1, perPage: 5 }))).toBe("rate_limited");
    fake!.overLimit = false;
    const wrongKey = unsplashService({ apiKey: "wrong", baseUrl: fake!.url, appName: "x" });
    expect(await refusal(wrongKey.search({ kind: "image", q: "coffee", page: 1, perPage: 5 }))).toBe("refused");
  });
});
