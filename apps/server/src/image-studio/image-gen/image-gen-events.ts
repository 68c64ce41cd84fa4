import type { ImageGenerationEvent, LiveEvent } from "@framewise/contracts";
import { userChannel, type Events } from "../../platform/events/events.ts";
import type { GenerationRow } from "./generation-queries.ts";

/** Tells the owner's streams (in any process) a generation's state and the images it has made so far. */
export function publishGeneration(events: Events, row: GenerationRow, imageIds: string[]) {
  const event: ImageGenerationEvent = {
    type: "image-gen",
    id: row.id,
    status: row.status,
    progress: row.progress,
    step: row.step,
    error: row.error,
    image_ids: imageIds,
  };
  return events.publish(userChannel(row.userId), event satisfies LiveEvent);
}
