import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ImageGeneration, ImageGenerationEvent } from "@framewise/contracts";
import { useLiveEvents } from "../../api/use-live-events";
import { readAgain } from "../../api/read-again";

const KEY = ["image-gen"] as const;
const generationKey = (id: string) => [...KEY, "generations", id] as const;
const activeKey = [...KEY, "generations", "active"] as const;

export const isActive = (generation: Pick<ImageGeneration, "status">) => generation.status === "queued" || generation.status === "running";

const withEvent = (generation: ImageGeneration, event: ImageGenerationEvent): ImageGeneration => ({
  ...generation,
  status: event.status,
  progress: event.progress,
  step: event.step,
  error: event.error,
});

/**
 * A generation's event written into the cache: its progress copied in at once; when its state
 * changes or it has made a new image, the generation and the image lists are read again, and when
 * it ends, the active list and the quota too.
 */
export function applyGenerationEvent(client: QueryClient, event: ImageGenerationEvent) {
  const known = client.getQueryData<ImageGeneration>(generationKey(event.id));
  if (known) client.setQueryData(generationKey(event.id), withEvent(known, event));
  client.setQueryData<ImageGeneration[]>(activeKey, (list) =>
    list?.map((generation) => (generation.id === event.id ? withEvent(generation, event) : generation)),
  );
  const changed = !known || known.status !== event.status || known.images.length !== event.image_ids.length;
  if (changed) {
    void client.invalidateQueries({ queryKey: generationKey(event.id), exact: true });
    // New images show in the gallery and in their parent's lineage as soon as each is made.
    void client.invalidateQueries({ queryKey: [...KEY, "images"] });
  }
  if (!isActive(event)) {
    void client.invalidateQueries({ queryKey: activeKey, exact: true });
    void client.invalidateQueries({ queryKey: [...KEY, "providers"] });
  }
}

/** Keeps every cached generation current from the live `image-gen` events, and reads them again after a break in the stream. */
export function useImageGenEvents(): boolean {
  const client = useQueryClient();
  return useLiveEvents({
    onEvent: (event) => event.type === "image-gen" && applyGenerationEvent(client, event),
    onResync: () => void readAgain(client, { queryKey: [...KEY, "generations"] }),
  });
}
