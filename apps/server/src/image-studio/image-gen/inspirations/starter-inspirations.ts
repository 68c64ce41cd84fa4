import type { ImageAspectRatio } from "@framewise/contracts";

/** An example on the inspiration wall of a fresh install: a recipe the offline generator paints. */
export interface StarterInspiration {
  id: string;
  title: string;
  prompt: string;
  negativePrompt: string | null;
  /** A starter vibe's id. */
  vibeId: string | null;
  aspectRatio: ImageAspectRatio;
  seed: number;
}

export const STARTER_INSPIRATIONS: readonly StarterInspiration[] = [
  {
    id: "b7968279-3ec0-4c62-b98c-970ce93bcf65",
    title: "Lighthouse at dawn",
    prompt: "A lighthouse on a rocky coast at dawn, pink sky, gulls",
    negativePrompt: "people",
    vibeId: "df1f995a-0406-42fe-aaf9-377d6f7dd984",
    aspectRatio: "16:9",
    seed: 1201,
  },
  {
    id: "2d85c96a-667f-4134-aafb-45936a38b200",
    title: "Night market",
    prompt: "A crowded night market street, lanterns, steam rising from food stalls",
    negativePrompt: null,
    vibeId: "67ef1d21-895e-4d80-8601-dba53678524c",
    aspectRatio: "9:16",
    seed: 88,
  },
  {
    id: "03f7bdd5-fe69-4721-9c2b-a5a2b50bccac",
    title: "Ceramic mug",
    prompt: "A speckled teal ceramic mug on a wooden table",
    negativePrompt: "text, logo",
    vibeId: "13491603-4e87-47aa-afd5-c02af0b6e445",
    aspectRatio: "1:1",
    seed: 4242,
  },
  {
    id: "82b34471-9e49-4f29-af59-7b319ae0d358",
    title: "Tiny island",
    prompt: "A tiny island with a cabin, a palm tree and a jetty, turquoise water",
    negativePrompt: null,
    vibeId: "fb48dc6f-18b2-4c76-a062-e2273c764cad",
    aspectRatio: "4:5",
    seed: 517,
  },
  {
    id: "36d32f79-055b-48fb-93a3-26116765bdd6",
    title: "Mountain road trip",
    prompt: "A winding mountain road, a small orange van, autumn forest",
    negativePrompt: "blurry",
    vibeId: "e1139dc7-2226-4933-ac2a-112b60ac7d35",
    aspectRatio: "3:2",
    seed: 9001,
  },
  {
    id: "118e1c4f-f14f-42d1-9507-762caf8add1b",
    title: "Space concert",
    prompt: "A jazz concert on the moon, violet nebula behind the stage",
    negativePrompt: null,
    vibeId: "f6a2e295-2db3-4aff-aa7e-0dfcbd03dc1d",
    aspectRatio: "2:3",
    seed: 73,
  },
  {
    id: "3a26ebe3-fa06-428a-98cf-c0aa09d5ac85",
    title: "Fox in the snow",
    prompt: "A red fox curled up in deep snow, soft blue shadows",
    negativePrompt: "cartoon",
    vibeId: "5bb4347b-2524-48ae-a723-12f2a48f4090",
    aspectRatio: "1:1",
    seed: 3100,
  },
  {
    id: "681d4544-237a-4442-a560-fbf6946a6a1f",
    title: "Robot gardener",
    prompt: "A friendly robot watering sunflowers in a rooftop garden",
    negativePrompt: null,
    vibeId: "e2dc2c39-573d-460f-a9db-488e7eeba1f6",
    aspectRatio: "16:9",
    seed: 64,
  },
];
