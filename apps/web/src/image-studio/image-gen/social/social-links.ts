import type { ImageAspectRatio } from "@framewise/contracts";

/** A recipe as the create form's query parameters take it (`prompt`, `negative`, `vibe`, `aspect`, `seed`). */
export interface LinkRecipe {
  prompt?: string;
  negative?: string | null;
  vibeId?: string | null;
  aspect?: ImageAspectRatio;
  seed?: number | null;
}

/** The create form's address, filled with what is given. */
export function createFormLink(recipe: LinkRecipe): string {
  const params = new URLSearchParams();
  if (recipe.prompt) params.set("prompt", recipe.prompt);
  if (recipe.negative) params.set("negative", recipe.negative);
  if (recipe.vibeId) params.set("vibe", recipe.vibeId);
  if (recipe.aspect) params.set("aspect", recipe.aspect);
  if (recipe.seed !== null && recipe.seed !== undefined) params.set("seed", String(recipe.seed));
  return `/image-gen?${params}`;
}
