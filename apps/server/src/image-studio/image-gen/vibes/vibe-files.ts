import { IMAGE_GEN_PREFIX } from "../image-gen-files.ts";
import { SHARED_PREFIX } from "./sample-pictures.ts";

/** A vibe's own objects: in its owner's folder (gone with their account), or the shared one for staff vibes. */
export const vibeFolder = (vibe: { id: string; userId: string | null }) =>
  vibe.userId ? `${IMAGE_GEN_PREFIX}${vibe.userId}/vibes/${vibe.id}/` : `${SHARED_PREFIX}vibes/${vibe.id}/`;

/** A preview copied from an image's medium thumbnail. */
export const vibePreviewKey = (vibe: { id: string; userId: string | null }) => `${vibeFolder(vibe)}preview.webp`;
