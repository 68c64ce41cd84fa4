import {
  fileUrl,
  matching,
  pageOf,
  startFakeStockServer,
  type FakeAnswer,
  type FakeStockItem,
  type FakeStockOptions,
  type FakeStockService,
} from "./fake-stock-server.ts";

export type { FakeStockItem, FakeStockService } from "./fake-stock-server.ts";

const common = (item: FakeStockItem) => ({
  id: Number(item.id),
  pageURL: `https://pixabay.com/${item.kind === "image" ? "photos" : "videos"}/${item.words.join("-")}-${item.id}/`,
  tags: item.words.join(", "),
  views: 1200,
  downloads: 800,
  likes: 40,
  comments: 3,
  user_id: 3000 + Number(item.id),
  user: item.author,
  userImageURL: "",
});

function image(origin: string, item: FakeStockItem) {
  const file = fileUrl(origin, item);
  const scale = (side: number) => Math.round((side / Math.max(item.width, item.height)) * item.height);
  return {
    ...common(item),
    type: "photo",
    previewURL: `${file}?size=150`,
    previewWidth: 150,
    previewHeight: scale(150),
    webformatURL: `${file}?size=640`,
    webformatWidth: 640,
    webformatHeight: scale(640),
    largeImageURL: `${file}?size=1280`,
    imageWidth: item.width,
    imageHeight: item.height,
    imageSize: 123456,
    collections: 12,
  };
}

function video(origin: string, item: FakeStockItem) {
  const rendition = (name: string, width: number, height: number) => ({
    url: fileUrl(origin, item, name),
    width,
    height,
    size: width * 1000,
    thumbnail: `${fileUrl(origin, { ...item, kind: "image" })}?rendition=${name}`,
  });
  return {
    ...common(item),
    type: "film",
    duration: item.duration ?? 12,
    videos: {
      large: rendition("large", 1920, 1080),
      medium: rendition("medium", 1280, 720),
      small: rendition("small", 960, 540),
      tiny: rendition("tiny", 640, 360),
    },
  };
}

/** Pixabay's errors are plain text with the status repeated in brackets. */
const refused = (status: number, message: string): FakeAnswer => ({ status, body: `[ERROR ${status}] ${message}` });

/**
 * A loopback Pixabay: `GET /api/` (images) and `/api/videos/` (clips), the key in the `key`
 * parameter, `q` or `id`, `per_page` between 3 and 200, answers of `total`, `totalHits` and `hits`.
 * The address to configure is `url` (which ends in `/api`).
 */
export async function startFakePixabay(options: FakeStockOptions & { apiKey: string }): Promise<FakeStockService> {
  const service = await startFakeStockServer(options, (request, { origin, service }) => {
    const { path, query } = request;
    if (path !== "/api/" && path !== "/api/videos/") return refused(404, "Not found");
    if (query.get("key") !== options.apiKey) return refused(400, "Invalid or missing API key (https://pixabay.com/api/docs/).");
    const limit = { "x-ratelimit-limit": "100", "x-ratelimit-reset": "60" };
    if (service.overLimit) return { ...refused(429, "Too many requests"), headers: { ...limit, "x-ratelimit-remaining": "0" } };
    const perPage = Number(query.get("per_page") ?? 20);
    if (perPage < 3 || perPage > 200) return refused(400, '"per_page" is out of valid range.');
    if ((query.get("q") ?? "").length > 100) return refused(400, '"q" exceeds the maximum length of 100 characters.');
    const kind = path === "/api/videos/" ? "video" : "image";
    const found = query.get("id")
      ? options.items.filter((item) => item.kind === kind && String(item.id) === query.get("id"))
      : query.get("q")
        ? matching(options.items, kind, query.get("q")!)
        : options.items.filter((item) => item.kind === kind);
    const shown = pageOf(found, Number(query.get("page") ?? 1), perPage);
    return {
      status: 200,
      headers: { ...limit, "x-ratelimit-remaining": String(100 - service.requests.length) },
      body: {
        total: found.length,
        totalHits: found.length,
        hits: shown.map((item) => (kind === "image" ? image(origin, item) : video(origin, item))),
      },
    };
  });
  service.url = `${service.url}/api`;
  return service;
}
