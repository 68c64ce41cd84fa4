import { z } from "zod";
import type { StockServiceConfig } from "../../platform/config/config.ts";
import { parsedAnswer } from "./parsed-answer.ts";
import { pickRendition } from "./pick-rendition.ts";
import { getStockJson } from "./stock-http.ts";
import type { StockFile, StockKind, StockOrientation, StockQuery, StockService } from "./stock-service.ts";

// The parts of Pixabay's answers we read (https://pixabay.com/api/docs/).
const common = { id: z.number(), pageURL: z.string(), tags: z.string(), user: z.string(), user_id: z.number() };
const imageSchema = z.object({
  ...common,
  webformatURL: z.string(),
  largeImageURL: z.string(),
  imageWidth: z.number(),
  imageHeight: z.number(),
});
const rendition = z.object({ url: z.string(), width: z.number(), height: z.number(), thumbnail: z.string().nullish() });
const videoSchema = z.object({
  ...common,
  duration: z.number(),
  videos: z.object({ large: rendition.nullish(), medium: rendition.nullish(), small: rendition.nullish(), tiny: rendition.nullish() }),
});
const answerOf = <Hit extends z.ZodType>(hit: Hit) => z.object({ totalHits: z.number(), hits: z.array(hit) });

const NAME = "Pixabay";
/** Pixabay asks for no fewer than 3 and no more than 200 results a page. */
const perPageFor = (perPage: number) => String(Math.min(200, Math.max(3, perPage)));
const ORIENTATIONS: Record<StockOrientation, string | undefined> = { landscape: "horizontal", portrait: "vertical", square: undefined };

const attribution = (hit: { pageURL: string; user: string; user_id: number }) => ({
  source: "pixabay" as const,
  author: hit.user,
  author_url: `https://pixabay.com/users/${encodeURIComponent(hit.user)}-${hit.user_id}/`,
  source_url: hit.pageURL,
});

function imageFile(hit: z.infer<typeof imageSchema>): StockFile {
  return {
    item: {
      source: "pixabay",
      kind: "image",
      id: String(hit.id),
      width: hit.imageWidth,
      height: hit.imageHeight,
      durationSeconds: null,
      thumbnailUrl: hit.webformatURL,
      description: hit.tags,
      attribution: attribution(hit),
    },
    // largeImageURL: up to 1280 pixels, the largest an API key without full access gets.
    fileUrl: hit.largeImageURL,
  };
}

function videoFile(hit: z.infer<typeof videoSchema>): StockFile | undefined {
  const renditions = Object.values(hit.videos).filter((each) => each && each.width > 0);
  const chosen = pickRendition(renditions as { url: string; width: number; height: number }[]);
  const thumbnail = (hit.videos.medium ?? hit.videos.small ?? hit.videos.tiny)?.thumbnail;
  if (!chosen || !thumbnail) return undefined;
  return {
    item: {
      source: "pixabay",
      kind: "video",
      id: String(hit.id),
      width: chosen.width,
      height: chosen.height,
      durationSeconds: hit.duration,
      thumbnailUrl: thumbnail,
      description: hit.tags,
      attribution: attribution(hit),
    },
    fileUrl: chosen.url,
  };
}

/** Pixabay images and videos: the key in the `key` parameter, `/` and `/videos/`, a day's caching asked of every client. */
export function pixabayService(config: StockServiceConfig): StockService {
  const get = (kind: StockKind, params: Record<string, string>) => {
    const url = new URL(`${config.baseUrl}/${kind === "video" ? "videos/" : ""}`);
    url.searchParams.set("key", config.apiKey);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return getStockJson(NAME, url);
  };
  const filesOf = (kind: StockKind, answer: unknown) =>
    kind === "image"
      ? parsedAnswer(NAME, answerOf(imageSchema), answer).hits.map(imageFile)
      : parsedAnswer(NAME, answerOf(videoSchema), answer).hits.flatMap((hit) => videoFile(hit) ?? []);
  return {
    source: "pixabay",
    name: NAME,
    kinds: ["image", "video"],
    cacheSeconds: 24 * 60 * 60,
    async search(query: StockQuery) {
      const orientation = query.orientation && ORIENTATIONS[query.orientation];
      const params: Record<string, string> = {
        // Pixabay refuses a query past 100 characters.
        q: query.q.slice(0, 100),
        page: String(query.page),
        per_page: perPageFor(query.perPage),
        safesearch: "true",
        ...(query.kind === "image" ? { image_type: "photo" } : { video_type: "film" }),
        ...(orientation && query.kind === "image" ? { orientation } : {}),
      };
      const answer = await get(query.kind, params);
      const { totalHits } = parsedAnswer(NAME, answerOf(z.unknown()), answer);
      return { files: filesOf(query.kind, answer), hasMore: query.page * Number(params.per_page) < totalHits };
    },
    async find(kind: StockKind, id: string) {
      if (!/^\d{1,12}$/.test(id)) return undefined;
      const answer = await get(kind, { id });
      return answer === undefined ? undefined : filesOf(kind, answer)[0];
    },
    recordUse: async () => {},
  };
}
