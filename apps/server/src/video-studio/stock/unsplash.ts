import { z } from "zod";
import type { StockConfig } from "../../platform/config/config.ts";
import { parsedAnswer } from "./parsed-answer.ts";
import { getStockJson } from "./stock-http.ts";
import type { StockFile, StockOrientation, StockQuery, StockService } from "./stock-service.ts";

// The parts of Unsplash's answers we read (https://unsplash.com/documentation).
const photoSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ raw: z.string(), thumb: z.string() }),
  links: z.object({ html: z.string(), download_location: z.string() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
});
const searchAnswer = z.object({ total_pages: z.number(), results: z.array(photoSchema) });

const NAME = "Unsplash";
const ORIENTATIONS: Record<StockOrientation, string> = { landscape: "landscape", portrait: "portrait", square: "squarish" };
/** Copies are at most this many pixels on the long side (Unsplash resizes the raw photo on request). */
const LONG_SIDE = 2160;

/** Unsplash asks that every link back to it name the application (`utm_source`) and `utm_medium=referral`. */
function referral(link: string, appName: string): string {
  const url = new URL(link);
  url.searchParams.set("utm_source", appName);
  url.searchParams.set("utm_medium", "referral");
  return url.toString();
}

function photoFile(photo: z.infer<typeof photoSchema>, appName: string): StockFile {
  const file = new URL(photo.urls.raw);
  for (const [name, value] of Object.entries({ w: String(LONG_SIDE), h: String(LONG_SIDE), fit: "max", fm: "jpg", q: "82" }))
    file.searchParams.set(name, value);
  return {
    item: {
      source: "unsplash",
      kind: "image",
      id: photo.id,
      width: photo.width,
      height: photo.height,
      durationSeconds: null,
      thumbnailUrl: photo.urls.thumb,
      description: photo.alt_description || photo.description || "",
      attribution: {
        source: "unsplash",
        author: photo.user.name,
        author_url: referral(photo.user.links.html, appName),
        source_url: referral(photo.links.html, appName),
      },
    },
    fileUrl: file.toString(),
    useUrl: photo.links.download_location,
  };
}

/** Unsplash photos: `Authorization: Client-ID <key>`, `/search/photos` up to 30 a page, and the download endpoint called on every copy. */
export function unsplashService(config: NonNullable<StockConfig["unsplash"]>): StockService {
  const headers = { authorization: `Client-ID ${config.apiKey}`, "accept-version": "v1" };
  const get = (url: URL) => getStockJson(NAME, url, headers);
  return {
    source: "unsplash",
    name: NAME,
    kinds: ["image"],
    cacheSeconds: 60 * 60,
    async search(query: StockQuery) {
      const url = new URL(`${config.baseUrl}/search/photos`);
      url.searchParams.set("query", query.q);
      url.searchParams.set("page", String(query.page));
      url.searchParams.set("per_page", String(Math.min(30, query.perPage)));
      url.searchParams.set("content_filter", "high");
      if (query.orientation) url.searchParams.set("orientation", ORIENTATIONS[query.orientation]);
      const answer = parsedAnswer(NAME, searchAnswer, await get(url));
      return { files: answer.results.map((photo) => photoFile(photo, config.appName)), hasMore: query.page < answer.total_pages };
    },
    async find(kind, id) {
      if (kind !== "image" || !/^[\w-]{1,64}$/.test(id)) return undefined;
      const answer = await get(new URL(`${config.baseUrl}/photos/${id}`));
      return answer === undefined ? undefined : photoFile(parsedAnswer(NAME, photoSchema, answer), config.appName);
    },
    async recordUse(file) {
      // Only ever the service's own API: the address must be under the configured base.
      if (file.useUrl?.startsWith(`${config.baseUrl}/`)) await get(new URL(file.useUrl));
    },
  };
}
