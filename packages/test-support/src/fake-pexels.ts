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

const slug = (item: FakeStockItem) => item.words.join("-").toLowerCase();
const photographer = (item: FakeStockItem) => ({
  name: item.author,
  url: `https://www.pexels.com/@${item.author.toLowerCase().replace(/\W+/g, "-")}`,
});

function photo(origin: string, item: FakeStockItem) {
  const file = fileUrl(origin, item);
  return {
    id: Number(item.id),
    width: item.width,
    height: item.height,
    url: `https://www.pexels.com/photo/${slug(item)}-${item.id}/`,
    photographer: item.author,
    photographer_url: photographer(item).url,
    photographer_id: 1000 + Number(item.id),
    avg_color: "#7D8A8C",
    src: {
      original: file,
      large2x: `${file}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${file}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${file}?auto=compress&cs=tinysrgb&h=350`,
      small: `${file}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${file}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    liked: false,
    alt: item.words.join(" "),
  };
}

function video(origin: string, item: FakeStockItem) {
  const rendition = (id: number, quality: string, width: number, height: number) => ({
    id,
    quality,
    file_type: "video/mp4",
    width,
    height,
    fps: 25,
    link: fileUrl(origin, item, `${quality}${width}`),
    size: 1000 * width,
  });
  return {
    id: Number(item.id),
    width: item.width,
    height: item.height,
    duration: item.duration ?? 10,
    full_res: null,
    tags: [],
    url: `https://www.pexels.com/video/${slug(item)}-${item.id}/`,
    image: `${fileUrl(origin, { ...item, kind: "image" })}?auto=compress&cs=tinysrgb&fit=crop&h=630&w=1200`,
    avg_color: null,
    user: { id: 2000 + Number(item.id), ...photographer(item) },
    // Pexels lists renditions in no particular order; the smallest, the largest and the HD one are all offered.
    video_files: [
      rendition(1, "sd", 640, 360),
      rendition(2, "uhd", 3840, 2160),
      rendition(3, "hd", 1920, 1080),
      { ...rendition(4, "hls", 0, 0), file_type: "video/hls" as string, link: `${origin}/hls/${item.id}.m3u8` },
    ],
    video_pictures: [{ id: 1, nr: 0, picture: `${fileUrl(origin, { ...item, kind: "image" })}` }],
  };
}

/** Pexels' search answer: the page, `next_page` only when there is one. */
function searchAnswer(origin: string, items: FakeStockItem[], query: URLSearchParams, path: string, key: "photos" | "videos") {
  const page = Number(query.get("page") ?? 1);
  const perPage = Math.min(80, Number(query.get("per_page") ?? 15));
  const shown = pageOf(items, page, perPage);
  const next = page * perPage < items.length;
  return {
    total_results: items.length,
    page,
    per_page: perPage,
    [key]: shown.map((item) => (key === "photos" ? photo(origin, item) : video(origin, item))),
    ...(next ? { next_page: `https://api.pexels.com${path}/?page=${page + 1}&per_page=${perPage}&query=${query.get("query")}` } : {}),
  };
}

/**
 * A loopback Pexels (API v1): `GET /v1/search`, `/v1/photos/{id}`, `/videos/search`,
 * `/videos/videos/{id}`, the key in the bare `Authorization` header, and its rate-limit headers.
 */
export async function startFakePexels(options: FakeStockOptions & { apiKey: string }): Promise<FakeStockService> {
  return startFakeStockServer(options, (request, { origin, service }): FakeAnswer => {
    if (request.headers.authorization !== options.apiKey) return { status: 401, body: { error: "Unauthorized" } };
    const limit = { "x-ratelimit-limit": "20000", "x-ratelimit-reset": "1767225600" };
    if (service.overLimit)
      return { status: 429, body: { error: "Too Many Requests" }, headers: { ...limit, "x-ratelimit-remaining": "0" } };
    const headers = { ...limit, "x-ratelimit-remaining": String(20000 - service.requests.length) };
    const { path, query } = request;
    const kind = path.startsWith("/videos/") ? "video" : "image";
    if (path === "/v1/search" || path === "/videos/search") {
      if (!query.get("query")) return { status: 400, body: { error: "query is required" } };
      const found = matching(options.items, kind, query.get("query")!);
      return { status: 200, headers, body: searchAnswer(origin, found, query, path, kind === "image" ? "photos" : "videos") };
    }
    const one = /^\/(?:v1\/photos|videos\/videos)\/(\d+)$/.exec(path);
    const item = one && options.items.find((each) => each.kind === kind && String(each.id) === one[1]);
    if (!item) return { status: 404, body: { error: "Not Found" } };
    return { status: 200, headers, body: kind === "image" ? photo(origin, item) : video(origin, item) };
  });
}
