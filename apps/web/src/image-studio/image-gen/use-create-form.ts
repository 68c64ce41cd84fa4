import type { ImageAspectRatio, ImageProviderInfo } from "@framewise/contracts";
import { useState } from "react";
import type { GenerationRequest } from "./image-gen-api";
import type { CreateFormSeed } from "./recipe-params";

/** The create form's values, started from its link, and the request they make for a provider (only what it declares). */
export function useCreateForm(start: CreateFormSeed) {
  const [prompt, setPrompt] = useState(start.prompt);
  const [negative, setNegative] = useState(start.negative);
  const [vibeId, setVibeId] = useState(start.vibeId);
  const [aspect, setAspect] = useState<ImageAspectRatio>(start.aspect);
  const [count, setCount] = useState(1);
  const [seed, setSeed] = useState(start.seed);
  const [references, setReferences] = useState(start.references);
  const [providerId, setProviderId] = useState<string | null>(null);
  const [boardId, setBoardId] = useState<string | null>(null);
  const [remixOf, setRemixOf] = useState(start.remixOf);

  const request = (provider: ImageProviderInfo | undefined): GenerationRequest => {
    const can = (capability: ImageProviderInfo["capabilities"][number]) => provider?.capabilities.includes(capability) ?? false;
    return {
      prompt: prompt.trim(),
      aspect_ratio: aspect,
      count,
      ...(negative.trim() && can("negative") ? { negative_prompt: negative.trim() } : {}),
      ...(vibeId ? { vibe_id: vibeId } : {}),
      ...(seed !== null && can("seed") ? { seed } : {}),
      ...(references.length && can("reference") ? { reference_asset_ids: references } : {}),
      ...(providerId ? { provider: providerId } : {}),
      ...(boardId ? { board_id: boardId } : {}),
      ...(remixOf ? { remix_of_image_id: remixOf } : {}),
    };
  };

  return {
    values: { prompt, negative, vibeId, aspect, count, seed, references, providerId, boardId, remixOf },
    set: {
      prompt: setPrompt,
      negative: setNegative,
      vibeId: setVibeId,
      aspect: setAspect,
      count: setCount,
      seed: setSeed,
      references: setReferences,
      providerId: setProviderId,
      boardId: setBoardId,
      remixOf: setRemixOf,
    },
    request,
  };
}
