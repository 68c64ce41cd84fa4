import { z } from "zod";
import type { StockServiceConfig } from "../../platform/config/config.ts";
import { parsedAnswer } from "./parsed-answer.ts";
import { getStockJson } from "./stock-http.ts";
import { pickRendition } from "./pick-rendition.ts";
import type { StockFile, StockItem, StockKind, StockQuery, StockService } from "./stock-service.ts";

// The parts of Pexels' answers we read (https://www.pexels.com/api/documentation/).
const photoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  photographer: z.string(),
  photographer_url: z.string(),
  alt: z.string().nullish(),
  src: z.object({ large2x: z.string(), small: z.string() }),
});
const videoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  image: z.string(),
  duration: z.number(),
  user: z.object({ name: z.string(), url: z.string() }),
  video_files: z.array(
    z.object({ file_type: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish(), link: z.string() }),
  ),
});
const photosPage = z.object({ photos: z.array(photoSchema), next_page: z.string().nullish() });
const videosPage = z.object({ videos: z.array(videoSchema), next_page: z.string().nullish() });

const NAME = "Pexels";

/** Words from the page address ("…/photo/coffee-beans-on-a-table-1234/") when there is no alt text. */
const wordsOf = (pageUrl: string) => /\/(?:photo|video)\/([\w-]+?)-?\d*\/?$/.exec(pageUrl)?.[1]?.replaceAll("-", " ") ?? "";

function photoFile(photo: z.infer<typeof photoSchema>): StockFile {
  const item: StockItem = {
    source: "pexels",
    kind: "image",
    id: String(photo.id),
    width: photo.width,
    height: photo.height,
    durationSeconds: null,
    thumbnailUrl: photo.src.small,
    description: photo.alt || wordsOf(photo.url),
    attribution: { source: "pexels", author: photo.photographer, author_url: photo.photographer_url, source_url: photo.url },
  };
  // large2x: about 1880 pixels wide, enough for a 1080p frame, a tenth of the original's bytes.
  return { item, fileUrl: photo.src.large2x };
}

function videoFile(video: z.infer<typeof videoSchema>): StockFile | undefined {
  const mp4 = video.video_files.filter((file) => file.file_type === "video/mp4" && file.width && file.height);
  const chosen = pickRendition(mp4.map((file) => ({ url: file.link, width: file.width!, height: file.height! })));
  if (!chosen) return undefined;
  const item: StockItem = {
    source: "pexels",
    kind: "video",
    id: String(video.id),
    width: chosen.width,
    height: chosen.height,
    durationSeconds: video.duration,
    thumbnailUrl: video.image,
    description: wordsOf(video.url),
    attribution: { source: "pexels", author: video.user.name, author_url: video.user.url, source_url: video.url },
  };
  return { item, fileUrl: chosen.url };
}

const parsed = <T>(schema: z.ZodType<T>, answer: unknown) => parsedAnswer(NAME, schema, answer);

/** Pexels photos and videos: `Authorization: <key>`, `/v1/search` and `/videos/search`, up to 80 a page. */
export function pexelsService(config: StockServiceConfig): StockService {
  const get = (path: string, params: Record<string, string> = {}) => {
    const url = new URL(`${config.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return getStockJson(NAME, url, { authorization: config.apiKey });
  };
  return {
    source: "pexels",
    name: NAME,
    kinds: ["image", "video"],
    cacheSeconds: 60 * 60,
    async search(query: StockQuery) {
      const params = { query: query.q, page: String(query.page), per_page: String(Math.min(80, query.perPage)) };
      const withOrientation = query.orientation ? { ...params, orientation: query.orientation } : params;
      if (query.kind === "image") {
        const answer = parsed(photosPage, await get("/v1/search", withOrientation));
        return { files: answer.photos.map(photoFile), hasMore: Boolean(answer.next_page) };
      }
      const answer = parsed(videosPage, await get("/videos/search", withOrientation));
      return { files: answer.videos.flatMap((video) => videoFile(video) ?? []), hasMore: Boolean(answer.next_page) };
    },
    async find(kind: StockKind, id: string) {
      if (!/^\d{1,12}$/.test(id)) return undefined;
      const answer = await get(kind === "image" ? `/v1/photos/${id}` : `/videos/videos/${id}`);
      if (answer === undefined) return undefined;
      return kind === "image" ? photoFile(parsed(photoSchema, answer)) : videoFile(parsed(videoSchema, answer));
    },
    recordUse: async () => {},
  };
}
