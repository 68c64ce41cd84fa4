/** A vibe every install starts with. Fixed ids, so a link to one keeps working across installs. */
export interface StarterVibe {
  id: string;
  name: string;
  description: string;
  promptFragment: string;
  negativeFragment: string;
  params: Record<string, number | string>;
}

/** The starter set, in the order the vibes page shows it. Parameters are what diffusion backends read (steps, guidance). */
export const STARTER_VIBES: readonly StarterVibe[] = [
  {
    id: "df1f995a-0406-42fe-aaf9-377d6f7dd984",
    name: "Watercolour",
    description: "Soft washes, paper grain and bleeding edges.",
    promptFragment: "watercolour painting, soft washes, visible paper texture, bleeding pigment edges, pastel blue and pink",
    negativeFragment: "photograph, hard edges, 3d render",
    params: { steps: 30, guidance: 6 },
  },
  {
    id: "67ef1d21-895e-4d80-8601-dba53678524c",
    name: "Neon noir",
    description: "Rain-soaked night streets lit by magenta and cyan signs.",
    promptFragment: "neon noir, night city, wet reflections, magenta and cyan neon light, cinematic contrast",
    negativeFragment: "daylight, washed out, flat lighting",
    params: { steps: 32, guidance: 7.5 },
  },
  {
    id: "5bb4347b-2524-48ae-a723-12f2a48f4090",
    name: "Film photo",
    description: "35 mm film look: grain, warm highlights, natural light.",
    promptFragment: "35mm film photograph, fine grain, warm amber highlights, natural light, shallow depth of field",
    negativeFragment: "illustration, cartoon, oversaturated, plastic skin",
    params: { steps: 28, guidance: 5.5 },
  },
  {
    id: "13491603-4e87-47aa-afd5-c02af0b6e445",
    name: "Studio product",
    description: "Clean seamless backdrop, softbox light, crisp detail.",
    promptFragment: "studio product photograph, seamless white backdrop, softbox lighting, crisp detail, soft shadow",
    negativeFragment: "clutter, busy background, text, watermark",
    params: { steps: 30, guidance: 7 },
  },
  {
    id: "fb48dc6f-18b2-4c76-a062-e2273c764cad",
    name: "Isometric 3D",
    description: "Tidy isometric diorama with soft clay shading.",
    promptFragment: "isometric 3d diorama, soft clay render, pastel colours, ambient occlusion, tidy composition",
    negativeFragment: "perspective distortion, photo, grain",
    params: { steps: 30, guidance: 7 },
  },
  {
    id: "846d8462-5723-4b35-a7ed-1185c811abf9",
    name: "Ink sketch",
    description: "Loose pen and ink lines with cross-hatching.",
    promptFragment: "pen and ink sketch, loose linework, cross-hatching, black ink on cream paper",
    negativeFragment: "colour, photograph, smooth gradients",
    params: { steps: 25, guidance: 6.5 },
  },
  {
    id: "e1139dc7-2226-4933-ac2a-112b60ac7d35",
    name: "Golden hour",
    description: "Low warm sun, long shadows and glowing haze.",
    promptFragment: "golden hour light, low warm sun, long shadows, glowing haze, amber and gold tones",
    negativeFragment: "overcast, harsh midday light, blue cast",
    params: { steps: 30, guidance: 6 },
  },
  {
    id: "f6a2e295-2db3-4aff-aa7e-0dfcbd03dc1d",
    name: "Retro poster",
    description: "Mid-century screen print: flat shapes, limited palette.",
    promptFragment: "retro mid-century poster, screen print, flat shapes, limited palette of orange, teal and cream, halftone",
    negativeFragment: "photorealistic, gradients, clutter",
    params: { steps: 28, guidance: 7 },
  },
  {
    id: "e2dc2c39-573d-460f-a9db-488e7eeba1f6",
    name: "Pixel art",
    description: "Crisp 16-bit sprites and a small palette.",
    promptFragment: "16-bit pixel art, crisp pixels, limited palette, video game scene",
    negativeFragment: "blurry, anti-aliased, photograph",
    params: { steps: 25, guidance: 8 },
  },
  {
    id: "0c5f9586-13c6-4eca-8fda-52532a3640eb",
    name: "Dreamy pastel",
    description: "Airy pinks and lilacs, soft focus, floating light.",
    promptFragment: "dreamy pastel scene, soft focus, pink and violet haze, floating light particles, ethereal",
    negativeFragment: "dark, gritty, high contrast",
    params: { steps: 30, guidance: 5.5 },
  },
  {
    id: "56ce5361-eeeb-4072-8a77-ef38812243e3",
    name: "Forest moody",
    description: "Deep greens, mist and quiet, cinematic depth.",
    promptFragment: "moody forest, deep green tones, low mist, quiet atmosphere, cinematic depth",
    negativeFragment: "bright, saturated, cartoon",
    params: { steps: 32, guidance: 6.5 },
  },
  {
    id: "a94c1d36-d980-4285-8cf0-88c4ca10b985",
    name: "Bold minimal",
    description: "One subject, strong colour blocks, lots of space.",
    promptFragment: "bold minimal composition, single subject, strong red and navy colour blocks, generous negative space",
    negativeFragment: "busy, detailed background, text",
    params: { steps: 26, guidance: 7 },
  },
  {
    id: "6dbc139e-547d-46bc-8ddd-46f4cd078a4e",
    name: "Ocean calm",
    description: "Cool blues and teals, still water, open horizon.",
    promptFragment: "calm ocean, still water, open horizon, cool blue and teal palette, soft morning light",
    negativeFragment: "storm, clutter, people",
    params: { steps: 30, guidance: 6 },
  },
];
