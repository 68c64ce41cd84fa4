import type { LiveEvent } from "@framewise/contracts";
import { awaitsVoice, mediaSources, takeRecordings, type Layout } from "@framewise/scene";
import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import { userChannel, type Events } from "../../platform/events/events.ts";
import { RenderMediaError } from "../../platform/render-engine/media-cache.ts";
import { mediaPlaces, unpreparedMessage } from "../../platform/render-engine/media-places.ts";
import { voicingProgress, voicingUnderWay } from "./voicing-progress.ts";
import { findAssetStates, type AssetState } from "./render-media-queries.ts";
import { updateRenderWhileRendering } from "./render-queries.ts";
import type { RenderDocument } from "./render-request.ts";
import { waitUntil } from "./wait-until.ts";

/** A new video's voices take seconds to a few minutes (each provider call is bounded too). */
const VOICES_WAIT_MS = 5 * 60_000;
/** Processing a large clip copied into the library can take a while, retries included. */
const ASSETS_WAIT_MS = 5 * 60_000;

interface Deps {
  db: Db;
  jobs: PgBoss;
  events: Events;
}

interface Render {
  id: string;
  userId: string;
  contentId: string | null;
  document: RenderDocument;
}

const isEvent = (payload: unknown, type: LiveEvent["type"]) => (payload as LiveEvent).type === type;

/**
 * A render of a video whose voices are still being recorded waits for them (bounded), then
 * takes the recordings of the scenes it still has with the same script: a render asked for
 * right after creation should sound like the video the editor is about to show, not be silent.
 * The render keeps the document it used, so a retry renders the same.
 */
async function withRecordedVoices({ db, jobs, events }: Deps, render: Render, signal: AbortSignal): Promise<RenderDocument> {
  const { contentId, document } = render;
  if (!contentId || !document.content.scenes.some(awaitsVoice)) return document;
  const progress = await waitUntil({
    events,
    channel: userChannel(render.userId),
    relevant: (payload) => isEvent(payload, "voicing") && (payload as { content_id: string }).content_id === contentId,
    check: async () => {
      const found = await voicingProgress(jobs, contentId);
      return { ready: !voicingUnderWay(found), value: found };
    },
    timeoutMs: VOICES_WAIT_MS,
    signal,
  });
  const saved = progress && (await findOwnableRow(db, "content", contentId));
  if (!saved) return document;
  const content = takeRecordings(document.content, saved.document);
  if (content === document.content) return document;
  const voiced = { ...document, content };
  await updateRenderWhileRendering(db, render.id, { document: voiced });
  return voiced;
}

/** Why an asset cannot be drawn yet, or undefined when it is ready. */
function notReady(state: AssetState | undefined): string | undefined {
  if (!state) return "it is not in your asset library";
  if (state.status === "failed") return state.error ?? "it could not be processed";
  if (state.status === "processing") return `it was still being processed after ${ASSETS_WAIT_MS / 60_000} minutes`;
  return undefined;
}

/**
 * Pictures, clips and voices copied into the library just before (stock picks, a page's
 * pictures, a new recording) are processed for a moment: the render waits for them (bounded),
 * then fails naming the first that failed or is missing, and why.
 */
async function requirePreparedAssets({ db, events }: Deps, render: Render, signal: AbortSignal): Promise<void> {
  const { content, layouts: list } = render.document;
  const layouts: Record<string, Layout> = Object.fromEntries(list.map((layout) => [layout.id, layout]));
  const { images, videos, audio } = mediaSources(content, layouts);
  const sources = [...images, ...videos, ...audio].filter((src) => src.startsWith("asset:"));
  if (!sources.length) return;
  const ids = sources.map((src) => src.slice("asset:".length));
  const states = await waitUntil({
    events,
    channel: userChannel(render.userId),
    relevant: (payload) => isEvent(payload, "asset") && ids.includes((payload as { id: string }).id),
    check: async () => {
      const found = await findAssetStates(db, render.userId, ids);
      return { ready: ![...found.values()].some((state) => state.status === "processing"), value: found };
    },
    timeoutMs: ASSETS_WAIT_MS,
    signal,
  });
  const places = mediaPlaces(content, layouts);
  for (const [index, src] of sources.entries()) {
    const reason = notReady(states.get(ids[index]!));
    if (reason) throw new RenderMediaError(unpreparedMessage(places.get(src) ?? `the medium ${src}`, reason));
  }
}

/**
 * What a render waits for before it fetches anything: its video's voices, then its library
 * media. Answers the document to render.
 */
export async function waitForInputs(deps: Deps, render: Render, signal: AbortSignal): Promise<RenderDocument> {
  const document = await withRecordedVoices(deps, render, signal);
  await requirePreparedAssets(deps, { ...render, document }, signal);
  return document;
}
