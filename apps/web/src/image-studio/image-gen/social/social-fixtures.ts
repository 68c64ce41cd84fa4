import type { GeneratedImageSummary, ImageInspiration, ImageVibe } from "@framewise/contracts";
import { fakeSession } from "../../../testing/render";
import { imageOf, recipeOf } from "../image-gen-fixtures";

/** Test data shaped as the API answers it. */
export const vibe = (id: string, name: string, overrides: Partial<ImageVibe> = {}): ImageVibe => ({
  id,
  origin: "starter",
  name,
  description: `${name} look`,
  prompt_fragment: `${name.toLowerCase()} style`,
  negative_fragment: "",
  params: {},
  preview_url: `/api/v1/image-gen/vibes/${id}/preview?v=1`,
  // Starter vibes' previews are painted by the offline generator.
  offline_preview: true,
  published: true,
  mine: false,
  ...overrides,
});

export const inspiration = (id: string, title: string, overrides: Partial<ImageInspiration> = {}): ImageInspiration => ({
  id,
  title,
  prompt: `${title}, at dawn`,
  negative_prompt: "people",
  vibe_id: "vibe-1",
  aspect_ratio: "16:9",
  seed: 1201,
  image_url: `/api/v1/image-gen/inspirations/${id}/image`,
  offline_preview: false,
  position: 0,
  ...overrides,
});

/** Someone else's public square image, as trending and the gallery list it. */
export const publicImage = (id: string, prompt: string, overrides: Partial<GeneratedImageSummary> = {}): GeneratedImageSummary =>
  imageOf(id, {
    generation_id: `generation-${id}`,
    width: 1024,
    height: 1024,
    public: true,
    likes: 3,
    mine: false,
    recipe: recipeOf({ prompt, negative_prompt: null, aspect_ratio: "1:1", width: 1024, height: 1024, seed: 42 }),
    ...overrides,
  });

/** A signed-in staff member's session. */
export const staffSession = () =>
  fakeSession({
    userInfo: {
      user_id: "user-1",
      email: "boss@staff.test",
      name: "Boss",
      image: null,
      is_staff: true,
      staff_domain: true,
      created_at: "2026-01-01T00:00:00Z",
    },
  });
