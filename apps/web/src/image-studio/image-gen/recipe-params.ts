import { IMAGE_ASPECT_RATIOS, IMAGE_GEN_LIMITS, type ImageAspectRatio, type ImageRecipe } from "@framewise/contracts";

/**
 * The create form's query parameters, which remix, inspiration and vibe pages link with:
 * `prompt`, `negative`, `vibe`, `aspect`, `seed`, `ref` (repeated, one asset id each), and
 * `remix` (the image being remixed, linked as its parent).
 */
export interface CreateFormSeed {
  prompt: string;
  negative: string;
  vibeId: string | null;
  aspect: ImageAspectRatio;
  /** Null: a random seed each time. */
  seed: number | null;
  references: string[];
  remixOf: string | null;
}

const isAspect = (value: string | null): value is ImageAspectRatio => IMAGE_ASPECT_RATIOS.includes(value as ImageAspectRatio);

function seedFrom(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const seed = Number(value);
  return seed <= IMAGE_GEN_LIMITS.seedMax ? seed : null;
}

/** Reads the form's starting values from a link, tolerating anything missing or malformed. */
export function readCreateParams(params: URLSearchParams): CreateFormSeed {
  const aspect = params.get("aspect");
  return {
    prompt: (params.get("prompt") ?? "").slice(0, IMAGE_GEN_LIMITS.promptLength),
    negative: (params.get("negative") ?? "").slice(0, IMAGE_GEN_LIMITS.negativeLength),
    vibeId: params.get("vibe") || null,
    aspect: isAspect(aspect) ? aspect : "1:1",
    seed: seedFrom(params.get("seed")),
    references: params
      .getAll("ref")
      .flatMap((ref) => ref.split(","))
      .filter(Boolean)
      .slice(0, IMAGE_GEN_LIMITS.references),
    remixOf: params.get("remix") || null,
  };
}

/** The create form's address filled with a recipe: `seed` keeps its seed (Same seed), `remixOf` links the new images to it (Remix). */
export function createLinkFor(recipe: ImageRecipe, { seed = false, remixOf }: { seed?: boolean; remixOf?: string } = {}): string {
  const params = new URLSearchParams({ prompt: recipe.prompt, aspect: recipe.aspect_ratio });
  if (recipe.negative_prompt) params.set("negative", recipe.negative_prompt);
  if (recipe.vibe_id) params.set("vibe", recipe.vibe_id);
  if (seed) params.set("seed", String(recipe.seed));
  for (const ref of recipe.reference_asset_ids) params.append("ref", ref);
  if (remixOf) params.set("remix", remixOf);
  return `/image-gen?${params}`;
}

/** A fresh seed for the dice button and the "random" choice. */
export const randomSeed = () => Math.floor(Math.random() * (IMAGE_GEN_LIMITS.seedMax + 1));
