import type { StockSource } from "@framewise/contracts";
import { contentSchema, type AspectRatio, type Content, type Layout, type Scene, type SlotValue } from "@framewise/scene";
import type { FastifyBaseLogger } from "fastify";
import type { StockSearch } from "./search-stock.ts";
import { sceneQueries, subjectWords } from "./stock-keywords.ts";
import { stockItemKey, type StockFile, type StockKind, type StockOrientation } from "./stock-service.ts";
import type { StockServices } from "./stock-services.ts";

export interface StockPlacementDeps {
  services: StockServices;
  search: StockSearch;
  /** Copies a pick into the user's library; answers the new asset's id. */
  copy(userId: string, source: StockSource, file: StockFile): Promise<{ id: string }>;
  log: FastifyBaseLogger;
}

/**
 * A text scene the planner may dress in footage: the starter "title" card becomes a headline
 * over a photo, or a caption over a clip, its words carried into the media layout's slots.
 */
const DRESSED: Record<StockKind, { layoutId: string; mediaSlot: string; carry: (scene: Scene) => Record<string, string> }> = {
  image: {
    layoutId: "headline-image",
    mediaSlot: "image",
    carry: (scene) => ({ headline: textOf(scene.slots.headline), body: textOf(scene.slots.subtitle) }),
  },
  video: {
    layoutId: "captions-video",
    mediaSlot: "video",
    carry: (scene) => ({ caption: [textOf(scene.slots.headline), textOf(scene.slots.subtitle)].filter(Boolean).join(" ") }),
  },
};
const TEXT_CARD = "title";
const PICKS_PER_SEARCH = 10;
const COPIES_AT_ONCE = 3;
/** A scene over stock footage lasts 2 to 8 seconds: b-roll, not a film. */
const CLIP_SCENE = { min: 2, max: 8 };

const textOf = (value: SlotValue | undefined) => (value && "text" in value ? value.text : "");
const ORIENTATION: Record<AspectRatio, StockOrientation> = { "9:16": "portrait", "4:5": "portrait", "1:1": "square", "16:9": "landscape" };

/** One scene's media to find: which scene, which slot (of which layout), of which kind, searched with which words. */
interface Wanted {
  sceneIndex: number;
  kind: StockKind;
  layoutId: string;
  slot: string;
  texts: Record<string, string>;
  queries: string[];
  /** The scene's planned length, when fixed: a clip at least this long is preferred. */
  seconds: number | undefined;
}

/** Scenes whose layout has an empty required photo or clip slot, and text cards that a media layout of the template can carry. */
function wantedMedia(document: Content, layouts: Map<string, Layout>, kinds: StockKind[]): Wanted[] {
  const subject = subjectWords(document.title);
  const wanted: Wanted[] = [];
  document.scenes.forEach((scene, sceneIndex) => {
    const words = Object.values(scene.slots).map(textOf).join(". ");
    const base = {
      sceneIndex,
      queries: sceneQueries(words, subject),
      seconds: typeof scene.duration === "number" ? scene.duration : undefined,
    };
    const layout = layouts.get(scene.layoutId);
    // A required photo or clip is the layout's subject; an optional picture (a card's illustration) is not what footage is for.
    const empty = layout?.slots.find(
      (slot) => (slot.kind === "image" || slot.kind === "video") && slot.required && !scene.slots[slot.name],
    );
    if (empty && kinds.includes(empty.kind as StockKind))
      return wanted.push({ ...base, kind: empty.kind as StockKind, layoutId: scene.layoutId, slot: empty.name, texts: {} });
    if (scene.layoutId !== TEXT_CARD) return;
    // Clips and photos take turns when both are offered, a clip first.
    const kind = kinds.length > 1 ? kinds[wanted.length % 2 === 0 ? 1 : 0]! : kinds[0]!;
    const target = DRESSED[kind];
    const targetLayout = layouts.get(target.layoutId);
    const texts = Object.fromEntries(Object.entries(target.carry(scene)).filter(([, text]) => text));
    const fits = Object.entries(texts).every(([name, text]) => {
      const slot = targetLayout?.slots.find((each) => each.name === name);
      return slot && text.length <= (slot.maxLength ?? Infinity);
    });
    if (targetLayout && fits) wanted.push({ ...base, kind, layoutId: target.layoutId, slot: target.mediaSlot, texts });
  });
  return wanted;
}

/**
 * The planner's last step with a stock service configured: each scene gets a photo or clip found
 * from its own words (the video's subject leading), never the same one twice in a video, copied
 * into the user's library and placed in a media layout of the template. Text cards become media
 * scenes only where the template has the layout and the words fit it. A service that fails or a
 * copy refused (the quota) leaves those scenes as planned: a video is always made.
 */
export async function placeStockMedia(deps: StockPlacementDeps, userId: string, document: Content, layouts: Layout[]): Promise<Content> {
  const services = [...deps.services.values()];
  const kinds = (["image", "video"] as const).filter((kind) => services.some((service) => service.kinds.includes(kind)));
  const wanted = wantedMedia(document, new Map(layouts.map((layout) => [layout.id, layout])), kinds);
  const used = new Set<string>();
  const picks: { want: Wanted; source: StockSource; file: StockFile }[] = [];
  for (const want of wanted) {
    const service = services.find((each) => each.kinds.includes(want.kind))!;
    try {
      const file = await firstUnused(deps.search, userId, service.source, want, ORIENTATION[document.aspectRatio], used);
      if (!file) continue;
      used.add(stockItemKey(file.item));
      picks.push({ want, source: service.source, file });
    } catch (error) {
      deps.log.warn({ err: error, source: service.source }, "stock search failed; the remaining scenes keep their planned look");
      break;
    }
  }
  const placed = new Map<number, { want: Wanted; assetId: string }>();
  for (let start = 0; start < picks.length; start += COPIES_AT_ONCE)
    await Promise.all(
      picks.slice(start, start + COPIES_AT_ONCE).map(async ({ want, source, file }) => {
        try {
          placed.set(want.sceneIndex, { want, assetId: (await deps.copy(userId, source, file)).id });
        } catch (error) {
          deps.log.warn(
            { err: error, source, id: file.item.id },
            "a stock pick could not be copied into the library; its scene keeps its planned look",
          );
        }
      }),
    );
  if (!placed.size) return document;
  const scenes = document.scenes.map((scene, index) => {
    const pick = placed.get(index);
    if (!pick) return scene;
    const { want, assetId } = pick;
    const media = { [want.slot]: { src: `asset:${assetId}` } };
    const timed = want.kind === "video" ? { ...scene, duration: followingClip(scene.duration) } : scene;
    if (want.layoutId === scene.layoutId) return { ...timed, slots: { ...scene.slots, ...media } };
    const texts = Object.fromEntries(Object.entries(want.texts).map(([name, text]) => [name, { text }]));
    return { ...timed, layoutId: want.layoutId, slots: { ...texts, ...media } };
  });
  return contentSchema.parse({ ...document, scenes });
}

/**
 * A scene given a clip lasts as long as the clip (smart timing), so a short clip never freezes on
 * its last frame, and at most as long as planned (the length a brief asks for was fitted to the
 * planned scenes) and 8 s: a 40 s clip is cut where the scene ends.
 */
function followingClip(planned: Scene["duration"]): Scene["duration"] {
  if (typeof planned !== "number") return planned;
  const max = Math.min(CLIP_SCENE.max, planned);
  return { follow: "clip", padding: 0, min: Math.min(CLIP_SCENE.min, max), max };
}

/** A clip long enough for the scene's planned length (photos, and scenes of no fixed length, take any). */
const longEnough = (file: StockFile, seconds: number | undefined) =>
  seconds === undefined || file.item.durationSeconds === null || file.item.durationSeconds >= Math.min(seconds, CLIP_SCENE.max);

/**
 * The first result of the scene's searches (most precise first) that the video does not use yet,
 * a clip that fills the scene's planned length before a shorter one.
 */
async function firstUnused(
  search: StockSearch,
  userId: string,
  source: StockSource,
  want: Wanted,
  orientation: StockOrientation,
  used: Set<string>,
): Promise<StockFile | undefined> {
  for (const q of want.queries) {
    const page = await search(userId, source, { kind: want.kind, q, page: 1, perPage: PICKS_PER_SEARCH, orientation });
    const unused = page.files.filter((each) => !used.has(stockItemKey(each.item)));
    const file = unused.find((each) => longEnough(each, want.seconds)) ?? unused[0];
    if (file) return file;
  }
  return undefined;
}
