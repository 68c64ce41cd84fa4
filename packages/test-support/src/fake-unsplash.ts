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

const username = (item: FakeStockItem) => item.author.toLowerCase().replace(/\W+/g, "");

function photo(origin: string, item: FakeStockItem) {
  const raw = `${fileUrl(origin, item)}?ixid=M3w1MDB8MHwxfHNlYXJjaHwx&ixlib=rb-4.0.3`;
  return {
    id: String(item.id),
    slug: `${item.words.join("-")}-${item.id}`,
    created_at: "2024-05-01T10:00:00Z",
    updated_at: "2024-05-02T10:00:00Z",
    width: item.width,
    height: item.height,
    color: "#8c7356",
    blur_hash: "LFC$yHwc8^$yIAS$%M%00KxukYIp",
    description: null,
    alt_description: item.words.join(" "),
    urls: {
      raw,
      full: `${raw}&q=85&fm=jpg&crop=entropy&cs=srgb`,
      regular: `${raw}&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=1080&fit=max`,
      small: `${raw}&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=400&fit=max`,
      thumb: `${raw}&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=200&fit=max`,
    },
    links: {
      self: `https://api.unsplash.com/photos/${item.id}`,
      html: `https://unsplash.com/photos/${item.words.join("-")}-${item.id}`,
      download: `https://unsplash.com/photos/${item.id}/download`,
      // Followed (with the key) when a photo is used, as the API guidelines require.
      download_location: `${origin}/photos/${item.id}/download?ixid=M3w1MDB8MHwxfHNlYXJjaHwx`,
    },
    likes: 42,
    user: {
      id: `user-${item.id}`,
      username: username(item),
      name: item.author,
      links: {
        self: `https://api.unsplash.com/users/${username(item)}`,
        html: `https://unsplash.com/@${username(item)}`,
        photos: `https://api.unsplash.com/users/${username(item)}/photos`,
        likes: `https://api.unsplash.com/users/${username(item)}/likes`,
      },
    },
  };
}

/**
 * A loopback Unsplash (API v1): `GET /search/photos`, `/photos/{id}` and the download endpoint
 * `/photos/{id}/download`, the key as `Authorization: Client-ID <key>`, `per_page` at most 30, a
 * 403 "Rate Limit Exceeded" past the hourly limit.
 */
export async function startFakeUnsplash(options: FakeStockOptions & { accessKey: string }): Promise<FakeStockService> {
  return startFakeStockServer(options, (request, { origin, service }): FakeAnswer => {
    if (request.headers.authorization !== `Client-ID ${options.accessKey}`)
      return { status: 401, body: { errors: ["OAuth error: The access token is invalid"] } };
    if (service.overLimit)
      return { status: 403, body: "Rate Limit Exceeded", headers: { "x-ratelimit-limit": "50", "x-ratelimit-remaining": "0" } };
    const headers = { "x-ratelimit-limit": "50", "x-ratelimit-remaining": String(50 - service.requests.length) };
    const { path, query } = request;
    if (path === "/search/photos") {
      if (!query.get("query")) return { status: 400, body: { errors: ["query is missing"] } };
      const perPage = Math.min(30, Number(query.get("per_page") ?? 10));
      const found = matching(options.items, "image", query.get("query")!);
      return {
        status: 200,
        headers,
        body: {
          total: found.length,
          total_pages: Math.ceil(found.length / perPage),
          results: pageOf(found, Number(query.get("page") ?? 1), perPage).map((item) => photo(origin, item)),
        },
      };
    }
    const one = /^\/photos\/([\w-]+)(\/download)?$/.exec(path);
    const item = one && options.items.find((each) => each.kind === "image" && String(each.id) === one[1]);
    if (!item) return { status: 404, body: { errors: ["Couldn't find Photo"] } };
    if (one[2]) return { status: 200, headers, body: { url: `${photo(origin, item).urls.raw}&fm=jpg` } };
    return { status: 200, headers, body: photo(origin, item) };
  });
}
